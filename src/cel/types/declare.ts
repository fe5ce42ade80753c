/**
 * Declares OpenAPI schemas as cel-js types, the way kro's `DeclTypeProvider` exposes
 * typed resources: every object with `properties` becomes a struct type whose fields
 * are type-checked (`deployment.spec.replicaz` is "no such key"), arrays become lists,
 * `additionalProperties` maps, and int-or-string or preserve-unknown-fields subtrees
 * `dyn` (see {@link shapeOfSchema} for the rules, which this mirrors).
 */
import type { Environment } from '@marcbachmann/cel-js';
import { shapeOfSchema, stringTypeName, type TypeShape } from './shape.js';

type Node = Record<string, unknown>;

/** Registers struct types in one environment and remembers where each came from. */
export class SchemaTypeRegistry {
  readonly #env: Environment;
  readonly #byNode = new WeakMap<object, string>();
  readonly #structs = new Map<string, TypeShape>();
  readonly #names = new Set<string>();
  readonly #parent: { hasName(name: string): boolean } | undefined;

  /**
   * `parent` is the registry of the environment `env` was cloned from: its type names are
   * already registered in `env`, so they must not be taken again (a resource named `each`
   * declares `__type_each`, as does `each` itself in a collection's readyWhen).
   */
  constructor(env: Environment, parent?: { hasName(name: string): boolean }) {
    this.#env = env;
    this.#parent = parent;
  }

  /** Whether a type of this name is registered here or in the parent registry. */
  hasName(name: string): boolean {
    return this.#names.has(name) || (this.#parent?.hasName(name) ?? false);
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
    return this.#structs.get(typeName);
  }

  #declareObject(node: Node, name: string): string {
    if (isNode(node.additionalProperties)) return `map<string, ${this.declare(node.additionalProperties, `${name}.@elem`)}>`;
    const properties = isNode(node.properties) ? (node.properties as Record<string, Node>) : undefined;
    if (!properties || Object.keys(properties).length === 0) return 'dyn';
    const known = this.#byNode.get(node);
    if (known) return known;
    const typeName = this.#uniqueName(name);
    this.#byNode.set(node, typeName);
    const fields: Record<string, string> = {};
    for (const [key, child] of Object.entries(properties)) fields[key] = this.declare(child, `${typeName}.${key}`);
    this.#env.registerType(typeName, { fields });
    this.#structs.set(typeName, shapeOfSchema(node, typeName));
    return typeName;
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
