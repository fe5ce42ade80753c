/**
 * One program per expression (`src/cel/programs.ts`): preview evaluates the program check
 * parsed and typed, and that must change nothing. Every expression of every corpus RGD,
 * compile fixture, preview fixture and kro conformance case (the differential inputs) is
 * evaluated twice, in the environments check builds, over the same values:
 *
 * - shared: type-checked first with `keep` (as preview's check does), then evaluated;
 * - separate: in a second, identical set of environments, evaluated without any check
 *   (evaluation parses and types it itself, as before programs were shared).
 *
 * Results (values and errors, with offsets) must be equal; so must the type checks of
 * the shared side, of a check after evaluation, and of a check that keeps nothing.
 */
import { describe, expect, it } from 'vitest';
import type { KroEnvironment } from '../../src/cel/environment.js';
import { evaluateExpression, toCelValue, type CelValue } from '../../src/cel/evaluate.js';
import { withObjectMeta } from '../../src/cel/environment.js';
import type { RgdEnvironment } from '../../src/kro/type-check/environment.js';
import type { AnalyzedSite } from '../../src/kro/expressions/index.js';
import { canonicalResult } from './differential/canonical.js';
import { differentialInputs } from './differential/inputs.js';
import { checkInput, type CheckedInput } from './differential/run.js';
import { instanceJson, resourceJson } from './differential/synthesize.js';

type Json = Record<string, unknown>;

/** The environment check types a site's expressions in (`kro/type-check/rgd.ts`). */
function environmentOf(environments: RgdEnvironment, site: AnalyzedSite): KroEnvironment {
  const index = site.site.resource;
  switch (site.site.context) {
    case 'template':
    case 'externalRef':
      return index === undefined ? environments.base : environments.template(index);
    case 'readyWhen':
      return index === undefined ? environments.base : environments.readyWhen(index);
    case 'statusCondition':
      return environments.conditions();
    default:
      return environments.base;
  }
}

/** Bindings as preview makes them: the instance, one object per resource, iterators and `each` from the first items. */
function bindingsOf(checked: CheckedInput, input: ReturnType<typeof differentialInputs>[number]): (site: AnalyzedSite) => Record<string, CelValue> {
  const model = checked.model;
  const typed = checked.environment;
  const rgdSchema = ((model.document.value as Json).spec as Json).schema as Json;
  const kind = String(rgdSchema.kind ?? '');
  const apiVersion = `${String(rgdSchema.group ?? 'kro.run')}/${String(rgdSchema.apiVersion ?? '')}`;
  const instance = instanceJson(
    kind,
    apiVersion,
    checked.specSchema as Json,
    input.instances.find((i) => i.kind === kind),
    'full',
  );
  const bindings: Record<string, CelValue> = { schema: toCelValue(instance, { type: 'object', properties: { spec: checked.specSchema } }) };
  const first = new Map<number, Json>();
  for (const resource of model.resources) {
    if (resource.id === undefined || resource.id in bindings) continue;
    const kindSchema = typed.kindSchema(resource.index) as Json | undefined;
    const items = [0, 1].map((i) => resourceJson(resource, kindSchema ? (withObjectMeta(kindSchema) as Json) : undefined, 'full', i));
    first.set(resource.index, items[0]!);
    bindings[resource.id] = typed.isCollection(resource.index) ? items.map((o) => toCelValue(o)) : toCelValue(items[0]);
  }
  const iterators = new Map<number, Record<string, CelValue>>();
  for (const site of checked.expressions.sites) {
    if (site.site.context !== 'forEach' || site.site.resource === undefined) continue;
    const expression = site.expressions[0]?.expression;
    if (expression === undefined) continue;
    // A separate environment set for this, so that neither side below has seen it yet.
    const value = evaluateExpression(checkInput(input)!.environment.base, expression, bindings).value;
    const scope = iterators.get(site.site.resource) ?? {};
    scope[String(site.site.path[site.site.path.length - 1])] = Array.isArray(value) ? value[0] : undefined;
    iterators.set(site.site.resource, scope);
  }
  return (site) => {
    const index = site.site.resource;
    if (index === undefined) return bindings;
    if ((site.site.context === 'template' || site.site.context === 'externalRef') && iterators.has(index)) return { ...bindings, ...iterators.get(index) };
    if (site.site.context === 'readyWhen' && typed.isCollection(index)) return { ...bindings, each: toCelValue(first.get(index) ?? {}) };
    return bindings;
  };
}

function describeCheck(result: ReturnType<KroEnvironment['check']>): string {
  const error = result.error as (Error & { code?: string; range?: unknown }) | undefined;
  return JSON.stringify({ valid: result.valid, type: result.type, error: error && { message: error.message, code: error.code, range: error.range } });
}

describe('one program per expression: check then evaluate equals evaluate alone', () => {
  it('agrees on every expression of the differential inputs', () => {
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    let compared = 0;
    const differences: string[] = [];
    try {
      for (const input of differentialInputs()) {
        const shared = checkInput(input);
        const separate = checkInput(input);
        const transient = checkInput(input);
        if (!shared || !separate || !transient) continue;
        const bindingsFor = bindingsOf(shared, input);
        for (const site of shared.expressions.sites) {
          const index = shared.expressions.sites.indexOf(site);
          const left = environmentOf(shared.environment, site);
          const right = environmentOf(separate.environment, separate.expressions.sites[index]!);
          const other = environmentOf(transient.environment, transient.expressions.sites[index]!);
          const bindings = bindingsFor(site);
          for (const { expression } of site.expressions) {
            compared++;
            const checkedShared = describeCheck(left.check(expression, { keep: true }));
            const a = evaluateExpression(left, expression, bindings);
            const b = evaluateExpression(right, expression, bindings);
            const checkedAfter = describeCheck(right.check(expression, { keep: true }));
            const checkedTransient = describeCheck(other.check(expression));
            const ra = `${canonicalResult(a)} @${a.error?.offset}`;
            const rb = `${canonicalResult(b)} @${b.error?.offset}`;
            if (ra !== rb) differences.push(`${input.name} \${${expression}}\n    shared:   ${ra}\n    separate: ${rb}`);
            if (checkedShared !== checkedTransient || checkedAfter !== checkedTransient)
              differences.push(
                `${input.name} \${${expression}} check\n    shared: ${checkedShared}\n    after:  ${checkedAfter}\n    alone:  ${checkedTransient}`,
              );
          }
        }
      }
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    console.log(`shared programs: ${compared} expressions, ${differences.length} differences`);
    for (const d of differences.slice(0, 20)) console.log(`  ${d}`);
    expect(compared).toBeGreaterThanOrEqual(2000);
    expect(differences).toEqual([]);
  });
});
