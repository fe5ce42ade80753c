/**
 * Whether a rule writes what the target already holds, so that nothing is changed or
 * logged. Values compare as the data Helm and Flux decode from YAML (sigs.k8s.io/yaml:
 * YAML to JSON), not as text:
 *
 * - numbers by value: `1`, `1.0` and `1e0` are one JSON number (Helm renders each `1`);
 * - a string never equals a number, boolean or null: `"1"` vs `1` and `"true"` vs `true`
 *   are changes (a chart's `toYaml` and the API server's schema see the difference);
 * - maps by keys and values whatever their order, lists item by item;
 * - `.nan` equals `.nan` (the same value written again is no change).
 *
 * Scalars are read with the YAML 1.2 core schema, as rgdc and kustomize read them:
 * `yes` is the string "yes", not a boolean.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((k) => Object.hasOwn(b, k) && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
    );
  }
  return false;
}
