/**
 * Values in the shape a declared CEL type expects. kro's cel-go evaluates typed
 * expressions over plain unstructured maps: a declared type only decides what type-checks,
 * never what a field holds. cel-js instead binds struct types to classes, and a value of a
 * struct type must be an instance of that type's class (its own default class is a lazy
 * `Map` whose `has()` and iteration disagree with its `get()`, which made `.?x` absent on
 * a set field). {@link TypedValues} converts a value once to what the declared type says:
 *
 * - a struct becomes an instance of the type's {@link structClass} (a `Map` subclass)
 *   holding exactly the fields present, declared ones converted to their field types
 *   when the struct is first read ({@link StructValue});
 * - lists and maps convert their elements; `dyn` is left alone;
 * - scalars follow the declaration as `toCelValue` does from an OpenAPI schema (`double`
 *   from an integral number, timestamps, durations and bytes from strings).
 *
 * So evaluation sees the same entries, in the same order, as an untyped (`dyn`) evaluation
 * of the same values, and every library function that accepts a `Map` accepts a struct.
 */
import { evaluate as celEvaluate, Optional } from '@marcbachmann/cel-js';
import { splitTypeParams } from './shape.js';

/** What {@link TypedValues} needs to know of a registered struct type. */
export interface StructInfo {
  /** The class registered with cel-js for the type (see {@link structClass}). */
  readonly ctor: new (
    entries?: Iterable<readonly [string, unknown]> | null,
  ) => StructValue;
  /** Field names and their CEL type names. */
  readonly fields: Readonly<Record<string, string>>;
}

/**
 * A struct value: a `Map` of the fields present whose entries may be filled on first read.
 * Converting a resource eagerly converted every nested object of it (metadata, spec,
 * status, their maps and lists) although an expression reads a few fields; a struct made by
 * {@link TypedValues} holds its fields unconverted until something reads it, and then
 * converts that level only (nested structs are made the same way). Every reading method
 * fills first, so `get`, `has`, `size` and iteration agree, in the order of the source.
 */
export class StructValue extends Map<string, unknown> {
  #fill: (() => Iterable<readonly [string, unknown]>) | undefined;

  constructor(entries?: Iterable<readonly [string, unknown]> | null) {
    super();
    if (entries) for (const [key, value] of entries) super.set(key, value);
  }

  /** `value` (just made, empty) with its entries to come from `fill` on first read. */
  static deferred<T extends StructValue>(value: T, fill: () => Iterable<readonly [string, unknown]>): T {
    value.#fill = fill;
    return value;
  }

  #filled(): void {
    const fill = this.#fill;
    if (fill === undefined) return;
    this.#fill = undefined;
    for (const [key, value] of fill()) super.set(key, value);
  }

  override get(key: string): unknown {
    this.#filled();
    return super.get(key);
  }

  override has(key: string): boolean {
    this.#filled();
    return super.has(key);
  }

  override get size(): number {
    this.#filled();
    return super.size;
  }

  override keys(): MapIterator<string> {
    this.#filled();
    return super.keys();
  }

  override values(): MapIterator<unknown> {
    this.#filled();
    return super.values();
  }

  override entries(): MapIterator<[string, unknown]> {
    this.#filled();
    return super.entries();
  }

  override [Symbol.iterator](): MapIterator<[string, unknown]> {
    this.#filled();
    return super[Symbol.iterator]();
  }

  override forEach(callback: (value: unknown, key: string, map: Map<string, unknown>) => void, thisArg?: unknown): void {
    this.#filled();
    super.forEach(callback, thisArg);
  }

  override set(key: string, value: unknown): this {
    this.#filled();
    return super.set(key, value);
  }

  override delete(key: string): boolean {
    this.#filled();
    return super.delete(key);
  }

  override clear(): void {
    this.#fill = undefined;
    super.clear();
  }
}

/** A fresh {@link StructValue} subclass named after a struct type, one per type (cel-js finds types by constructor). */
export function structClass(typeName: string): StructInfo['ctor'] {
  return { [typeName]: class extends StructValue {} }[typeName]!;
}

/** Converts values to declared CEL types (see the module comment); results are memoized per object. */
export class TypedValues {
  readonly #structs: (typeName: string) => StructInfo | undefined;
  /**
   * Conversions by value, then type. One `WeakMap` for all types: a `WeakMap` per type
   * (an RGD of 4,000 resources declares over 4,000) made creating them, and the garbage
   * collector's work on them, grow faster than the RGD. A value converted to a single
   * type (nearly all) holds that pair itself.
   */
  readonly #memo = new WeakMap<object, { readonly type: string; readonly converted: unknown } | Map<string, unknown>>();

  /** `structs` resolves struct type names (including those of parent environments). */
  constructor(structs: (typeName: string) => StructInfo | undefined) {
    this.#structs = structs;
  }

  /**
   * `value` as a value of the CEL type `typeName` (`list<__type_x>`, `int`, `dyn`, ...).
   * The result is memoized for `value`; what lies below it is converted once, when the
   * struct or list holding it is filled, and needs no memo of its own (a `WeakMap` entry
   * per nested object cost more, in time and in the collector's work, than it saved).
   */
  convert(value: unknown, typeName: string): unknown {
    if (value === null || value === undefined) return value;
    // Evaluation binds the same objects again and again: a converted one is found first.
    if (typeof value === 'object') {
      const known = this.#memo.get(value);
      if (known !== undefined && !(known instanceof Map) && known.type === typeName) return known.converted;
    }
    return this.#convert(value, typeName, true);
  }

