import type { ParameterInfo, ParameterType } from '../../../../simpleschema/index.js';
import { celString } from '../../../../cel/literal.js';
import { firstAbsentSegment } from '../../3-analyze/presence.js';

/**
 * Small builders for the CEL rgdc writes. Generated CEL only ever contains identifiers
 * rgdc chose (resource ids, `schema`, validated parameter names) and double-quoted
 * literals made by `celString`; user text never becomes an expression.
 */

/** Wraps CEL in kro's `${...}` delimiters. */
export function embed(expression: string): string {
  // biome-ignore lint/style/useTemplate: the kro expression `${...}` is the text itself; a template literal would have to escape it
  return '${' + expression + '}';
}

/** `schema.spec.a.b` for a parameter path (parameter names are validated identifiers). */
export function schemaSpec(path: readonly string[]): string {
  return ['schema', 'spec', ...path].join('.');
}

/** CEL literals of each parameter type's zero value, for optional parameters left out. */
const ZERO: Readonly<Record<ParameterType, string>> = { string: '""', integer: '0', float: '0.0', boolean: 'false', array: '[]', map: '{}', object: '{}' };

/**
 * Reads a parameter from the instance. From the first segment an instance may lack, the
 * read is optional (`.?`) and falls back to the type's zero value, because kro fails on a
 * missing field ("no such key", kro#893); or to the parameter's default when kro's marker
 * could not carry it, as a CEL string literal, so `${` in it stays text.
 *
 * @example readParameter(greeting) === 'schema.spec.?greeting.orValue("Say \"hi\"")'
 */
export function readParameter(parameter: ParameterInfo, all: readonly ParameterInfo[]): string {
  const absentFrom = firstAbsentSegment(parameter, all);
  if (absentFrom < 0) return schemaSpec(parameter.path);
  const head = schemaSpec(parameter.path.slice(0, absentFrom));
  const tail = parameter.path
    .slice(absentFrom)
    .map((segment) => `.?${segment}`)
    .join('');
  const fallback = parameter.defaultAtUse ? celString(String(parameter.default)) : ZERO[parameter.type];
  return `${head}${tail}.orValue(${fallback})`;
}

/** The controller has observed the node's current generation. */
function generationObserved(id: string): string {
  return `${id}.status.?observedGeneration.orValue(-1) == ${id}.metadata.generation`;
}

/** The node's `Ready` condition is `True`. */
function readyTrue(id: string): string {
  return `${id}.status.?conditions.orValue([]).exists(c, c.type == "Ready" && c.status == "True")`;
}

/** The readiness kro waits for before dependents proceed (same rule as Flux's own `dependsOn`). */
export function standardReadyWhen(id: string): string[] {
  return [embed(generationObserved(id)), embed(readyTrue(id))];
}

/**
 * The same readiness as one boolean CEL expression, for the instance status: a `Ready=True`
 * that describes an older generation does not count.
 */
export function nodeReady(id: string): string {
  return `${generationObserved(id)} && ${readyTrue(id)}`;
}
