/**
 * State shared while parsing one `configuration.schema`: the issue list, the local
 * definitions (`$defs`, `definitions`) that `$ref` may point at, and the custom type
 * names handed out so far.
 */
import { TypeNameRegistry, toTypeName } from './type-names.js';
import type { IssuePath, SchemaIssue, SchemaIssueCode, SchemaNode } from './types.js';

/** One local definition and how far its parsing has got (for cycle detection). */
export interface DefinitionEntry {
  /** The custom type name it becomes in `spec.schema.types`. */
  readonly name: string;
  readonly schema: unknown;
  readonly path: IssuePath;
  state: 'pending' | 'parsing' | 'done';
  node?: SchemaNode;
}

/** Everything the parse and render steps share. */
export interface ConversionContext {
  readonly issues: SchemaIssue[];
  readonly names: TypeNameRegistry;
  /** Keyed by the canonical pointer, e.g. `#/$defs/Server`. */
  readonly definitions: Map<string, DefinitionEntry>;
}

/** Where a schema node sits: its path and a readable name for messages. */
export interface NodeLocation {
  readonly path: IssuePath;
  /** Dotted parameter name (`podinfo.message`), `servers[]` for items, the type name inside `$defs`. */
  readonly label: string;
  /** The root object, whose property names rgdc partly reserves. */
  readonly isRoot?: boolean;
}

const DEFINITION_CONTAINERS = ['$defs', 'definitions'] as const;

/** Tells whether a value is a plain mapping (not null, not an array). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads an own property without tripping over inherited names such as `constructor`. */
export function getOwn(object: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/** Tells whether an object has an own property `key`. */
export function hasOwn(object: Record<string, unknown>, key: string): boolean {
  return Object.hasOwn(object, key);
}

/**
 * Creates the context for one schema and claims the names of its root definitions
 * first, so that generated item type names never take a name a `$ref` needs.
 */
export function createConversionContext(root: Record<string, unknown> | undefined): ConversionContext {
  const context: ConversionContext = { issues: [], names: new TypeNameRegistry(), definitions: new Map() };
  for (const container of DEFINITION_CONTAINERS) {
    const defs = root === undefined ? undefined : getOwn(root, container);
    if (!isPlainObject(defs)) continue;
    for (const key of Object.keys(defs).sort()) {
      context.definitions.set(`#/${container}/${key}`, {
        name: context.names.claim(toTypeName(key)),
        schema: defs[key],
        path: ['schema', container, key],
        state: 'pending',
      });
    }
  }
  return context;
}

/** Finds the definition a local `$ref` names, or undefined for remote and unknown targets. */
export function findDefinition(context: ConversionContext, ref: string): DefinitionEntry | undefined {
  const match = /^#\/(\$defs|definitions)\/([^/]+)$/.exec(ref);
  if (!match) return undefined;
  const key = decodePointerSegment(match[2] ?? '');
  return key === undefined ? undefined : context.definitions.get(`#/${match[1]}/${key}`);
}

function decodePointerSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
  } catch {
    return undefined;
  }
}

/** Records one issue. */
export function reportIssue(context: ConversionContext, code: SchemaIssueCode, path: IssuePath, message: string, hint?: string): void {
  context.issues.push(hint === undefined ? { code, path, message } : { code, path, message, hint });
}

/** Names a parameter for messages; the root has no name of its own. */
export function describeParameter(label: string): string {
  return label === '' ? 'the configuration root' : `parameter \`${label}\``;
}

/** Appends a property name to a dotted label. */
export function childLabel(label: string, name: string): string {
  return label === '' ? name : `${label}.${name}`;
}
