/**
 * The schema of `last-seen/<registry>/<repository>/tags.json`, checked before any of it
 * is used. The file lives in a folder other programs (and other users, on a shared
 * cache) can write, and offline its digests pick the cache entries that are read: one
 * that is not a digest (`sha256:../../x`) would name a path outside the cache. So a file
 * whose every tag is not an OCI tag and every value not a digest is damaged as a whole,
 * never half used.
 */
import { isDigest } from './digest.js';
import { isTag } from './location.js';
import { isRecord } from '../util/records.js';

/** What `last-seen/.../tags.json` holds: tag -> digest as last resolved, and the last tag list. */
export interface LastSeenTags {
  readonly tags: Readonly<Record<string, string>>;
  readonly list?: readonly string[];
}

/** The file's content once checked, or a short reason why it is damaged (no text of the file in it). */
export function parseLastSeen(bytes: Uint8Array): LastSeenTags | { readonly damaged: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { damaged: 'it is not UTF-8 JSON' };
  }
  if (!isRecord(parsed) || !isRecord(parsed.tags)) return { damaged: 'it has no `tags` map' };
  // A null-prototype copy: a tag named `__proto__` or `constructor` is only data.
  const tags: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [tag, digest] of Object.entries(parsed.tags)) {
    if (!isTag(tag)) return { damaged: 'a key of `tags` is not an OCI tag' };
    if (typeof digest !== 'string' || !isDigest(digest)) return { damaged: 'a value of `tags` is not a digest (sha256:<64 hex>)' };
    tags[tag] = digest;
  }
  if (parsed.list === undefined) return { tags };
  if (!Array.isArray(parsed.list) || !parsed.list.every((tag) => typeof tag === 'string' && isTag(tag))) return { damaged: '`list` is not a list of OCI tags' };
  return { tags, list: parsed.list as string[] };
}
