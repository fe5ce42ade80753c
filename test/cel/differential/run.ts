/**
 * Evaluates every expression of one RGD twice: in the typed environments `rgdc check`
 * builds and `rgdc preview` evaluates in (`checked.environment`), with bindings made the
 * way preview makes them; and in an untyped environment where every variable is `dyn`,
 * with the same JSON converted by the schemas the typed side declares. kro's cel-go
 * evaluates typed expressions over plain maps, so the two must agree on every value and
 * every error. An expression the typed environment rejects is a check error, not a
 * preview result: it is counted, not compared.
 */
import { createKroEnvironment, withObjectMeta, type KroEnvironment, type ResourceDeclaration } from '../../../src/cel/environment.js';
import { evaluateExpression, toCelValue, type CelValue } from '../../../src/cel/evaluate.js';
import { analyzeExpressions, type AnalyzedSite, type ExpressionAnalysis } from '../../../src/kro/expressions/index.js';
import { checkInstanceSchema } from '../../../src/kro/instance-schema.js';
import { checkNames } from '../../../src/kro/names.js';
import { checkShape } from '../../../src/kro/shape/index.js';
import { buildRgdEnvironment, type RgdEnvironment } from '../../../src/kro/type-check/environment.js';
import type { RgdModel } from '../../../src/kro/types.js';
import { objectMetaSchema } from '../../../src/kube/catalog/index.js';
import { isRecord } from '../../../src/util/records.js';
import { canonicalResult } from './canonical.js';
import type { DifferentialInput } from './inputs.js';
import { probeExpressions } from './probes.js';
import { instanceJson, resourceJson, type Variant } from './synthesize.js';

type Json = Record<string, unknown>;
type Bindings = Record<string, CelValue>;

/** One expression whose typed and untyped results differ. */
export interface Difference {
  readonly rgd: string;
  readonly variant: Variant;
  readonly expression: string;
  /** True for a probe of the schema (`./probes.ts`), false for an expression of the RGD. */
  readonly probe: boolean;
  readonly typed: string;
  readonly untyped: string;
}

/** What one run found. */
export interface DifferentialOutcome {
  /** Expressions of the RGDs evaluated on both sides and compared. */
  compared: number;
  /** Probe expressions (`./probes.ts`) evaluated on both sides and compared. */
  probes: number;
  /** Expressions the typed environment rejects (check errors): not compared. */
  rejected: number;
  readonly differences: Difference[];
}

/** Both sides of one scope: environment and bindings. */
interface Side {
  readonly env: KroEnvironment;
  readonly bindings: Bindings;
}

/** What the differential needs of a checked RGD (a subset of check's `CheckedDocument`). */
export interface CheckedInput {
  readonly model: RgdModel;
  readonly specSchema: object;
  readonly expressions: ExpressionAnalysis;
  /** The schema probes evaluated besides the RGD's expressions. */
  readonly probes: readonly { readonly expression: string }[];
  /** The environments check types in and preview evaluates in (the probes included). */
  readonly environment: RgdEnvironment;
}

/**
 * The check phases the environments depend on (shape, instance schema, expressions), and
 * the environments as check builds them; the template and graph rules, which cost most of
 * a check and decide nothing about evaluation, are left out. Undefined when the shape is
 * too broken to go on.
 */
export function checkInput(input: DifferentialInput): CheckedInput | undefined {
  const ignore = () => undefined;
  const model = checkShape(input.document, ignore);
  if (!model) return undefined;
  // kro stops at naming errors (reserved ids, clashing iterators) before it types anything,
  // and so does check: such an RGD has no typed environment to compare.
  if (!checkNames(model, ignore)) return undefined;
  const specSchema = checkInstanceSchema(model, ignore);
  const expressions = analyzeExpressions(model, ignore);
  // The probes are typed and evaluated in the RGD's environments too: they must say so,
  // since only the struct types some expression reaches are registered.
  const first = buildRgdEnvironment(model, specSchema, expressions, input.schemas);
  const probes = probesOf(model, specSchema, first);
  return {
    model,
    specSchema,
    expressions,
    probes,
    environment: buildRgdEnvironment(model, specSchema, expressions, input.schemas, { alsoTyped: probes.map((p) => p.expression) }),
  };
}

/** The schema probes (`./probes.ts`) of the instance spec and of every single resource's status. */
function probesOf(model: RgdModel, specSchema: object, environment: RgdEnvironment): { readonly expression: string }[] {
  const out = probeExpressions('schema.spec', specSchema).map((expression) => ({ expression }));
  for (const resource of model.resources) {
    const kindSchema = environment.kindSchema(resource.index) as Json | undefined;
    if (resource.id === undefined || environment.isCollection(resource.index) || !isRecord(kindSchema?.properties)) continue;
    for (const expression of probeExpressions(`${resource.id}.status`, (kindSchema.properties as Json).status as object | undefined)) out.push({ expression });
  }
  return out;
}

