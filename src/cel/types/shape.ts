/**
 * A structural view of a CEL type, used to compare an expression's output type with
 * the OpenAPI type of the field it fills (kro's `AreTypesStructurallyCompatible`). Both
 * sides become a {@link TypeShape}: OpenAPI nodes through {@link shapeOfSchema}, cel-js
 * type names (`list<int>`, `map<string, dyn>`, registered struct names) through
 * {@link shapeOfTypeName}.
 */

/** The structure of a type; struct fields are resolved lazily (schemas can be large). */
export type TypeShape =
  | { readonly kind: 'dyn' }
  | { readonly kind: 'primitive'; readonly name: string }
  | { readonly kind: 'list'; readonly element: TypeShape }
  | { readonly kind: 'map'; readonly key: TypeShape; readonly value: TypeShape }
  | { readonly kind: 'optional'; readonly inner: TypeShape }
  | { readonly kind: 'struct'; readonly name: string; readonly fields: () => ReadonlyMap<string, TypeShape>; readonly required: ReadonlySet<string> };

type Node = Record<string, unknown>;

export const DYN: TypeShape = { kind: 'dyn' };

/**
 * The CEL type kro gives an OpenAPI node (`SchemaDeclTypeWithMetadata`): int-or-string
 * and preserve-unknown-fields are `dyn`, `format: date-time` is a timestamp, `byte` is
 * bytes, objects with `additionalProperties` are maps and objects with `properties` are
 * structs. An object with neither is `dyn` here (kro would expose an empty struct; rgdc
 * prefers no false alarm).
 */
export function shapeOfSchema(schema: object | undefined, name = 'object'): TypeShape {
  const node = schema as Node | undefined;
  if (!node || node['x-kubernetes-int-or-string'] === true) return DYN;
  if (node['x-kubernetes-preserve-unknown-fields'] === true) return DYN;
  switch (node.type) {
    case 'string':
      return { kind: 'primitive', name: stringTypeName(node.format) };
    case 'integer':
      return { kind: 'primitive', name: 'int' };
    case 'number':
      return { kind: 'primitive', name: 'double' };
    case 'boolean':
      return { kind: 'primitive', name: 'bool' };
    case 'array':
      return isNode(node.items) ? { kind: 'list', element: shapeOfSchema(node.items, `${name}.@idx`) } : { kind: 'list', element: DYN };
    case 'object': {
      if (isNode(node.additionalProperties)) {
        return { kind: 'map', key: { kind: 'primitive', name: 'string' }, value: shapeOfSchema(node.additionalProperties, `${name}.@elem`) };
      }
      const properties = isNode(node.properties) ? (node.properties as Record<string, Node>) : undefined;
      if (!properties || Object.keys(properties).length === 0) return DYN;
      let fields: Map<string, TypeShape> | undefined;
      return {
        kind: 'struct',
        name,
        required: new Set(Array.isArray(node.required) ? node.required.map(String) : []),
        fields: () => (fields ??= new Map(Object.entries(properties).map(([key, child]) => [key, shapeOfSchema(child, `${name}.${key}`)]))),
      };
    }
    default:
      return DYN;
  }
}

/** The CEL type name of a string field with an OpenAPI `format`. */
export function stringTypeName(format: unknown): string {
  switch (format) {
    case 'date-time':
    case 'date':
      return 'google.protobuf.Timestamp';
    case 'duration':
      return 'google.protobuf.Duration';
    case 'byte':
      return 'bytes';
    default:
      return 'string';
  }
}

/**
 * Parses a cel-js type name (`list<map<string, int>>`, `optional<T>`, a struct name) into
 * a shape; `structs` resolves struct names registered from OpenAPI schemas.
 */
export function shapeOfTypeName(typeName: string, structs: (name: string) => TypeShape | undefined): TypeShape {
  const text = typeName.trim();
  const open = text.indexOf('<');
  if (open < 0) {
    if (text === 'dyn' || text === 'T' || text === 'A' || text === 'K' || text === 'V') return DYN;
    if (text === 'list') return { kind: 'list', element: DYN };
    if (text === 'map') return { kind: 'map', key: DYN, value: DYN };
    return structs(text) ?? { kind: 'primitive', name: text };
  }
  const head = text.slice(0, open);
  const params = splitTypeParams(text.slice(open + 1, text.lastIndexOf('>'))).map((p) => shapeOfTypeName(p, structs));
  if (head === 'list') return { kind: 'list', element: params[0] ?? DYN };
  if (head === 'map') return { kind: 'map', key: params[0] ?? DYN, value: params[1] ?? DYN };
  if (head === 'optional') return { kind: 'optional', inner: params[0] ?? DYN };
  return { kind: 'primitive', name: text };
}

/** Splits the parameters of a generic type name (`string, list<int>`) at top-level commas. */
export function splitTypeParams(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '<') depth++;
    else if (c === '>') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}

/** Renders a shape the way kro's messages name types (`list<int>`, `map<string, string>`). */
export function describeShape(shape: TypeShape): string {
  switch (shape.kind) {
    case 'dyn':
      return 'dyn';
    case 'primitive':
      return shape.name;
    case 'list':
      return `list<${describeShape(shape.element)}>`;
    case 'map':
      return `map<${describeShape(shape.key)}, ${describeShape(shape.value)}>`;
    case 'optional':
      return `optional<${describeShape(shape.inner)}>`;
    case 'struct':
      return 'object';
  }
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
