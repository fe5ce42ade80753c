/**
 * CEL for the parts of an image reference resolved by an OCM `Resource`, in the status
 * shape the target profile says the controller writes.
 */
import type { TargetProfile } from '../../../../targets/types.js';
import type { ImagePart } from '../../3-analyze/types.js';
import { embed } from './cel.js';

/** The kro template value that yields `part` of the image resolved by resource `id`. */
export function imagePartValue(id: string, part: ImagePart, profile: TargetProfile): string {
  const c = profile.ocm.coordinates;
  const field = (name: keyof typeof c) => `${id}.${c[name]}`;
  switch (part) {
    case 'registry':
    case 'repository':
    case 'tag':
    case 'digest':
      return embed(field(part));
    case 'fullyQualifiedRepository':
      return `${embed(field('registry'))}/${embed(field('repository'))}`;
    case 'image':
      return embed(fullImageExpression(id, profile));
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
