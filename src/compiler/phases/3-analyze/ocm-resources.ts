/**
 * Collects the OCM resources a ConfigData uses (the chart, each localized image) and
 * gives each one a resource id and object-name slug that are unique in the RGD.
 */
import type { ResourceRef } from '../../../generated/configdata.js';
import type { FieldPath } from '../../../source/types.js';
import type { OcmResourceRef, OcmResourceUse } from './types.js';
import { sortedByKey } from '../../../util/records.js';

/** Normalises the two forms of a resource reference (a name, or a map). */
export function normaliseResourceRef(ref: ResourceRef | { name: string }): OcmResourceRef {
  if (typeof ref === 'string') return { name: ref };
  const out: { name: string; extraIdentity?: Record<string, string>; referencePath?: OcmResourceRef['referencePath'] } = { name: ref.name };
  if ('extraIdentity' in ref && ref.extraIdentity) out.extraIdentity = sortedByKey(ref.extraIdentity);
  if ('referencePath' in ref && ref.referencePath) {
    out.referencePath = ref.referencePath.map((step) =>
      step.extraIdentity ? { name: step.name, extraIdentity: sortedByKey(step.extraIdentity) } : { name: step.name },
    );
  }
  return out;
}

/** A stable key: two references to the same resource share one `Resource` node. */
export function resourceKey(ref: OcmResourceRef): string {
  return JSON.stringify(ref);
}

/** Registers resources in first-use order and assigns ids such as `chartResource`. */
export class OcmResourceRegistry {
  private readonly byKey = new Map<string, OcmResourceUse>();
  private readonly usedIds = new Set<string>();
  /** Per id stem, where the search for a free numbered id goes on. */
  private readonly nextSuffix = new Map<string, number>();

  /** Returns the use for `ref`, creating it on first sight. */
  use(ref: OcmResourceRef, role: OcmResourceUse['role'], origin: FieldPath): OcmResourceUse {
    const key = resourceKey(ref);
    const existing = this.byKey.get(key);
    if (existing) return existing;
    const words = [...(ref.referencePath ?? []).map((s) => s.name), ref.name, ...Object.values(ref.extraIdentity ?? {})];
    const slugBase =
      words
        .join('-')
        .toLowerCase()
        .replace(/[^a-z0-9-]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'resource';
    // `image-resource` reads better as `imageResource` than `imageResourceResource`.
    const stem = camelCase(words).replace(/Resource$/, '') || 'resource';
    let id = `${stem}Resource`;
    let slug = slugBase;
    if (this.usedIds.has(id)) {
      // The first free suffix from 2, resumed where the stem's last search stopped: ids
      // are never released, so the numbers before it are still taken (no rescan per use).
      let n = this.nextSuffix.get(stem) ?? 2;
      while (this.usedIds.has(`${stem}Resource${n}`)) n++;
      id = `${stem}Resource${n}`;
      slug = `${slugBase}-${n}`;
      this.nextSuffix.set(stem, n + 1);
    }
    this.usedIds.add(id);
    const created: OcmResourceUse = { id, role, ref, slug, origin };
    this.byKey.set(key, created);
    return created;
  }

  all(): OcmResourceUse[] {
    return [...this.byKey.values()];
  }
}

/** `['postgres', 'helm-chart']` → `postgresHelmChart`: a valid lowerCamelCase kro id. */
function camelCase(words: readonly string[]): string {
  const parts = words.flatMap((w) => w.split(/[^A-Za-z0-9]+/)).filter(Boolean);
  const joined = parts.map((p, i) => (i === 0 ? p.toLowerCase() : p[0]!.toUpperCase() + p.slice(1).toLowerCase())).join('');
  const safe = /^[a-z]/.test(joined) ? joined : `r${joined}`;
  return safe;
}
