/**
 * The target profile an rgdc-compiled RGD was made for, read from its `rgdc.dev/target`
 * annotation; shared by `rgdc check` and `rgdc preview`.
 */
import type { LoadedDocument } from '../compiler/phases/1-load/index.js';
import { formatFieldPath } from '../compiler/phases/1-load/field-path.js';
import type { DiagnosticSink } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/report.js';
import { readTargetAnnotation, TARGET_ANNOTATION } from '../targets/annotation.js';
import { resolveTarget } from '../targets/profiles.js';
import type { TargetProfile } from '../targets/types.js';

/**
 * The profile named by the document's `rgdc.dev/target`, or `undefined` when the
 * annotation is absent or names no profile (the caller then falls back to `--target` or
 * the default). A deprecated name still resolves, with `rgd_target_deprecated` reported at
 * the annotation's value when `report` is given.
 */
export function annotatedTarget(document: LoadedDocument, report?: DiagnosticSink): TargetProfile | undefined {
  const name = readTargetAnnotation(document.value);
  if (name === undefined) return undefined;
  const resolved = resolveTarget(name);
  if (resolved?.alias !== undefined && report) {
    const path = ['metadata', 'annotations', TARGET_ANNOTATION];
    report(
      makeDiagnostic('rgd_target_deprecated', document.locate(path), formatFieldPath(path), `target profile "${resolved.alias}" has been renamed "${resolved.profile.name}"; the old name is deprecated`, {
        hint: `Recompile, or write ${TARGET_ANNOTATION}: ${resolved.profile.name}.`,
      }),
    );
  }
  return resolved?.profile;
}