/** Evaluates every expression of `checked` on both sides (see the module comment). */
export function runDifferential(input: DifferentialInput, checked: CheckedInput, variant: Variant, outcome: DifferentialOutcome): void {
  const typed = checked.environment;
  const model = checked.model;
  const rgdSchema = ((model.document.value as Json).spec as Json).schema as Json;
  const kind = String(rgdSchema.kind ?? '');
  const apiVersion = `${String(rgdSchema.group ?? 'kro.run')}/${String(rgdSchema.apiVersion ?? '')}`;
  const example = input.instances.find((i) => i.kind === kind);
  const instance = instanceJson(kind, apiVersion, checked.specSchema as Json, example, variant);

  // The typed side binds what preview binds; the untyped side converts by the declared schemas.
  const typedBindings: Bindings = { schema: toCelValue(instance, { type: 'object', properties: { spec: checked.specSchema } }) };
  const untypedBindings: Bindings = {
    schema: toCelValue(
      instance,
      withObjectMeta(
        { type: 'object', properties: { spec: checked.specSchema, apiVersion: { type: 'string' }, kind: { type: 'string' } } },
        objectMetaSchema(),
      ),
    ),
  };
  const objects = new Map<number, Json[]>();
  const untypedResources = new Map<string, ResourceDeclaration>();
  for (const resource of model.resources) {
    if (resource.id === undefined) continue;
    const collection = typed.isCollection(resource.index);
    const kindSchema = typed.kindSchema(resource.index) as Json | undefined;
    const fullSchema = kindSchema ? withObjectMeta(kindSchema) : undefined;
    const count = collection ? (variant === 'full' ? 2 : 1) : 1;
    const items = Array.from({ length: count }, (_, i) => resourceJson(resource, fullSchema as Json | undefined, variant, i));
    objects.set(resource.index, items);
    if (!untypedResources.has(resource.id)) untypedResources.set(resource.id, { collection });
    if (resource.id in typedBindings) continue;
    typedBindings[resource.id] = collection ? items.map((o) => toCelValue(o)) : toCelValue(items[0]);
    untypedBindings[resource.id] = collection ? items.map((o) => toCelValue(o, fullSchema)) : toCelValue(items[0], fullSchema);
  }
  const untyped = createKroEnvironment({ resources: untypedResources });
  const baseTyped: Side = { env: typed.base, bindings: typedBindings };
  const baseUntyped: Side = { env: untyped, bindings: untypedBindings };

  const compareOne = (expression: string, left: Side, right: Side, probe: boolean) => {
    if (!left.env.check(expression).valid) {
      if (!probe) outcome.rejected++;
      return;
    }
    if (probe) outcome.probes++;
    else outcome.compared++;
    const a = canonicalResult(evaluateExpression(left.env, expression, left.bindings));
    const b = canonicalResult(evaluateExpression(right.env, expression, right.bindings));
    if (a !== b) outcome.differences.push({ rgd: input.name, variant, expression: expression.trim(), probe, typed: a, untyped: b });
  };
  const compare = (site: AnalyzedSite, left: Side, right: Side) => {
    for (const { expression } of site.expressions) compareOne(expression, left, right, false);
  };

  for (const probe of checked.probes) compareOne(probe.expression, baseTyped, baseUntyped, true);

  // forEach first: the first item of each dimension becomes the iterator's value.
  const iterators = new Map<number, { typed: Bindings; untyped: Bindings }>();
  for (const site of checked.expressions.sites) {
    if (site.site.context !== 'forEach' || site.site.resource === undefined) continue;
    compare(site, baseTyped, baseUntyped);
    const expression = site.expressions[0]?.expression;
    const scope = iterators.get(site.site.resource) ?? { typed: {}, untyped: {} };
    iterators.set(site.site.resource, scope);
    if (expression === undefined) continue;
    const name = String(site.site.path[site.site.path.length - 1]);
    scope.typed[name] = firstItem(evaluateExpression(typed.base, expression, typedBindings).value);
    scope.untyped[name] = firstItem(evaluateExpression(untyped, expression, untypedBindings).value);
  }

  const untypedScopes = new Map<string, KroEnvironment>();
  const untypedScope = (key: string, make: () => KroEnvironment) => untypedScopes.get(key) ?? untypedScopes.set(key, make()).get(key)!;
  for (const site of checked.expressions.sites) {
    const index = site.site.resource;
    switch (site.site.context) {
      case 'template':
      case 'externalRef': {
        const own = index === undefined ? undefined : iterators.get(index);
        if (!own) {
          compare(site, baseTyped, baseUntyped);
          break;
        }
        // An iterator without a value (its list failed or was empty) leaves nothing to compare.
        if (Object.values(own.typed).some((v) => v === undefined) || Object.values(own.untyped).some((v) => v === undefined)) break;
        const env = untypedScope(`iterators:${index}`, () =>
          untyped.extend({ iterators: Object.fromEntries(Object.keys(own.untyped).map((n) => [n, 'dyn'])) }),
        );
        compare(site, { env: typed.template(index!), bindings: { ...typedBindings, ...own.typed } }, { env, bindings: { ...untypedBindings, ...own.untyped } });
        break;
      }
      case 'readyWhen': {
        if (index === undefined || !typed.isCollection(index)) {
          compare(site, baseTyped, baseUntyped);
          break;
        }
        const item = objects.get(index)?.[0] ?? {};
        const kindSchema = typed.kindSchema(index);
        const env = untypedScope(`each:${index}`, () => untyped.extend({ each: {} }));
        compare(
          site,
          { env: typed.readyWhen(index), bindings: { ...typedBindings, each: toCelValue(item) } },
          { env, bindings: { ...untypedBindings, each: toCelValue(item, kindSchema ? withObjectMeta(kindSchema) : undefined) } },
        );
        break;
      }
      case 'statusCondition':
        compare(
          site,
          { env: typed.conditions(), bindings: typedBindings },
          { env: untypedScope('runtime', () => untyped.extend({ runtime: true })), bindings: untypedBindings },
        );
        break;
      case 'forEach':
        break;
      default:
        compare(site, baseTyped, baseUntyped);
    }
  }
}

function firstItem(value: unknown): unknown {
  return Array.isArray(value) && value.length > 0 ? value[0] : undefined;
}
