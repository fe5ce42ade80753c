/**
 * The target profile and kro feature gates an rgdc-compiled RGD was made for, read from its
 * `rgdc.dev/target` and `rgdc.dev/kro-feature-gates` annotations; shared by `rgdc check`
 * and `rgdc preview`.
 */
import type { LoadedDocument } from '../source/index.js';
import { formatFieldPath } from '../source/field-path.js';
import type { DiagnosticSink } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/report.js';
import { readTargetAnnotation, TARGET_ANNOTATION } from './annotation.js';
import { resolveTarget } from './profiles.js';
import type { TargetProfile } from './types.js';
import {
  DEFAULT_FEATURE_GATES,
  FEATURE_GATES_ANNOTATION,
  type KroFeatureGate,
  parseFeatureGates,
  readFeatureGatesAnnotation,
  type KroFeatureGates,
} from './feature-gates.js';

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
      makeDiagnostic(
        'rgd_target_deprecated',
        document.locate(path),
        formatFieldPath(path),
        `target profile "${resolved.alias}" has been renamed "${resolved.profile.name}"; the old name is deprecated`,
        {
          hint: `Recompile, or write ${TARGET_ANNOTATION}: ${resolved.profile.name}.`,
        },
      ),
    );
  }
  return resolved?.profile;
}

/**
 * The kro feature gates to check a document for: the ones given (`--kro-feature-gates`),
 * else the ones a compiled RGD records in `rgdc.dev/kro-feature-gates`, else kro's
 * defaults (every gate off). An annotation that does not parse is reported at its value.
 */
export function documentFeatureGates(
  document: LoadedDocument,
  given: KroFeatureGates | undefined,
  report?: DiagnosticSink,
  release?: { readonly name: string; readonly featureGates: readonly KroFeatureGate[] },
): KroFeatureGates {
  if (given) return given;
  const text = readFeatureGatesAnnotation(document.value);
  if (text === undefined) return DEFAULT_FEATURE_GATES;
  const parsed = parseFeatureGates(text, release);
  if ('gates' in parsed) return parsed.gates;
  const path = ['metadata', 'annotations', FEATURE_GATES_ANNOTATION];
  report?.(makeDiagnostic('rgd_feature_gates_invalid', document.locate(path), formatFieldPath(path), `${FEATURE_GATES_ANNOTATION}: ${parsed.error}`));
  return DEFAULT_FEATURE_GATES;
}
