/**
 * The second YAML reader of the differential tests: yaml-js, a JavaScript port of PyYAML,
 * which implements YAML 1.1 the way libyaml (and go-yaml, libyaml's Go port) does: NEL,
 * LS and PS are line breaks (`C_LB` in its scanner, `is_break` in go-yaml's
 * yamlprivateh.go), raw C1 controls and DEL are refused, `yes`/`on`/`0777`/`1_000`/
 * timestamps and `<<` are not strings. js-yaml was not chosen: its scanner breaks lines
 * only at LF and CR (`isEol`), so it reads `a\u2028b` as rgdc does and would hide the bug.
 */
import { parseAllDocuments } from 'yaml';
// @ts-expect-error: yaml-js ships no types.
import yamlJs from 'yaml-js';

/** Every document of `text` as YAML 1.1 reads it (a thrown error is a failed read). */
export function readYaml11(text: string): unknown[] {
  return (yamlJs as { load_all(text: string): unknown[] })
    .load_all(text)
    .map(normalize)
    .filter((d) => d !== null);
}

/** Every document of `text` as the `yaml` library (YAML 1.2, rgdc itself) reads it. */
export function readYaml12(text: string): unknown[] {
  const docs = parseAllDocuments(text);
  if (!Array.isArray(docs)) return [];
  for (const doc of docs) if (doc.errors.length > 0) throw doc.errors[0];
  // Empty documents (a file of comments) are dropped on both sides: the readers differ there.
  return docs.map((d) => normalize(d.toJS())).filter((d) => d !== null);
}

/** Dates and other class instances as tagged strings, so a difference shows in a diff. */
function normalize(value: unknown): unknown {
  if (value instanceof Date) return `!!timestamp ${value.toISOString()}`;
  if (Array.isArray(value)) return value.map(normalize);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalize(v)]));
  return value;
}
