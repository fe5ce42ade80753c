/** A page of `GET /v2/<repo>/tags/list`, and the `Link` to the next one. */
import type { Answer } from './transport.js';
import { OciError } from './types.js';

/** The tags of one page: `{"name": ..., "tags": [...]}`; `null` tags (some registries) mean none. */
export function parseTagList(body: Uint8Array, what: string): string[] {
  try {
    const parsed = JSON.parse(new TextDecoder().decode(body)) as { tags?: unknown };
    if (parsed.tags === null || parsed.tags === undefined) return [];
    if (Array.isArray(parsed.tags) && parsed.tags.every((tag) => typeof tag === 'string')) return parsed.tags as string[];
  } catch {
    // Reported below.
  }
  throw new OciError('protocol', `${what}: the registry's tag list is not {"tags": [...]}`);
}

/** The next page, from `Link: <url>; rel="next"`, on the registry's own origin only. */
export function nextPage(answer: Answer, origin: string, what: string): string | undefined {
  const link = answer.response.headers.get('link');
  if (!link) return undefined;
  for (const part of link.split(',')) {
    const match = /<([^>]*)>\s*;(.*)/.exec(part.trim());
    if (match && /rel="?next"?/i.test(match[2]!)) {
      const next = new URL(match[1]!, answer.url);
      if (next.origin !== origin) throw new OciError('protocol', `${what}: the next page is on another host (${next.host})`);
      return next.href;
    }
  }
  return undefined;
}
