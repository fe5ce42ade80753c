/**
 * Test code only, half of the reference the schema walker is compared with (rgdc's
 * former `src/kube/structural-schema.ts`): rewrites a CRD structural schema (OpenAPI v3
 * with `x-kubernetes-*` extensions) into plain JSON Schema that ajv can enforce the way
 * kube-apiserver does: unknown fields are errors, defaulted fields are never missing, and
 * int-or-string means exactly that. `src/kube/strict-node.ts` applies the same rules
 * node by node, without a copy.
 */
import { CHECKED_FORMATS } from '../../src/kube/strict-node.js';
import { checkRegex } from '../../src/regex/index.js';

export { CHECKED_FORMATS };

type SchemaNode = Record<string, unknown>;

const KNOWN_FORMATS: ReadonlySet<string> = new Set(CHECKED_FORMATS);
const JUNCTORS = ['allOf', 'anyOf', 'oneOf'] as const;

/**
 * Returns a strict copy of `schema` (the input is never modified):
 *
 * - every object node with `properties`, without `additionalProperties` and without
 *   `x-kubernetes-preserve-unknown-fields: true` gets `additionalProperties: false`,
 *   because the API server (strict field validation) and kro reject unknown fields.
 *   A preserve-unknown node still checks the properties it declares; only undeclared
 *   fields below it are free, which is how the API server prunes.
 * - the root, and every `x-kubernetes-embedded-resource` node, implicitly allows
 *   `apiVersion`, `kind` and `metadata`, as the API server does.
 * - `x-kubernetes-int-or-string: true` becomes `anyOf: [integer, string]`.
 * - a property with a `default` is removed from `required`: the API server applies
 *   defaults before it validates, so such a field can never be missing.
 * - `format` values outside {@link CHECKED_FORMATS} are dropped rather than guessed at,
 *   and so are `pattern`s Go's RE2 rejects (the API server would refuse such a CRD).
 *
 * Logical junctors (`allOf`/`anyOf`/`oneOf`/`not`) only get the format and pattern
 * clean-up: in a structural schema they restate fields already declared in the
 * structural part, so closing them would reject fields declared elsewhere.
 */
export function toStrictSchema(schema: object): object {
  const copy = structuredClone(schema) as SchemaNode;
  tightenNode(copy, { structural: true, embedded: true });
  return copy;
}

interface NodeContext {
  /** False inside logical junctors, where nodes only restrict values. */
  readonly structural: boolean;
  /** True where apiVersion/kind/metadata are implicitly allowed. */
  readonly embedded: boolean;
}

function tightenNode(node: SchemaNode, context: NodeContext): void {
  cleanValueKeywords(node);
  if (node['x-kubernetes-int-or-string'] === true && node.anyOf === undefined && node.oneOf === undefined) {
    node.anyOf = [{ type: 'integer' }, { type: 'string' }];
  }

  const properties = isSchemaNode(node.properties) ? node.properties : undefined;
  if (context.structural) {
    if (properties && (context.embedded || node['x-kubernetes-embedded-resource'] === true)) {
      addImplicitObjectFields(properties);
    }
    if (properties && Array.isArray(node.required)) {
      node.required = node.required.filter((name) => !hasDefault(properties[String(name)]));
    }
    if (properties && node['x-kubernetes-preserve-unknown-fields'] !== true && node.additionalProperties === undefined) {
      node.additionalProperties = false;
    }
  }

  const child: NodeContext = { structural: context.structural, embedded: false };
  for (const value of Object.values(properties ?? {})) visitChild(value, child);
  if (Array.isArray(node.items))
    node.items.forEach((item) => {
      visitChild(item, child);
    });
  else visitChild(node.items, child);
  visitChild(node.additionalProperties, child);

  const junctorChild: NodeContext = { structural: false, embedded: false };
  for (const junctor of JUNCTORS) {
    const branches = node[junctor];
    if (Array.isArray(branches))
      branches.forEach((branch) => {
        visitChild(branch, junctorChild);
      });
  }
  visitChild(node.not, junctorChild);
}

function visitChild(value: unknown, context: NodeContext): void {
  if (isSchemaNode(value)) tightenNode(value, context);
}

/** Removes `format` and `pattern` values ajv would reject or misread. */
function cleanValueKeywords(node: SchemaNode): void {
  if (node.format !== undefined && !(typeof node.format === 'string' && KNOWN_FORMATS.has(node.format))) {
    // int32/int64/double and Kubernetes-specific formats are either not enforced by the
    // API server or mean something else in JSON Schema (`duration`); never guess.
    delete node.format;
  }
  if (node.pattern !== undefined && !(typeof node.pattern === 'string' && checkRegex(node.pattern) === undefined)) {
    // ajv runs patterns on RE2 (openapi-validator.ts); one RE2 rejects would abort the
    // whole compilation, so it is left unchecked instead.
    delete node.pattern;
  }
}

function addImplicitObjectFields(properties: SchemaNode): void {
  properties.apiVersion ??= { type: 'string' };
  properties.kind ??= { type: 'string' };
  properties.metadata ??= { type: 'object' };
}

function hasDefault(property: unknown): boolean {
  return isSchemaNode(property) && property.default !== undefined;
}

function isSchemaNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
