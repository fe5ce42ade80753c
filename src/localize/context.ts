/**
 * What rule application shares: the file being edited, the ConfigData, the evaluated
 * parameters and images, the diagnostic sink and the change log being written.
 */
import { formatFieldPath } from '../source/field-path.js';
import type { FieldPath, LoadedDocument } from '../source/types.js';
import type { ConfigData } from '../compiler/phases/2-validate/index.js';
import type { DiagnosticCode } from '../diagnostics/codes.js';
import type { DiagnosticSink, Severity } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/report.js';
import { formatValuesPath, type ValuesPath } from '../configdata/values-path.js';
import type { ImageReference } from '../oci/image-reference.js';
import type { LocalizeChange, ObjectSelector } from './types.js';
import type { EditableYaml } from './yaml-edit.js';

export interface ApplyContext {
  readonly file: EditableYaml;
  readonly config: ConfigData;
  /** The ConfigData document, for positions of rule problems. */
  readonly configData: LoadedDocument;
  /** `configuration.defaults` merged with the values. */
  readonly parameters: Record<string, unknown>;
  /** Image reference per localization rule index. */
  readonly images: ReadonlyMap<number, ImageReference>;
  readonly target?: ObjectSelector;
  readonly report: DiagnosticSink;
  readonly changes: LocalizeChange[];
}

/** Reports a problem of the ConfigData at `path`. */
export function reportAtRule(
  context: ApplyContext,
  code: DiagnosticCode,
  path: FieldPath,
  message: string,
  options: { key?: boolean; severity?: Severity; hint?: string } = {},
): void {
  const { key, ...rest } = options;
  context.report(makeDiagnostic(code, context.configData.locate(path, { key: key ?? false }), formatFieldPath(path), message, rest));
}

/** Appends a change to the log. */
export function recordChange(
  context: ApplyContext,
  change: { document: number; object?: string; path: ValuesPath; old: unknown; oldText?: string | undefined; existed: boolean; value: unknown; rule: string },
): void {
  context.changes.push({
    path: formatValuesPath(change.path),
    old: change.existed ? change.old : null,
    ...(change.existed && change.oldText !== undefined ? { oldText: change.oldText } : {}),
    new: change.value,
    existed: change.existed,
    rule: change.rule,
    ...(change.object !== undefined ? { object: change.object } : {}),
    document: change.document,
  });
}

/** `configuration.rules[3]`, `localization[0]`. */
export function ruleName(path: FieldPath): string {
  return formatFieldPath(path);
}
