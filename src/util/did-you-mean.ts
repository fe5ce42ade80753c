/**
 * "Did you mean" suggestions: the closest known name to a misspelt one, by
 * Damerau-Levenshtein distance (optimal string alignment), so `lables` → `labels`,
 * `minimun` → `minimum`, `int` → `integer`. One shared module so that fields, parameters,
 * JSON Schema keywords, types and OCM resource names all suggest alike.
 */

/** Edit distance with adjacent transpositions counted as one edit (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2]! + 1);
      current.push(value);
    }
    previous2 = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Names longer than this are not compared: suggestions are for typos, not for hostile input. */
const MAX_NAME_LENGTH = 256;

/**
 * The candidate closest to `name`, or undefined when none is close enough. Close enough:
 * at most 2 edits and fewer than half the name's length (so `a` does not suggest `b`), or
 * the same name in another case, or a prefix of the candidate of at least 3 characters
 * (`int` → `integer`). Ties go to the first candidate, so the result is stable.
 */
export function suggestName(name: string, candidates: Iterable<string>): string | undefined {
  if (name.length === 0 || name.length > MAX_NAME_LENGTH) return undefined;
  const lower = name.toLowerCase();
  let best: string | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    if (candidate === name || candidate.length > MAX_NAME_LENGTH) continue;
    const candidateLower = candidate.toLowerCase();
    let score: number;
    if (candidateLower === lower) score = 0.5;
    else {
      const distance = editDistance(lower, candidateLower);
      const limit = Math.min(2, Math.floor((Math.max(name.length, candidate.length) - 1) / 2));
      if (distance <= limit) score = distance;
      else if (lower.length >= 3 && candidateLower.startsWith(lower)) score = 2.5;
      else continue;
    }
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

/** A hint sentence "did you mean `x`?", or undefined when nothing is close. */
export function didYouMean(name: string, candidates: Iterable<string>): string | undefined {
  const suggestion = suggestName(name, candidates);
  return suggestion === undefined ? undefined : `Did you mean \`${suggestion}\`?`;
}
