/**
 * Small builders for the CEL rgdc writes. Generated CEL only ever contains identifiers
 * rgdc chose (resource ids, `schema`, validated parameter names) and double-quoted
 * literals made by `celString`; user text never becomes an expression.
 */

/** Wraps CEL in kro's `${...}` delimiters. */
export function embed(expression: string): string {
  return '${' + expression + '}';
}

/** `schema.spec.a.b` for a parameter path (parameter names are validated identifiers). */
export function schemaSpec(path: readonly string[]): string {
  return ['schema', 'spec', ...path].join('.');
}

/** The readiness kro waits for before dependents proceed (same rule as Flux's own `dependsOn`). */
export function standardReadyWhen(id: string): string[] {
  return [
    embed(`${id}.status.?observedGeneration.orValue(-1) == ${id}.metadata.generation`),
    embed(`${id}.status.?conditions.orValue([]).exists(c, c.type == "Ready" && c.status == "True")`),
  ];
}

/** `Ready=True` on an object, as a boolean CEL expression (for instance status). */
export function readyCondition(id: string): string {
  return `${id}.status.?conditions.orValue([]).exists(c, c.type == "Ready" && c.status == "True")`;
}
