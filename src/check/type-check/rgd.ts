/**
 * Runs {@link typeCheckExpressions} over one RGD: builds kro's typed environment (`schema`
 * from the instance SimpleSchema, each resource id from its kind's schema via the given
 * resolver and then the built-in catalog; unknown kinds are `dyn`), types `forEach` iterators from their lists, gives `each` to
 * a collection's readyWhen and `runtime` to status conditions, and reports problems at
 * the exact characters inside the YAML strings.
 */
import { formatFieldPath } from '../../compiler/phases/1-load/index.js';
import type { DiagnosticSink } from '../../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../../diagnostics/report.js';
import { createKroEnvironment, withObjectMeta, type KroEnvironment, type ResourceDeclaration } from '../../cel/environment.js';
import { simpleSchemaToOpenApi } from '../../simpleschema/parse/index.js';
import { objectMetaSchema } from '../../kube/catalog/kubernetes.js';
import type { AnalyzedSite, ExpressionAnalysis } from '../expressions/index.js';
import { spanInString } from '../positions.js';
import type { RgdModel, SchemaResolver } from '../types.js';
import { typeCheckExpression, type TypedExpressionKind } from './index.js';
import { isRecord } from '../../util/records.js';

type Node = Record<string, unknown>;

/** Type-checks every expression the expression phase parsed. */
export function checkExpressionTypes(model: RgdModel, specSchema: object, analysis: ExpressionAnalysis, schemas: SchemaResolver | undefined, report: DiagnosticSink): void {
  // The same schemas as the template rules: the caller decides what they hold (the CLI
  // chains --crds before the built-in catalog that matches the RGD's target). Without any,
  // every kind is unknown and typed `dyn`.
  const resolver = schemas;
  const kindSchemas = new Map<number, object | undefined>();
  const resources = new Map<string, ResourceDeclaration>();
  for (const resource of model.resources) {
    const schema = resolver && resource.apiVersion && resource.kind ? resolver.lookup(resource.apiVersion, resource.kind)?.schema : undefined;
    kindSchemas.set(resource.index, schema);
    if (resource.id === undefined || resources.has(resource.id)) continue;
    const selector = isRecord(resource.externalRef?.metadata) && resource.externalRef.metadata.selector !== undefined;
    resources.set(resource.id, { ...(schema ? { schema } : {}), collection: resource.forEach.length > 0 || selector });
  }
  // A spec schema with SimpleSchema errors lacks the broken fields: type `schema` as dyn
  // rather than report every use of them again (kro stops at the first error anyway).
  const schemaIsComplete = simpleSchemaToOpenApi(model.spec, model.types).issues.length === 0;
  const base = createKroEnvironment({ ...(schemaIsComplete ? { schema: instanceSchemaOf(model, specSchema) } : {}), resources });

  const check = (site: AnalyzedSite, environment: KroEnvironment, kindOf: (standalone: boolean) => TypedExpressionKind, fieldSchema?: object): (string | undefined)[] =>
    site.expressions.map((parsed) =>
      typeCheckExpression(
        {
          expression: parsed.expression,
          kind: kindOf(site.standalone),
          ...(site.site.fieldPath !== undefined ? { fieldPath: site.site.fieldPath } : {}),
          ...(fieldSchema ? { fieldSchema } : {}),
          report: (problem) =>
            report(
              makeDiagnostic(
                problem.code,
                spanInString(model.document, site.site.path, parsed.offset + problem.offsetInExpression, parsed.offset + problem.offsetInExpression + problem.length),
                formatFieldPath(site.site.path),
                problem.message,
              ),
            ),
        },
        environment,
      ),
    );

  // forEach first: its element types declare the iterators of the resource's templates.
  const iterators = new Map<number, Record<string, string>>();
  for (const site of analysis.sites) {
    if (site.site.context !== 'forEach' || site.site.resource === undefined) continue;
    const [type] = check(site, base, () => 'forEach');
    const name = site.site.path[site.site.path.length - 1];
    const scope = iterators.get(site.site.resource) ?? {};
    scope[String(name)] = type ? base.elementType(type) : 'dyn';
    iterators.set(site.site.resource, scope);
  }
  const scoped = new Map<string, KroEnvironment>();
  const scopeFor = (key: string, make: () => KroEnvironment) => scoped.get(key) ?? scoped.set(key, make()).get(key)!;

  for (const site of analysis.sites) {
    const index = site.site.resource;
    const resource = index === undefined ? undefined : model.resources[index];
    switch (site.site.context) {
      case 'forEach':
        break;
      case 'template':
      case 'externalRef': {
        const own = index !== undefined ? iterators.get(index) : undefined;
        const environment = own ? scopeFor(`iterators:${index}`, () => base.extend({ iterators: own })) : base;
        const kindSchema = index !== undefined ? kindSchemas.get(index) : undefined;
        const inner = site.site.path.slice(4);
        // A whole `metadata: ${...}` is the shape rules' error (it must be a map); do not repeat it.
        const field = site.standalone && kindSchema && !(inner.length === 1 && inner[0] === 'metadata') ? fieldSchemaAt(withObjectMeta(kindSchema), inner) : undefined;
        check(site, environment, (standalone) => (standalone ? 'standalone' : 'fragment'), field);
        break;
      }
      case 'readyWhen': {
        const collection = resource !== undefined && resource.id !== undefined && resources.get(resource.id)?.collection === true;
        const schema = index !== undefined ? kindSchemas.get(index) : undefined;
        const environment = collection ? scopeFor(`each:${index}`, () => base.extend({ each: schema ? { schema } : {} })) : base;
        check(site, environment, () => 'readyWhen');
        break;
      }
      case 'includeWhen':
        check(site, base, () => 'includeWhen');
        break;
      case 'statusCondition':
        check(site, scopeFor('runtime', () => base.extend({ runtime: true })), () => 'statusCondition');
        break;
      case 'status':
        check(site, base, (standalone) => (standalone ? 'status' : 'fragment'));
        break;
    }
  }
}

/**
 * The instance as kro's `getSchemaWithoutStatus` types it: a cluster-scoped instance has no
 * `metadata.namespace`, so `${schema.metadata.namespace}` does not type-check there.
 */
function instanceSchemaOf(model: RgdModel, specSchema: object): object {
  if (model.scope !== 'Cluster') return { type: 'object', properties: { spec: specSchema } };
  const metadata = objectMetaSchema() as { properties?: Record<string, unknown> };
  const { namespace: _namespace, ...rest } = metadata.properties ?? {};
  return { type: 'object', properties: { spec: specSchema, metadata: { ...metadata, properties: rest } } };
}

/**
 * The OpenAPI schema of the field at `path` below `schema`, or `undefined` when the
 * field is free-form (preserve-unknown-fields, int-or-string) or not declared (the
 * template rules report unknown fields).
 */
export function fieldSchemaAt(schema: object, path: readonly (string | number)[]): object | undefined {
  let node: Node | undefined = schema as Node;
  for (const segment of path) {
    if (!node || node['x-kubernetes-preserve-unknown-fields'] === true || node['x-kubernetes-int-or-string'] === true) return undefined;
    if (typeof segment === 'number') node = isRecord(node.items) ? node.items : undefined;
    else if (isRecord(node.properties) && isRecord(node.properties[segment])) node = node.properties[segment] as Node;
    else node = isRecord(node.additionalProperties) ? node.additionalProperties : undefined;
  }
  return node;
}

