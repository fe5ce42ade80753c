/**
 * Whether an expression's output type may fill a field of an expected type, following
 * kro's `pkg/cel/compatibility.go`: `dyn` on either side passes, `optional<T>` counts as
 * `T`, primitives must be the same kind (`double` for an `int` field is an error, as in
 * kro), lists and maps compare element types, maps and structs convert into each other
 * when every value fits, and a struct may fill a struct when it has no field the target
 * lacks and sets every required one.
 */
import { describeShape, type TypeShape } from './shape.js';

/** Why two types are incompatible, or `undefined` when they are compatible. */
export function incompatibility(output: TypeShape, expected: TypeShape, depth = 0): string | undefined {
  if (depth > 32) return undefined;
  if (output.kind === 'dyn' || expected.kind === 'dyn') return undefined;
  if (output.kind === 'optional') return incompatibility(output.inner, expected, depth + 1);
  if (expected.kind === 'optional') return incompatibility(output, expected.inner, depth + 1);
  const mismatch = `kind mismatch: ${describeShape(output)} vs ${describeShape(expected)}`;
  switch (expected.kind) {
    case 'primitive':
      return output.kind === 'primitive' && output.name === expected.name ? undefined : mismatch;
    case 'list': {
      if (output.kind !== 'list') return mismatch;
      const inner = incompatibility(output.element, expected.element, depth + 1);
      return inner && `list element type incompatible: ${inner}`;
    }
    case 'map': {
      if (output.kind === 'map') {
        const key = incompatibility(output.key, expected.key, depth + 1);
        if (key) return `map key type incompatible: ${key}`;
        const value = incompatibility(output.value, expected.value, depth + 1);
        return value && `map value type incompatible: ${value}`;
      }
      if (output.kind === 'struct') {
        if (incompatibility({ kind: 'primitive', name: 'string' }, expected.key, depth + 1)) return 'map key type must be string';
        for (const [name, field] of output.fields()) {
          const problem = incompatibility(field, expected.value, depth + 1);
          if (problem) return `field "${name}" incompatible with map value type: ${problem}`;
        }
        return undefined;
      }
      return mismatch;
    }
    case 'struct': {
      if (output.kind === 'map') {
        if (incompatibility(output.key, { kind: 'primitive', name: 'string' }, depth + 1)) return 'map keys must be strings';
        for (const [name, field] of expected.fields()) {
          const problem = incompatibility(output.value, field, depth + 1);
          if (problem) return `map value incompatible with field "${name}": ${problem}`;
        }
        return undefined;
      }
      if (output.kind !== 'struct') return mismatch;
      const expectedFields = expected.fields();
      const outputFields = output.fields();
      for (const [name, field] of outputFields) {
        const target = expectedFields.get(name);
        if (!target) return `field "${name}" exists in output but not in expected type`;
        const problem = incompatibility(field, target, depth + 1);
        if (problem) return `field "${name}" has incompatible type: ${problem}`;
      }
      for (const name of expected.required) if (!outputFields.has(name)) return `required field "${name}" is missing`;
      return undefined;
    }
  }
}