  #convert(value: unknown, typeName: string, memo: boolean): unknown {
    if (value === null || value === undefined || value instanceof Optional) return value;
    const type = typeName.trim();
    if (type === 'dyn') return value;
    const kept = (make: () => unknown): unknown => (memo ? this.#memoized(type, value as object, make) : make());
    const open = type.indexOf('<');
    if (open > 0 && type.endsWith('>')) {
      const params = splitTypeParams(type.slice(open + 1, -1));
      const head = type.slice(0, open);
      if (head === 'list' && Array.isArray(value)) {
        const item = params[0];
        if (item === undefined || item === 'dyn' || this.#leavesAsIs(item)) return value;
        return kept(() => value.map((entry) => this.#convert(entry, item, false)));
      }
      if (head === 'map' && isMapValue(value) && params[1] !== undefined && params[1] !== 'dyn') {
        const item = params[1];
        // `map<string, string>` (labels, annotations): nothing to convert, nothing to copy.
        if (this.#leavesAsIs(item) && !hasUndefinedValue(value)) return value;
        return kept(() => this.#convertMap(value, item));
      }
      return value;
    }
    const struct = this.#structs(type);
    if (struct) {
      if (value.constructor === struct.ctor || !isMapValue(value)) return value;
      return kept(() => {
        // The fields present now (a shallow copy: later changes to `value` are not seen, as
        // with an eager conversion); each converted when the struct is first read.
        const entries = entriesOf(value);
        return StructValue.deferred(new struct.ctor(), () =>
          entries.map(([key, item]) => [key, key in struct.fields ? this.#convert(item, struct.fields[key]!, false) : item] as const),
        );
      });
    }
    return coerceScalar(value, type);
  }

  /** Whether values of `typeName` are left as they are: scalars {@link coerceScalar} does not change (`string`, `bool`). */
  #leavesAsIs(typeName: string): boolean {
    const type = typeName.trim();
    return !COERCED_SCALARS.has(type) && !type.includes('<') && this.#structs(type) === undefined;
  }

  #convertMap(value: object, valueType: string): unknown {
    const entries = entriesOf(value).map(([key, item]) => [key, this.#convert(item, valueType, false)] as [unknown, unknown]);
    return isPlainObject(value) ? Object.fromEntries(entries) : new Map(entries);
  }

  #memoized(type: string, value: object, make: () => unknown): unknown {
    const known = this.#memo.get(value);
    if (known instanceof Map) {
      if (known.has(type)) return known.get(type);
    } else if (known?.type === type) return known.converted;
    const converted = make();
    // `make` may have converted `value` to another type meanwhile: read the entry again.
    const now = this.#memo.get(value);
    if (now === undefined) this.#memo.set(value, { type, converted });
    else if (now instanceof Map) now.set(type, converted);
    else
      this.#memo.set(
        value,
        new Map<string, unknown>([
          [now.type, now.converted],
          [type, converted],
        ]),
      );
    return converted;
  }
}

/** The scalar types {@link coerceScalar} converts to; every other scalar is left as it is. */
const COERCED_SCALARS = new Set(['double', 'int', 'google.protobuf.Timestamp', 'google.protobuf.Duration', 'bytes']);

function hasUndefinedValue(value: object): boolean {
  if (value instanceof Map) {
    for (const item of value.values()) if (item === undefined) return true;
    return false;
  }
  for (const key in value) if (Object.hasOwn(value, key) && (value as Record<string, unknown>)[key] === undefined) return true;
  return false;
}

/**
 * A scalar as the CEL type `typeName` holds it, from JSON or CEL values: `double` from an
 * integral number, `int` from an integral double, `google.protobuf.Timestamp` from an RFC
 * 3339 string, `google.protobuf.Duration` from a Go duration string, `bytes` from base64.
 * Anything else (or anything that does not parse) is returned as it is.
 */
export function coerceScalar(value: unknown, typeName: string): unknown {
  switch (typeName) {
    case 'double':
      return typeof value === 'bigint' ? Number(value) : value;
    case 'int':
      return typeof value === 'number' && Number.isInteger(value) ? BigInt(value) : value;
    case 'google.protobuf.Timestamp': {
      if (typeof value !== 'string') return value;
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? value : date;
    }
    case 'google.protobuf.Duration':
      if (typeof value !== 'string') return value;
      try {
        return celEvaluate('duration(s)', { s: value });
      } catch {
        return value;
      }
    case 'bytes':
      return typeof value === 'string' ? new Uint8Array(Buffer.from(value, 'base64')) : value;
    default:
      return value;
  }
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function isMapValue(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && (value instanceof Map || isPlainObject(value));
}

/** Present entries only: a key holding `undefined` is an absent field. */
function entriesOf(value: object): [string, unknown][] {
  const all = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return all.filter(([, item]) => item !== undefined).map(([key, item]) => [String(key), item]);
}
