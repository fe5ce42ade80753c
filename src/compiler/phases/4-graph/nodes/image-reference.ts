/**
 * CEL for the parts of an image reference resolved by an OCM `Resource`, in the status
 * shape the target profile says the controller writes.
 */
import type { TargetProfile } from '../../../../targets/types.js';
import type { ImagePart } from '../../3-analyze/types.js';
import { embed } from './cel.js';

/** The kro template value (a string with `${...}`) that yields `part` of the image of `id`. */
export function imagePartValue(id: string, part: ImagePart, profile: TargetProfile): string {
  const c = profile.ocm.coordinates;
  if (part === 'fullyQualifiedRepository') return `${embed(`${id}.${c.registry}`)}/${embed(`${id}.${c.repository}`)}`;
  return embed(imagePartExpression(id, part, profile));
}

/** A CEL expression of type string that yields `part` of the image of `id`. */
export function imagePartExpression(id: string, part: ImagePart, profile: TargetProfile): string {
  const c = profile.ocm.coordinates;
  const f = (name: keyof typeof c) => `${id}.${c[name]}`;
  switch (part) {
    case 'registry':
    case 'repository':
    case 'tag':
    case 'digest':
      return f(part);
    case 'fullyQualifiedRepository':
      return `${f('registry')} + "/" + ${f('repository')}`;
    case 'image':
      return fullImageExpression(id, profile);
  }
}

/**
 * `registry/repository:tag@digest`, `registry/repository:tag` or `registry/repository@digest`:
 * the controller's `reference` is `tag@digest`, the tag, or the digest, so a tag decides
 * whether it follows `:` or `@`.
 */
export function fullImageExpression(id: string, profile: TargetProfile): string {
  const c = profile.ocm.coordinates;
  const f = (name: keyof typeof c) => `${id}.${c[name]}`;
  return `${f('registry')} + "/" + ${f('repository')} + (${f('tag')} != "" ? ":" + ${f('reference')} : "@" + ${f('reference')})`;
}
