/**
 * `rgdc.dev/min-kro`: the oldest kro release a compiled RGD needs, when that is newer than
 * the oldest rgdc supports (`rgdc compile` writes it; `./index.ts` `MIN_KRO_ANNOTATION`).
 * Checking such an RGD for an older release reports where the annotation says so, beside
 * the diagnostics of the rules the older release breaks.
 */
import type { LoadedDocument } from '../../source/index.js';
import { formatFieldPath } from '../../source/index.js';
import type { DiagnosticSink } from '../../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../../diagnostics/report.js';
import { findKroRelease, KRO_RELEASES, type KroRelease, MIN_KRO_ANNOTATION } from './index.js';

/** The release an RGD (as plain data) names in `rgdc.dev/min-kro`, the text if it names none, or undefined without the annotation. */
export function readMinKro(value: unknown): KroRelease | { readonly unknown: string } | undefined {
  const annotations = (value as { metadata?: { annotations?: Record<string, unknown> } } | null)?.metadata?.annotations;
  const text = annotations?.[MIN_KRO_ANNOTATION];
  if (typeof text !== 'string') return undefined;
  return findKroRelease(text) ?? { unknown: text };
}

/** Reports an RGD whose `rgdc.dev/min-kro` names a release newer than `release` (or none rgdc knows). */
export function reportMinKro(document: LoadedDocument, release: KroRelease, report: DiagnosticSink): void {
  const min = readMinKro(document.value);
  if (min === undefined) return;
  const path = ['metadata', 'annotations', MIN_KRO_ANNOTATION];
  const at = document.locate(path);
  if ('unknown' in min) {
    report(
      makeDiagnostic(
        'rgd_min_kro_invalid',
        at,
        formatFieldPath(path),
        `${MIN_KRO_ANNOTATION}: ${JSON.stringify(min.unknown)} is no kro release rgdc knows (${KRO_RELEASES.map((r) => r.name).join(', ')})`,
      ),
    );
    return;
  }
  if (KRO_RELEASES.indexOf(min) <= KRO_RELEASES.indexOf(release)) return;
  report(
    makeDiagnostic(
      'rgd_min_kro',
      at,
      formatFieldPath(path),
      `this RGD needs kro ${min.name} or later (${MIN_KRO_ANNOTATION}); it is checked for kro ${release.name}`,
    ),
  );
}
