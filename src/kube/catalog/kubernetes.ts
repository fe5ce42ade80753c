/**
 * The built-in Kubernetes kinds of the catalog, read from the generated data module
 * (`generated/kubernetes.ts`, written by `npm run gen:k8s`). The JSON is parsed on the
 * first lookup and each kind's schema is inlined from its definitions once, then cached.
 */
import { KUBERNETES_SCHEMAS_JSON } from './generated/kubernetes.js';
import type { ResolvedSchema, SchemaNode, SchemaResolver } from './types.js';

interface GeneratedData {
  readonly source: string;
  readonly kinds: Record<string, Record<string, { root: string; scope: 'Namespaced' | 'Cluster' }>>;
  readonly definitions: Record<string, SchemaNode>;
}

let data: GeneratedData | undefined;
const resolved = new Map<string, ResolvedSchema>();

function loadData(): GeneratedData {
  data ??= JSON.parse(KUBERNETES_SCHEMAS_JSON) as GeneratedData;
  return data;
}

/** The built-in Kubernetes kinds (`v1` ConfigMap, `apps/v1` Deployment, ...). */
export function kubernetesSchemas(): SchemaResolver {
  return {
    lookup(apiVersion, kind) {
      const key = `${apiVersion}/${kind}`;
      const cached = resolved.get(key);
      if (cached) return cached;
      const { kinds, definitions } = loadData();
      const entry = kinds[apiVersion]?.[kind];
      if (!entry) return undefined;
      const result: ResolvedSchema = { schema: inline({ $ref: entry.root }, definitions, []), scope: entry.scope };
      resolved.set(key, result);
      return result;
    },
  };
}

/** The `apiVersion`/`kind` pairs the generated data covers, for listings and tests. */
export function kubernetesKinds(): { apiVersion: string; kind: string }[] {
  return Object.entries(loadData().kinds).flatMap(([apiVersion, kinds]) => Object.keys(kinds).map((kind) => ({ apiVersion, kind })));
}

/** `ObjectMeta`, which CRD schemas leave as a bare `type: object`. */
export function objectMetaSchema(): SchemaNode {
  return inline({ $ref: 'V1ObjectMeta' }, loadData().definitions, []);
}

/** Replaces every `$ref` with a copy of its definition; a recursive reference stays free-form. */
function inline(node: SchemaNode, definitions: Record<string, SchemaNode>, stack: string[]): SchemaNode {
  const ref = node.$ref;
  if (typeof ref === 'string') {
    const target = definitions[ref];
    if (!target || stack.includes(ref)) return { type: 'object', 'x-kubernetes-preserve-unknown-fields': true };
    return inline(target, definitions, [...stack, ref]);
  }
  const copy: SchemaNode = { ...node };
  if (isNode(node.properties)) {
    copy.properties = Object.fromEntries(Object.entries(node.properties).map(([name, child]) => [name, inline(child as SchemaNode, definitions, stack)]));
  }
  if (isNode(node.items)) copy.items = inline(node.items, definitions, stack);
  if (isNode(node.additionalProperties)) copy.additionalProperties = inline(node.additionalProperties, definitions, stack);
  return copy;
}

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
