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
 *
 * With a {@link FieldReach} (what an RGD's expressions can select), every type is still
 * named, shaped and given its class as without one, in the same order, so names, values
 * and messages are the same; but only the types reachable from a declared variable through
 * selectable fields are registered with cel-js, whose registration is the cost (see
 * reach.ts). The rest are never met by the checker.
 */
import type { Environment } from '@marcbachmann/cel-js';
import { registerFresh } from './fresh-registration.js';
import type { FieldReach } from './reach.js';
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
  /** Undefined: every type is registered with cel-js as it is declared. */
  readonly #reach: FieldReach | undefined;
  /** Struct types registered with cel-js here (with a reach; without, all of #info). */
  readonly #registered = new Set<string>();
  /** Converts values to the types declared here (and in the parent registry). */
  readonly values: TypedValues;

  /**
   * `parent`: the registry of the environment `env` was cloned from, whose types it
   * inherits, and its reach; `reach`: register only what expressions can reach (see the
   * class comment).
   */
  constructor(env: Environment, parent?: SchemaTypeRegistry, reach?: FieldReach) {
    this.#env = env;
    this.#parent = parent;
    this.#reach = parent ? parent.#reach : reach;
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
    const type = this.#declareType(schema, name);
    if (this.#reach) this.#registerReachable(type, this.#reach);
    return type;
  }

  #declareType(schema: object | undefined, name: string): string {
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
        return isNode(node.items) ? `list<${this.#declareType(node.items, `${name}.@idx`)}>` : 'list<dyn>';
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
    if (isNode(node.additionalProperties)) return `map<string, ${this.#declareType(node.additionalProperties, `${name}.@elem`)}>`;
    const properties = isNode(node.properties) ? (node.properties as Record<string, Node>) : undefined;
    if (!properties || Object.keys(properties).length === 0) return 'dyn';
    const known = this.#typeOfNode(node);
    if (known) return known;
    const typeName = this.#uniqueName(name);
    this.#byNode.set(node, typeName);
    const fields: Record<string, string> = {};
    for (const [key, child] of Object.entries(properties)) fields[key] = this.#declareType(child, `${typeName}.${key}`);
    const ctor = structClass(typeName);
    this.#info.set(typeName, { ctor, fields });
    if (!this.#reach) this.#register(typeName, ctor, fields);
    this.#structs.set(typeName, shapeOfSchema(node, typeName));
    return typeName;
  }

  #register(typeName: string, ctor: StructInfo['ctor'], fields: Record<string, string>): void {
    this.#registered.add(typeName);
    // Type names are unique (#uniqueName), so nothing can overlap: skip cel-js's quadratic scans.
    registerFresh(this.#env, () => {
      this.#env.registerType(typeName, { ctor, fields, convert: (value: unknown) => this.values.convert(value, typeName) });
      // The evaluation is cel-go's equality (semantics.ts patches every `==` and `!=`).
      this.#env.registerOperator(`${typeName} == ${typeName}`, (a: unknown, b: unknown) => a === b);
    });
  }

  #isRegistered(typeName: string): boolean {
    // biome-ignore lint/complexity/useOptionalChain: TypeScript does not allow `?.` before a private name (TS18030)
    return this.#registered.has(typeName) || (this.#parent !== undefined && this.#parent.#isRegistered(typeName));
  }

  /**
   * Registers the struct types named in `type` (`list<map<string, T>>` names `T`) and,
   * through the fields `reach` allows, every struct type a selection can get to from them.
   * A parent's registrations came before `env` was cloned from it, so the clone has them.
   */
  #registerReachable(type: string, reach: FieldReach): void {
    const pending = [type];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      for (const name of next.split(TYPE_SEPARATORS)) {
        const info = name === '' || this.#isRegistered(name) ? undefined : this.structInfo(name);
        if (!info) continue;
        this.#register(name, info.ctor, info.fields as Record<string, string>);
        for (const [key, fieldType] of Object.entries(info.fields)) if (reach(key)) pending.push(fieldType);
      }
    }
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

/** What separates the names in a cel-js type (`map<string, list<T>>`). */
const TYPE_SEPARATORS = /[<>,\s]+/;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
