/**
 * CEL for the parts of an image reference resolved by an OCM `Resource`, in the status
 * shape the target profile says the controller writes.
 */
import type { TargetProfile } from '../../../../targets/types.js';
import type { ImagePart } from '../../../../configdata/image-parts.js';
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
 * `registry/repository:tag@digest`, `registry/repository:tag` or `registry/repository@digest`,
 * built from tag and digest read optionally: older controllers omit empty coordinates from
 * the status, and their `reference` is not always "tag, or digest".
 */
export function fullImageExpression(id: string, profile: TargetProfile): string {
  const c = profile.ocm.coordinates;
  const f = (name: keyof typeof c) => `${id}.${c[name]}`;
  const optional = (name: keyof typeof c) => `${id}.${c[name].replace(/\.([A-Za-z0-9_]+)$/, '.?$1')}.orValue("")`;
  return `cel.bind(tag, ${optional('tag')}, cel.bind(digest, ${optional('digest')}, ${f('registry')} + "/" + ${f('repository')} + (tag != "" ? ":" + tag : "") + (digest != "" ? "@" + digest : "")))`;
}
