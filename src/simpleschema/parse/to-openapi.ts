/**
 * SimpleSchema → OpenAPI, following kro's transformer (`pkg/simpleschema/transform.go`):
 * custom `types` are ordered by their dependencies (a cycle is an error), expanded inline
 * wherever they are used, and an alias type carrying `required=true` makes every field of
 * that type required. Unlike kro, which stops at the first problem, every problem is
 * collected, each with the path of the field it belongs to.
 */
import { findCycle } from '../../graph/dag.js';
import { applyMarkers, type OpenApiSchema } from './apply-markers.js';
import { locateInMarkerValue, parseMarkers, type Marker } from './markers.js';
import { customTypeNames, parseTypeString, type SimpleType } from './type-string.js';
import { isRecord } from '../../util/records.js';

/** The problem kinds a SimpleSchema can have; the checker maps each to a diagnostic code. */
export type SimpleSchemaIssueKind =
  | 'invalid_type'
  | 'unknown_type'
  | 'type_cycle'
  | 'unknown_marker'
  | 'invalid_marker'
  | 'invalid_marker_value'
  | 'invalid_field';

/** One problem, at a field of `schema.spec` or `schema.types`. */
export interface SimpleSchemaIssue {
  readonly kind: SimpleSchemaIssueKind;
  readonly section: 'spec' | 'types';
  /** Path of the field inside the section, e.g. `['ingress', 'host']`. */
  readonly path: readonly string[];
  readonly message: string;
  /** Where in the field string the problem starts, when it concerns part of it. */
  readonly offset?: number;
  readonly length?: number;
  /** How to fix it, when more specific than the diagnostic code's hint (a rejected `pattern`). */
  readonly hint?: string;
}

interface CustomType {
  readonly schema: OpenApiSchema;
  readonly required: boolean;
}

type Section = SimpleSchemaIssue['section'];

/** Converts one RGD's SimpleSchema; see {@link simpleSchemaToOpenApi} in `index.ts`. */
export class SimpleSchemaTransformer {
  readonly issues: SimpleSchemaIssue[] = [];
  private readonly customTypes = new Map<string, CustomType>();
  /** Types that failed to build: references to them resolve to nothing, without cascading errors. */
  private readonly broken = new Set<string>();

  loadCustomTypes(types: Record<string, unknown>): void {
    const names = Object.keys(types);
    const deps = new Map<string, string[]>();
    for (const name of names) deps.set(name, dependenciesOf(types[name]));
    // Report every cycle once, then leave its members out of the ordering.
    let remaining = [...names];
    for (;;) {
      const cycle = findCycle(remaining, deps);
      if (!cycle) break;
      const members = new Set(cycle.path);
      const first = cycle.path[0]!;
      this.issue('type_cycle', 'types', [first], `cyclic dependency in type ${first}: ${cycle.path.join(' -> ')}`);
      for (const member of members) this.broken.add(member);
      remaining = remaining.filter((name) => !members.has(name));
    }
    for (const name of orderByDependencies(remaining, deps)) {
      const before = this.issues.length;
      const built = this.buildCustomType(name, types[name]);
      if (built && this.issues.length === before) this.customTypes.set(name, built);
      else this.broken.add(name);
    }
  }

  /** Builds a struct (a map of field specs) into an object schema. */
  buildStruct(spec: Record<string, unknown>, section: Section, path: readonly string[]): OpenApiSchema {
    const schema: OpenApiSchema = { type: 'object', properties: {} };
    const properties = schema.properties as Record<string, OpenApiSchema>;
    let childHasDefault = false;
    for (const name of Object.keys(spec).sort()) {
      const field = this.buildField(name, spec[name], schema, section, [...path, name]);
      if (!field) continue;
      properties[name] = field;
      if (field.default !== undefined) childHasDefault = true;
    }
    if (Array.isArray(schema.required)) schema.required = [...new Set(schema.required as string[])].sort();
    if (schema.required === undefined && childHasDefault) schema.default = {};
    return schema;
  }

  private buildCustomType(name: string, spec: unknown): CustomType | undefined {
    if (typeof spec === 'string') {
      const parent: OpenApiSchema = {};
      const schema = this.buildFieldFromString(name, spec, parent, 'types', [name]);
      return schema ? { schema, required: Array.isArray(parent.required) && parent.required.length > 0 } : undefined;
    }
    if (isRecord(spec)) return { schema: this.buildStruct(spec, 'types', [name]), required: false };
    this.issue('invalid_field', 'types', [name], `pre-defined type must be an object or string alias, got ${goTypeName(spec)}`);
    return undefined;
  }

  private buildField(name: string, spec: unknown, parent: OpenApiSchema, section: Section, path: readonly string[]): OpenApiSchema | undefined {
    if (typeof spec === 'string') return this.buildFieldFromString(name, spec, parent, section, path);
    if (isRecord(spec)) return this.buildStruct(spec, section, path);
    this.issue(
      'invalid_field',
      section,
      path,
      `unexpected type: ${goTypeName(spec)}`,
      undefined,
      undefined,
      'a field is a type string such as "string | required=true" or a map of nested fields',
    );
    return undefined;
  }

