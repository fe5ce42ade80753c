/**
 * Where an instance-API field is written: in an RGD, under `spec.schema.spec` /
 * `spec.schema.status` (a SimpleSchema field string carries its markers, so a keyword
 * change points at the field); in a ConfigData, under `configuration.schema` (JSON Schema:
 * `properties.<name>`, `items`, `additionalProperties`, then the keyword). Fields rgdc
 * generates (`component`, `secrets`, status) point at the nearest written ancestor.
 */
import type { FieldPath, LoadedDocument } from '../source/index.js';
import type { PreviewGraph } from '../preview/types.js';
import type { ChangeLocation } from './types.js';

/** A step of an instance field path: a property, an array's items, a map's values. */
export type FieldStep = { readonly kind: 'property'; readonly name: string } | { readonly kind: 'items' } | { readonly kind: 'values' };

/** A kro JSON path split into field steps and the keyword it ends with (if any). */
export interface ParsedKroPath {
  readonly steps: readonly FieldStep[];
  readonly keyword?: string;
}

/** `.properties.spec.properties.hosts.items.maxLength` → steps spec, hosts, items; keyword maxLength. */
export function parseKroPath(path: string): ParsedKroPath {
  const parts = path.split('.').slice(1);
  const steps: FieldStep[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part === 'properties' && i + 1 < parts.length) steps.push({ kind: 'property', name: parts[++i]! });
    else if (part === 'items') steps.push({ kind: 'items' });
    else if (part === 'additionalProperties') steps.push({ kind: 'values' });
    else return { steps, keyword: parts.slice(i).join('.') };
  }
  return { steps };
}

/** The dotted path users read: `spec.hosts[].maxLength`, `spec.labels{}.type`. */
export function displayPath(parsed: ParsedKroPath): string {
  let out = '';
  for (const step of parsed.steps) {
    if (step.kind === 'property') out += out === '' ? step.name : `.${step.name}`;
    else out += step.kind === 'items' ? '[]' : '{}';
  }
  if (parsed.keyword) out += out === '' ? parsed.keyword : `.${parsed.keyword}`;
  return out;
}

/** Finds field positions in one side's source file. */
export interface Locator {
  /** The position of the field `steps` (its `keyword`, when written on its own), or of `field` of the schema section. */
  field(steps: readonly FieldStep[], keyword?: string): ChangeLocation;
  /** The position of `spec.schema.<name>` (RGD) or the ConfigData field that sets it. */
  schemaKey(name: string): ChangeLocation;
  /**
   * The position of a path inside the RGD; for a compiled RGD, the ConfigData field that
   * set `templateField` of the resource (or made the resource exist).
   */
  rgdPath(path: FieldPath, templateField?: string): ChangeLocation;
}

/** A locator for the side `side`, reading the user's own file (the ConfigData when the RGD was compiled). */
export function createLocator(graph: PreviewGraph, side: 'old' | 'new'): Locator {
  const configData = graph.source.configData;
  const at = (document: LoadedDocument, path: FieldPath, key = false): ChangeLocation => {
    const span = document.locate(path, key ? { key: true } : undefined);
    return { side, file: span.file, line: span.line, column: span.column, endLine: span.endLine, endColumn: span.endColumn };
  };
  if (configData) {
    return {
      field(steps, keyword) {
        const path: (string | number)[] = ['configuration', 'schema'];
        const [first, ...rest] = steps;
        if (first?.kind !== 'property' || first.name !== 'spec') return at(configData, ['metadata', 'name']);
        for (const step of rest) {
          if (step.kind === 'property') path.push('properties', step.name);
          else path.push(step.kind === 'items' ? 'items' : 'additionalProperties');
        }
        if (keyword) path.push(keyword);
        return at(configData, path);
      },
      // Kind, group, version and scope of a compiled RGD follow from the ConfigData's name.
      schemaKey: () => at(configData, ['metadata', 'name']),
      // A resource of the compiled RGD points at the ConfigData field that made it exist.
      rgdPath(path, templateField) {
        const index = path[0] === 'spec' && path[1] === 'resources' && typeof path[2] === 'number' ? path[2] : undefined;
        const id = index !== undefined ? graph.checked.model.resources[index]?.id : undefined;
        const node = id !== undefined ? graph.source.compiledNodes?.get(id) : undefined;
        const setBy = templateField !== undefined ? node?.provenance?.[templateField]?.[0] : undefined;
        return at(configData, setBy ?? node?.origin ?? ['metadata', 'name']);
      },
    };
  }
  const document = graph.checked.model.document;
  return {
    // Keywords are markers inside the field's string (`integer | minimum=1`), and `[]T` or
    // `map[string]T` is one string too: the field is the most precise place.
    field(steps) {
      const path: (string | number)[] = ['spec', 'schema'];
      for (const step of steps) {
        if (step.kind !== 'property') break;
        path.push(step.name);
      }
      return at(document, path);
    },
    schemaKey: (name) => at(document, ['spec', 'schema', name]),
    rgdPath: (path) => at(document, path),
  };
}
