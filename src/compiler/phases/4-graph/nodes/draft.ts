import type { FieldPath } from '../../1-load/types.js';

/** A resource node before its dependencies are read from its expressions. */
export interface NodeDraft {
  readonly id: string;
  readonly template: Readonly<Record<string, unknown>>;
  readonly readyWhen: readonly string[];
  readonly origin: FieldPath;
}
