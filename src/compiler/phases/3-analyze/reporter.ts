import type { DiagnosticCode } from '../../../diagnostics/codes.js';
import type { Severity } from '../../../diagnostics/diagnostic.js';
import type { FieldPath } from '../../../source/types.js';

/** Reports a problem at a field of the ConfigData being analyzed. */
export type AnalysisReporter = (
  code: DiagnosticCode,
  path: FieldPath,
  message: string,
  options?: { hint?: string; severity?: Severity; key?: boolean },
) => void;
