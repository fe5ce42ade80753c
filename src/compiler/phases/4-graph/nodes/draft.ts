import type { FieldPath } from '../../1-load/types.js';
import type { Provenance } from './provenance.js';

/** A resource node before its dependencies are read from its expressions. */
export interface NodeDraft {
  readonly id: string;
  readonly template: Readonly<Record<string, unknown>>;
  readonly readyWhen: readonly string[];
  readonly origin: FieldPath;
  /** Template fields set by particular ConfigData fields; the rest come from `origin`. */
  readonly provenance?: Provenance;
}
