/**
 * Renders rule values for kro: as YAML values with CEL (Helm values, post-build
 * variables) or as JSON text with CEL inside (kustomize patch strings).
 */
import { celString, escapeTemplateText } from '../../../../cel/literal.js';
import type { ParameterInfo } from '../../../../simpleschema/index.js';
import type { TargetProfile } from '../../../../targets/types.js';
import type { ValueNode, ValueSource, ValuesPath } from '../../3-analyze/types.js';
import { embed, readParameter } from './cel.js';
import { imagePartExpression, imagePartValue } from './image-reference.js';

/** What rendering needs besides the value itself. */
export interface RenderContext {
  readonly profile: TargetProfile;
  readonly parameters: readonly ParameterInfo[];
}

/** The plain value of a values node; map keys come out sorted. */
export function renderValues(node: ValueNode, context: RenderContext): unknown {
  switch (node.kind) {
    case 'map': {
      const keys = [...node.entries.keys()].sort();
      return Object.fromEntries(keys.map((k) => [k, renderValues(node.entries.get(k)!, context)]));
    }
    case 'list':
      return node.items.map((item) => renderValues(item, context));
    case 'leaf':
      return renderSource(node.source, context);
  }
}

/** A source as a YAML value: standalone CEL keeps the parameter's type. */
export function renderSource(source: ValueSource, context: RenderContext): unknown {
  switch (source.kind) {
    case 'literal':
      return typeof source.value === 'string' ? escapeTemplateText(source.value) : source.value;
    case 'parameter':
      return embed(readParameter(source.parameter, context.parameters));
    case 'text':
      return source.parts
        .map((part) => {
          if (typeof part === 'string') return escapeTemplateText(part);
          const read = readParameter(part.parameter, context.parameters);
          // Template fragments must be strings in kro; convert the others explicitly.
          return embed(part.parameter.type === 'string' ? read : `string(${read})`);
        })
        .join('');
    case 'image':
      return imagePartValue(source.resourceId, source.part, context.profile);
    case 'structure':
      return rebuild(source, (leaf) => renderSource(leaf, context));
  }
}

/** A source as a string-typed YAML value (Flux post-build variables are strings). */
export function renderStringSource(source: ValueSource, context: RenderContext): string {
  if (source.kind === 'literal') return escapeTemplateText(source.value === null ? '' : String(source.value));
  if (source.kind === 'parameter') {
    const read = readParameter(source.parameter, context.parameters);
    return embed(source.parameter.type === 'string' ? read : `string(${read})`);
  }
  return String(renderSource(source, context));
}

/**
 * A source as JSON text for a patch document: static parts are serialised here, dynamic
 * ones by kro's `json.marshal`, so strings with quotes stay valid JSON at run time.
 */
export function renderJsonText(source: ValueSource, context: RenderContext): string {
  switch (source.kind) {
    case 'literal':
      return escapeTemplateText(JSON.stringify(source.value) ?? 'null');
    case 'parameter':
      return embed(`json.marshal(${readParameter(source.parameter, context.parameters)})`);
    case 'text': {
      const concat = source.parts
        .map((part) => {
          if (typeof part === 'string') return celString(part);
          const read = readParameter(part.parameter, context.parameters);
          return part.parameter.type === 'string' ? read : `string(${read})`;
        })
        .join(' + ');
      return embed(`json.marshal(${concat})`);
    }
    case 'image':
      return embed(`json.marshal(${imagePartExpression(source.resourceId, source.part, context.profile)})`);
    case 'structure':
      return jsonWithLeaves(source.value, [], source.leaves, context);
  }
}

function jsonWithLeaves(value: unknown, at: ValuesPath, leaves: readonly { path: ValuesPath; source: ValueSource }[], context: RenderContext): string {
  const leaf = leaves.find((l) => samePath(l.path, at));
  if (leaf) return renderJsonText(leaf.source, context);
  if (Array.isArray(value)) return `[${value.map((v, i) => jsonWithLeaves(v, [...at, i], leaves, context)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    const body = keys.map(
      (k) => `${escapeTemplateText(JSON.stringify(k))}:${jsonWithLeaves((value as Record<string, unknown>)[k], [...at, k], leaves, context)}`,
    );
    return `{${body.join(',')}}`;
  }
  return escapeTemplateText(JSON.stringify(value) ?? 'null');
}

function rebuild(source: Extract<ValueSource, { kind: 'structure' }>, render: (leaf: ValueSource) => unknown): unknown {
  const walk = (value: unknown, at: ValuesPath): unknown => {
    const leaf = source.leaves.find((l) => samePath(l.path, at));
    if (leaf) return render(leaf.source);
    if (Array.isArray(value)) return value.map((v, i) => walk(v, [...at, i]));
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, walk((value as Record<string, unknown>)[k], [...at, k])]),
      );
    }
    return value;
  };
  return walk(source.value, []);
}

function samePath(a: ValuesPath, b: ValuesPath): boolean {
  return a.length === b.length && a.every((s, i) => s === b[i]);
}