  private buildFieldFromString(name: string, text: string, parent: OpenApiSchema, section: Section, path: readonly string[]): OpenApiSchema | undefined {
    const parsed = parseTypeString(text);
    if ('error' in parsed) {
      this.issue('invalid_type', section, path, parsed.error, 0, text.length);
      return undefined;
    }
    let markers: readonly Marker[] = [];
    const pipe = text.indexOf('|');
    if (pipe >= 0) {
      const result = parseMarkers(text.slice(pipe + 1));
      if ('error' in result) {
        const kind = result.unknownKey !== undefined ? 'unknown_marker' : 'invalid_marker';
        this.issue(kind, section, path, result.error, pipe + 1 + result.offset, result.unknownKey?.length ?? 1);
        return undefined;
      }
      markers = result.markers;
    }
    const schema = this.typeSchema(parsed.type, text, section, path);
    if (!schema) return undefined;
    if (parsed.type.kind === 'custom' && this.customTypes.get(parsed.type.name)?.required) {
      parent.required = [...((parent.required as string[] | undefined) ?? []), name];
    }
    const problem = applyMarkers(schema, markers, name, parent);
    if (problem?.valueSpan) {
      // A pattern RE2 rejects: point at the offending characters, with an RE2 hint.
      const at = locateInMarkerValue(text.slice(pipe + 1), problem.marker, problem.valueSpan.start, problem.valueSpan.length);
      this.issues.push({
        kind: 'invalid_marker_value',
        section,
        path,
        message: problem.message,
        offset: pipe + 1 + at.offset,
        length: at.length,
        ...(problem.hint ? { hint: problem.hint } : {}),
      });
      return undefined;
    }
    if (problem) {
      this.issue('invalid_marker_value', section, path, problem.message, pipe + 1 + problem.marker.offset, problem.marker.key.length);
      return undefined;
    }
    return schema;
  }

  private typeSchema(type: SimpleType, text: string, section: Section, path: readonly string[]): OpenApiSchema | undefined {
    switch (type.kind) {
      case 'atomic':
        return { type: type.name === 'float' ? 'number' : type.name };
      case 'object':
        return { type: 'object', 'x-kubernetes-preserve-unknown-fields': true };
      case 'slice': {
        const items = this.typeSchema(type.elem, text, section, path);
        return items ? { type: 'array', items } : undefined;
      }
      case 'map': {
        const value = this.typeSchema(type.value, text, section, path);
        return value ? { type: 'object', additionalProperties: value } : undefined;
      }
      case 'custom': {
        const found = this.customTypes.get(type.name);
        if (found) return structuredClone(found.schema);
        if (this.broken.has(type.name)) return undefined;
        const at = text.indexOf(type.name);
        this.issue('unknown_type', section, path, `unknown type: ${type.name}`, Math.max(at, 0), type.name.length, unknownTypeHint(type.name));
        return undefined;
      }
    }
  }

  private issue(
    kind: SimpleSchemaIssueKind,
    section: Section,
    path: readonly string[],
    message: string,
    offset?: number,
    length?: number,
    hint?: string,
  ): void {
    this.issues.push({
      kind,
      section,
      path,
      message: hint ? `${message} (${hint})` : message,
      ...(offset !== undefined ? { offset } : {}),
      ...(length !== undefined ? { length } : {}),
    });
  }
}

function unknownTypeHint(name: string): string | undefined {
  if (name === 'number' || name === 'double') return 'kro has no `number` type: use `float`';
  if (name === 'int' || name === 'int64') return 'use `integer`';
  if (name === 'bool') return 'use `boolean`';
  if (name === 'map' || name === 'array' || name === 'list') return 'use `map[string]T` or `[]T`';
  return undefined;
}

/** Custom type names used anywhere inside a type definition (struct or alias). */
function dependenciesOf(spec: unknown): string[] {
  if (typeof spec === 'string') {
    const parsed = parseTypeString(spec);
    return 'type' in parsed ? customTypeNames(parsed.type) : [];
  }
  if (isRecord(spec)) return Object.values(spec).flatMap(dependenciesOf);
  return [];
}

/** Dependencies first, declaration order among equals (deterministic). */
function orderByDependencies(names: readonly string[], deps: ReadonlyMap<string, readonly string[]>): string[] {
  const known = new Set(names);
  const done = new Set<string>();
  const order: string[] = [];
  const visit = (name: string) => {
    if (done.has(name)) return;
    done.add(name);
    for (const dep of deps.get(name) ?? []) if (known.has(dep)) visit(dep);
    order.push(name);
  };
  names.forEach(visit);
  return order;
}

/** How Go's `%T` names a YAML value kro did not expect. */
function goTypeName(value: unknown): string {
  if (value === null || value === undefined) return '<nil>';
  if (Array.isArray(value)) return '[]interface {}';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int64' : 'float64';
  if (typeof value === 'boolean') return 'bool';
  return typeof value;
}
