/**
 * Parameter bookkeeping for fields whose structure lives in a custom type. The render
 * step records spec fields itself; a field of a `$defs` type has its fields rendered
 * once into `types`, so they are listed here by walking the referenced struct.
 */
import { hasOwn, isPlainObject } from './parse-context.js';
import type { ParameterInfo, ParameterType, SchemaNode } from './types.js';

/** The parameter type of a node, looking through `$ref`. */
export function parameterTypeOf(node: SchemaNode): ParameterType {
  switch (node.kind) {
    case 'ref':
      return parameterTypeOf(node.target);
    case 'scalar':
      return node.type;
    case 'array':
      return 'array';
    case 'map':
      return 'map';
    case 'object':
    case 'struct':
      return 'object';
  }
}

/**
 * Lists the fields under `node` (not `node` itself) as parameters below `path`, and
 * tells whether kro fills `node` when the instance leaves it out: because a whole
 * default (`provided`) is placed on it, a `default` keyword sits on the way to its
 * definition, or (for a struct) some field has a default.
 *
 * The `default` keywords inside custom types are taken at face value here; the render
 * step has already reported those it could not emit.
 */
export function collectReferencedParameters(node: SchemaNode, path: readonly string[], provided: unknown, out: ParameterInfo[]): boolean {
  let target = node;
  let defaulted = provided !== undefined || node.schemaDefault !== undefined;
  while (target.kind === 'ref') {
    target = target.target;
    defaulted ||= target.schemaDefault !== undefined;
  }
  if (target.kind !== 'struct') return defaulted;
  for (const field of target.fields) {
    const childProvided = isPlainObject(provided) && hasOwn(provided, field.name) ? provided[field.name] : undefined;
    const childPath = [...path, field.name];
    const childDefaulted = collectReferencedParameters(field.node, childPath, childProvided, out);
    const value = childProvided ?? ownDefault(field.node);
    out.push({
      path: childPath,
      type: parameterTypeOf(field.node),
      required: field.required,
      hasDefault: childDefaulted,
      ...(value === undefined ? {} : { default: value }),
    });
    defaulted ||= childDefaulted;
  }
  return defaulted;
}

/** The nearest `default` keyword on the way from a node to its definition. */
function ownDefault(node: SchemaNode): unknown {
  if (node.schemaDefault !== undefined) return node.schemaDefault.value;
  return node.kind === 'ref' ? ownDefault(node.target) : undefined;
}

/** Orders parameters by path, segment by segment, parents before their children. */
export function compareParameterPaths(a: ParameterInfo, b: ParameterInfo): number {
  const length = Math.min(a.path.length, b.path.length);
  for (let i = 0; i < length; i++) {
    const left = a.path[i] as string;
    const right = b.path[i] as string;
    if (left !== right) return left < right ? -1 : 1;
  }
  return a.path.length - b.path.length;
}
