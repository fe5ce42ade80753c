/**
 * Related locations for diagnostics that concern several places: each resource of a
 * dependency cycle, and the other declarations of a duplicate id. rgdc's Diagnostic points
 * at one place; the editor's index finds the others.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { OffsetRange, RgdIndex } from './rgd-index.js';
import { offsetOf } from './rgd-index.js';

/** Places related to `d`, with what each one is. */
export function relatedPlaces(d: Diagnostic, indexes: readonly RgdIndex[]): { readonly range: OffsetRange; readonly message: string }[] {
  const index = indexes.find((i) => {
    const start = offsetOf(i.document, d.line, d.column);
    const range = i.document.doc.range;
    return start >= range[0] && start <= range[2];
  });
  if (!index) return [];
  const at = offsetOf(index.document, d.line, d.column);
  if (d.code === 'graph_cycle') {
    const path = /cycle: (.+)$/.exec(d.message)?.[1]?.split(' -> ') ?? [];
    const ids = [...new Set(path)];
    return ids.flatMap((id, i) => {
      const resource = index.resources.find((r) => r.id === id);
      const next = ids[(i + 1) % ids.length];
      return resource?.idRange ? [{ range: resource.idRange, message: `${id} depends on ${next}` }] : [];
    });
  }
  if (d.code === 'rgd_duplicate_id') {
    const id = index.resources.find((r) => r.idRange && at >= r.idRange[0] && at <= r.idRange[1])?.id;
    return index.resources
      .filter((r) => r.id === id && r.idRange && !(at >= r.idRange[0] && at <= r.idRange[1]))
      .map((r) => ({ range: r.idRange!, message: `\`${id}\` is also declared here (spec.resources[${r.index}])` }));
  }
  return [];
}
