/**
 * Declares OpenAPI schemas as cel-js types, the way kro's `DeclTypeProvider` exposes
 * typed resources: every object with `properties` becomes a struct type whose fields
 * are type-checked (`deployment.spec.replicaz` is "no such key"), arrays become lists,
 * `additionalProperties` maps, and int-or-string or preserve-unknown-fields subtrees
 * `dyn` (see {@link shapeOfSchema} for the rules, which this mirrors).
 *
 * Each struct type gets its own class and conversion ({@link TypedValues}), so values of
 * the type hold exactly the fields present, as kro's unstructured objects do; and `==`
 * between two values of the type, which cel-go's checker accepts for any type.
 */
import type { Environment } from '@marcbachmann/cel-js';
import { shapeOfSchema, stringTypeName, type TypeShape } from './shape.js';
import { structClass, TypedValues, type StructInfo } from './values.js';

type Node = Record<string, unknown>;

/** Registers struct types in one environment and remembers where each came from. */
export class SchemaTypeRegistry {
  readonly #env: Environment;
  readonly #byNode = new WeakMap<object, string>();
  readonly #structs = new Map<string, TypeShape>();
  readonly #names: Set<string>;
  readonly #info = new Map<string, StructInfo>();
  readonly #parent: SchemaTypeRegistry | undefined;
  /** Converts values to the types declared here (and in the parent registry). */
  readonly values: TypedValues;

  /** `parent`: the registry of the environment `env` was cloned from, whose types it inherits. */
  constructor(env: Environment, parent?: SchemaTypeRegistry) {
    this.#env = env;
    this.#parent = parent;
    // Type names are global to an environment and its clones: never reuse a parent's.
    this.#names = new Set(parent ? parent.#names : []);
    this.values = new TypedValues((name) => this.structInfo(name));
  }

  /** The class and field types of a struct type declared here or in a parent. */
  structInfo(typeName: string): StructInfo | undefined {
    return this.#info.get(typeName) ?? this.#parent?.structInfo(typeName);
  }

  /** Whether a type of this name is taken here or in a parent (names are global to clones). */
  hasName(name: string): boolean {
    return this.#names.has(name);
  }

  /**
   * The CEL type name for `schema`, registering struct types under `name` (e.g.
   * `__type_deployment`) on first use. The same schema object always gets the same type.
   */
  declare(schema: object | undefined, name: string): string {
    const node = schema as Node | undefined;
    if (!node || node['x-kubernetes-int-or-string'] === true || node['x-kubernetes-preserve-unknown-fields'] === true) return 'dyn';
    switch (node.type) {
      case 'string':
        return stringTypeName(node.format);
      case 'integer':
        return 'int';
      case 'number':
        return 'double';
      case 'boolean':
        return 'bool';
      case 'array':
        return isNode(node.items) ? `list<${this.declare(node.items, `${name}.@idx`)}>` : 'list<dyn>';
      case 'object':
        return this.#declareObject(node, name);
      default:
        return 'dyn';
    }
  }

  /** The structure of a registered struct type, for compatibility checks. */
  structShape(typeName: string): TypeShape | undefined {
    return this.#structs.get(typeName) ?? this.#parent?.structShape(typeName);
  }

  #declareObject(node: Node, name: string): string {
    if (isNode(node.additionalProperties)) return `map<string, ${this.declare(node.additionalProperties, `${name}.@elem`)}>`;
    const properties = isNode(node.properties) ? (node.properties as Record<string, Node>) : undefined;
    if (!properties || Object.keys(properties).length === 0) return 'dyn';
    const known = this.#typeOfNode(node);
    if (known) return known;
    const typeName = this.#uniqueName(name);
    this.#byNode.set(node, typeName);
    const fields: Record<string, string> = {};
    for (const [key, child] of Object.entries(properties)) fields[key] = this.declare(child, `${typeName}.${key}`);
    const ctor = structClass(typeName);
    this.#info.set(typeName, { ctor, fields });
    this.#env.registerType(typeName, { ctor, fields, convert: (value: unknown) => this.values.convert(value, typeName) });
    // The evaluation is cel-go's equality (semantics.ts patches every `==` and `!=`).
    this.#env.registerOperator(`${typeName} == ${typeName}`, (a: unknown, b: unknown) => a === b);
    this.#structs.set(typeName, shapeOfSchema(node, typeName));
    return typeName;
  }

  #typeOfNode(node: object): string | undefined {
    return this.#byNode.get(node) ?? (this.#parent ? this.#parent.#typeOfNode(node) : undefined);
  }

  /** Type names must parse inside `list<...>`: keep identifier characters and dots. */
  #uniqueName(name: string): string {
    const base = name.replace(/[^A-Za-z0-9_.]/g, '_').replace(/\.(?=\.|$)/g, '._');
    let candidate = base;
    for (let i = 2; this.hasName(candidate); i++) candidate = `${base}_${i}`;
    this.#names.add(candidate);
    return candidate;
  }
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
