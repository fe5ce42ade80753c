import type { ConfigData } from '../../../generated/configdata.js';
import type { LoadedDocument } from '../../../source/types.js';

export type { ConfigData } from '../../../generated/configdata.js';

/**
 * A ConfigData document that passed its JSON Schema and the cross-field checks.
 * Filled by the validate phase; `config` is the same data as `document.value`, typed.
 */
export interface ValidatedConfigData {
  readonly document: LoadedDocument;
  readonly config: ConfigData;
}
