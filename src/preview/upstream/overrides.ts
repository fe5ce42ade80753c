/**
 * `--status ID.PATH=VALUE`: sets a field of a simulated object. `ID` is a resource id,
 * optionally with a collection index (`workers[1]`); `PATH` is a field path below the
 * object (`status.additional.oci.tag`, or without the leading `status.`, which is then
 * implied); `VALUE` is parsed as YAML (`3` is a number, `"3"` a string, `[a, b]` a list).
 */
import { parseYamlValue } from '../../source/index.js';

/** One parsed override. */
export interface StatusOverride {
  readonly text: string;
  readonly id: string;
  /** Only this item of a collection; undefined means every item (or the single object). */
  readonly index?: number;
  readonly path: readonly (string | number)[];
  readonly value: unknown;
}

/** Parses one `--status` argument; returns a reason when it is malformed. */
export function parseStatusOverride(text: string): StatusOverride | { error: string } {
  const eq = text.indexOf('=');
  if (eq <= 0) return { error: `--status ${JSON.stringify(text)} is not ID.PATH=VALUE` };
  const segments = splitPath(text.slice(0, eq));
  if (!segments || segments.length < 2 || typeof segments[0] !== 'string')
    return { error: `--status ${JSON.stringify(text)}: the part before = must be ID.PATH (e.g. chartResource.status.additional.oci.tag)` };
  // Read with the file limits: `&a [*a]` would otherwise become a cyclic object.
  const parsed = parseYamlValue(text.slice(eq + 1));
  if ('error' in parsed) return { error: `--status ${JSON.stringify(text)}: the value is not usable YAML (${parsed.error})` };
  const value = parsed.value;
  const [id, ...rest] = segments as [string, ...(string | number)[]];
  const index = typeof rest[0] === 'number' ? (rest.shift() as number) : undefined;
  const path = rest[0] === 'status' ? rest : ['status', ...rest];
  return { text, id, ...(index !== undefined ? { index } : {}), path, value: value ?? null };
}

/** Applies overrides to one object (a copy is returned when there are any); `applied` receives each path set. */
export function applyOverrides(
  object: Record<string, unknown>,
  overrides: readonly StatusOverride[],
  applied: (readonly (string | number)[])[],
): Record<string, unknown> {
  // Nothing to set: nothing is written, so the object itself serves (a deep copy per
  // object was a good part of a large preview's allocations).
  if (overrides.length === 0) return object;
  const copy = structuredClone(object);
  for (const override of overrides) {
    let node: Record<string | number, unknown> = copy;
    override.path.slice(0, -1).forEach((segment, i) => {
      const next = node[segment];
      if (typeof next !== 'object' || next === null) node[segment] = typeof override.path[i + 1] === 'number' ? [] : {};
      node = node[segment] as Record<string | number, unknown>;
    });
    node[override.path[override.path.length - 1]!] = structuredClone(override.value);
    applied.push(override.path);
  }
  return copy;
}

/** `a.b[0]["x.y"]` → `['a', 'b', 0, 'x.y']`; undefined when malformed. */
function splitPath(text: string): (string | number)[] | undefined {
  const out: (string | number)[] = [];
  const pattern = /([^.[\]"]+)|\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]|(\.)/gy;
  let match: RegExpExecArray | null;
  let last = 0;
  while ((match = pattern.exec(text)) !== null) {
    if (match[1] !== undefined) out.push(match[1]);
    else if (match[2] !== undefined) out.push(Number(match[2]));
    else if (match[3] !== undefined) out.push(JSON.parse(`"${match[3]}"`) as string);
    last = pattern.lastIndex;
  }
  return last === text.length && out.length > 0 ? out : undefined;
}
