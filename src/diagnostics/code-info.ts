import type { Severity } from './diagnostic.js';

/** What the catalogue knows about one code. */
export interface CodeInfo {
  readonly severity: Severity;
  /** One line: what went wrong. */
  readonly summary: string;
  /** What to do about it, used when a report gives no more specific hint. */
  readonly hint: string;
}
