/**
 * Conversions for the cel-spec conformance runner: `cel.expr.Value` (JSON form, as
 * `@bufbuild/cel-spec` ships it) to rgdc's CEL values for bindings, to a canonical tagged
 * form for comparison, and cel-spec `typeEnv` declarations to cel-js type names. The
 * canonical form keeps int, uint and double apart, so `1`, `1u` and `1.0` never compare
 * equal.
 */
import { UnsignedInt } from '@marcbachmann/cel-js/evaluator';
import { Optional } from '@marcbachmann/cel-js';

/* The serialized protobuf JSON of cel.expr.Value / cel.expr.Type. */
// biome-ignore lint/suspicious/noExplicitAny: cel.expr.Value / cel.expr.Type JSON, read field by field.
type Json = any;

/** A canonical, comparable rendering of a CEL value (`int:1`, `list[...]`, ...). */
export type Canonical = string;

/** Converts a `cel.expr.Value` into the value rgdc's evaluator takes as a binding. */
export function valueToCel(value: Json): unknown {
  if ('int64Value' in value) return BigInt(value.int64Value);
  if ('uint64Value' in value) return new UnsignedInt(BigInt(value.uint64Value));
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('stringValue' in value) return value.stringValue;
  if ('bytesValue' in value) return new Uint8Array(Buffer.from(value.bytesValue, 'base64'));
  if ('boolValue' in value) return value.boolValue;
  if ('nullValue' in value) return null;
  if ('listValue' in value) return (value.listValue.values ?? []).map(valueToCel);
  if ('mapValue' in value) {
    const entries: [unknown, unknown][] = (value.mapValue.entries ?? []).map((e: Json) => [valueToCel(e.key), valueToCel(e.value)]);
    if (entries.every(([k]) => typeof k === 'string')) return Object.fromEntries(entries);
    return new Map(entries);
  }
  throw new Error(`unsupported value ${JSON.stringify(value)}`);
}

/** The canonical form of an expected `cel.expr.Value`. */
export function canonicalOfExpected(value: Json): Canonical {
  if ('int64Value' in value) return `int:${BigInt(value.int64Value)}`;
  if ('uint64Value' in value) return `uint:${BigInt(value.uint64Value)}`;
  if ('doubleValue' in value) return `double:${canonicalDouble(Number(value.doubleValue))}`;
  if ('stringValue' in value) return `string:${JSON.stringify(value.stringValue)}`;
  if ('bytesValue' in value) return `bytes:${Buffer.from(value.bytesValue, 'base64').toString('hex')}`;
  if ('boolValue' in value) return `bool:${value.boolValue}`;
  if ('nullValue' in value) return 'null';
  if ('listValue' in value) return `list[${(value.listValue.values ?? []).map(canonicalOfExpected).join(',')}]`;
  if ('mapValue' in value) {
    const entries = (value.mapValue.entries ?? []).map((e: Json) => `${canonicalOfExpected(e.key)}=>${canonicalOfExpected(e.value)}`);
    return `map{${entries.sort().join(',')}}`;
  }
  if ('typeValue' in value) return `type:${value.typeValue}`;
  throw new Error(`unsupported expected value ${JSON.stringify(value)}`);
}

/** The canonical form of a value rgdc's evaluator returned. */
export function canonicalOfActual(value: unknown): Canonical {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'bigint':
      return `int:${value}`;
    case 'number':
      return `double:${canonicalDouble(value)}`;
    case 'string':
      return `string:${JSON.stringify(value)}`;
    case 'boolean':
      return `bool:${value}`;
  }
  if (value instanceof UnsignedInt) return `uint:${value.valueOf()}`;
  if (value instanceof Uint8Array) return `bytes:${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) return `list[${value.map(canonicalOfActual).join(',')}]`;
  if (value instanceof Optional) return `optional(${value.hasValue() ? canonicalOfActual(value.value()) : ''})`;
  if (value instanceof Map)
    return `map{${[...value]
      .map(([k, v]) => `${canonicalOfActual(k)}=>${canonicalOfActual(v)}`)
      .sort()
      .join(',')}}`;
  if (value instanceof Date) return `timestamp:${value.toISOString()}`;
  const constructorName = (value as object).constructor?.name;
  if (constructorName === 'Type') return `type:${celTypeName(String(value))}`;
  if (constructorName === 'Duration') return `duration:${String(value)}`;
  if (constructorName === undefined || constructorName === 'Object') {
    return `map{${Object.entries(value as object)
      .map(([k, v]) => `${canonicalOfActual(k)}=>${canonicalOfActual(v)}`)
      .sort()
      .join(',')}}`;
  }
  return `object:${constructorName}`;
}

/** cel-js renders types as `Type<int>`; cel-spec names them `int`, `list`, `map`. */
function celTypeName(rendered: string): string {
  const name = /^Type<(.*)>$/.exec(rendered)?.[1] ?? rendered;
  if (name.startsWith('list<')) return 'list';
  if (name.startsWith('map<')) return 'map';
  if (name.startsWith('optional<')) return 'optional_type';
  if (name === 'null') return 'null_type';
  return name;
}

function canonicalDouble(n: number): string {
  if (Number.isNaN(n)) return 'NaN';
  if (Object.is(n, -0)) return '-0';
  return String(n);
}

/** A cel-spec `typeEnv` type as a cel-js type name; undefined for protobuf messages. */
export function typeName(type: Json): string | undefined {
  if (!type) return 'dyn';
  if ('primitive' in type) {
    const names: Record<string, string> = { INT64: 'int', UINT64: 'uint', DOUBLE: 'double', STRING: 'string', BOOL: 'bool', BYTES: 'bytes' };
    return names[type.primitive];
  }
  if ('listType' in type) {
    const element = typeName(type.listType.elemType);
    return element && `list<${element}>`;
  }
  if ('mapType' in type) {
    const key = typeName(type.mapType.keyType);
    const value = typeName(type.mapType.valueType);
    return key && value && `map<${key}, ${value}>`;
  }
  if ('null' in type) return 'null';
  if ('dyn' in type) return 'dyn';
  if ('wellKnown' in type)
    return type.wellKnown === 'TIMESTAMP' ? 'google.protobuf.Timestamp' : type.wellKnown === 'DURATION' ? 'google.protobuf.Duration' : undefined;
  return undefined;
}
