/**
 * kro's rules for what one expression may read and call, by where it sits. Returns the
 * resources it depends on and the forEach iterators it uses.
 */
import type { DiagnosticCode } from '../../diagnostics/codes.js';
import { isKnownFunction, TYPE_IDENTIFIERS } from '../functions.js';
import { KRO_RELEASES, type KroRelease } from '../releases/index.js';
import type { ExpressionSite, RgdModel } from '../types.js';
import type { KroFeatureGates } from '../../targets/feature-gates.js';
import type { ExpressionUses, IdentifierUse } from './walk.js';

/** Names in scope for one RGD. */
export interface ScopeInfo {
  readonly model: RgdModel;
  /** The kro controller's feature gates the RGD is checked for (`omit()` needs `CELOmitFunction`). */
  readonly featureGates: KroFeatureGates;
  /** The kro release the RGD is checked for (its functions, its scanner). */
  readonly release: KroRelease;
  /** Resource id → index of its first declaration. */
  readonly ids: ReadonlyMap<string, number>;
  /** Iterator name → id of the resource declaring it. */
  readonly iteratorOwners: ReadonlyMap<string, string>;
  /** Every declared variable name (ids, iterators, `schema`, `each`). */
  readonly variables: ReadonlySet<string>;
}

export type At = (code: DiagnosticCode, start: number, end: number, message: string) => void;

/** What an expression reads. */
export interface UseSummary {
  readonly resources: readonly string[];
  readonly iterators: readonly string[];
}

/** Applies the identifier and function rules to one parsed expression. */
export function checkUses(site: ExpressionSite, standalone: boolean, uses: ExpressionUses, scope: ScopeInfo, at: At): UseSummary {
  const owner = site.resource === undefined ? undefined : scope.model.resources[site.resource];
  const ownId = owner?.id;
  const ownIterators = new Set(owner?.forEach.map(([name]) => name) ?? []);
  const collection = (owner?.forEach.length ?? 0) > 0;
  const resources: string[] = [];
  const iterators: string[] = [];
  let readsSomething = false;

  for (const use of uses.identifiers) {
    const { name } = use;
    if (name === 'schema') {
      readsSomething = true;
      if (use.fields[0] === 'status')
        at(
          'cel_status_reference',
          use.start,
          use.end,
          `${pathOf(use)}: schema.status cannot be referenced; only schema.spec and schema.metadata are available`,
        );
      if (site.context === 'readyWhen') at('cel_readywhen_reference', use.start, use.end, readyWhenMessage(ownId, collection, name));
      continue;
    }
    if (scope.ids.has(name)) {
      readsSomething = true;
      if (site.context === 'readyWhen') {
        if (collection || name !== ownId) at('cel_readywhen_reference', use.start, use.end, readyWhenMessage(ownId, collection, name));
        continue;
      }
      if (site.context === 'status' || site.context === 'statusCondition') continue;
      if (name === ownId) {
        at(
          'graph_self_reference',
          use.start,
          use.end,
          `resource ${JSON.stringify(ownId)} refers to itself in ${site.context}; only readyWhen may read the resource itself`,
        );
        continue;
      }
      if (!resources.includes(name)) resources.push(name);
      continue;
    }
    if (ownIterators.has(name)) {
      if (site.context === 'template') {
        if (!iterators.includes(name)) iterators.push(name);
      } else {
        at(
          'cel_iterator_reference',
          use.start,
          use.end,
          `forEach iterator ${JSON.stringify(name)} cannot be used in ${site.context}: iterators are in scope only in the resource's template${site.context === 'forEach' ? ' (forEach iterators are independent: cartesian product)' : ''}`,
        );
      }
      continue;
    }
    if (name === 'each') {
      if (site.context !== 'readyWhen' || !collection)
        at('cel_each_misplaced', use.start, use.end, '`each` is only available in readyWhen of a forEach resource');
      continue;
    }
    if (name === 'runtime') {
      if (site.context !== 'statusCondition') at('cel_runtime_misplaced', use.start, use.end, '`runtime` is only available in schema.status.conditions');
      continue;
    }
    if (TYPE_IDENTIFIERS.has(name)) continue;
    const owned = scope.iteratorOwners.get(name);
    const note =
      owned !== undefined
        ? ` (${JSON.stringify(name)} is a forEach iterator of resource ${JSON.stringify(owned)}, in scope only in that resource's template)`
        : '';
    at('graph_unknown_reference', use.start, use.end, `references unknown identifiers: [${name}]${note}`);
  }

  for (const call of uses.functions) {
    if (!isKnownFunction(call.name, call.member)) {
      at('cel_unknown_function', call.start, call.end, `uses unknown functions: [${call.name}]`);
      continue;
    }
    if (scope.release.missingFunctions.has(call.name)) {
      const since = firstReleaseWith(call.name);
      at(
        'cel_unknown_function',
        call.start,
        call.end,
        `uses unknown functions: [${call.name}] (kro ${scope.release.name} has no ${call.name}()${since ? `; it is in kro ${since} and later` : ''})`,
      );
      continue;
    }
    if (call.name.startsWith('runtime.')) {
      readsSomething = true;
      if (site.context !== 'statusCondition') at('cel_runtime_misplaced', call.start, call.end, `${call.name}() is only available in schema.status.conditions`);
      continue;
    }
    if (call.name === 'omit' && !call.member) checkOmit(site, standalone, call.start, call.end, scope, at);
  }

  if ((site.context === 'status' || site.context === 'statusCondition') && !readsSomething) {
    at('cel_status_no_reference', 0, 0, 'instance status field must refer to a resource (or schema)');
  }
  return { resources, iterators };
}

function checkOmit(site: ExpressionSite, standalone: boolean, start: number, end: number, scope: ScopeInfo, at: At): void {
  if (site.context !== 'template') {
    at('cel_omit_misplaced', start, end, 'omit() can only be used in resource template expressions');
  } else if (!scope.featureGates.CELOmitFunction) {
    // kro's graph builder (extractDependencies) rejects every template omit() with the gate off.
    at('cel_omit_gate_disabled', start, end, 'omit() requires the CELOmitFunction feature gate to be enabled');
  } else if (!standalone) {
    at('cel_omit_misplaced', start, end, 'omit() can only be used in a standalone ${...} field, not inside a string template');
  } else if (site.fieldPath === 'metadata.name' || (site.fieldPath === 'metadata.namespace' && scope.model.scope === 'Cluster')) {
    at(
      'cel_omit_misplaced',
      start,
      end,
      `omit() cannot be used at path ${JSON.stringify(site.fieldPath)}: the field is required and must resolve to a concrete value`,
    );
  }
}

function readyWhenMessage(ownId: string | undefined, collection: boolean, name: string): string {
  const allowed = collection ? 'each' : (ownId ?? 'the resource itself');
  return `readyWhen references unknown identifiers: [${name}]; readyWhen may only refer to ${allowed}`;
}

function pathOf(use: IdentifierUse): string {
  return [use.name, ...use.fields].join('.');
}

/** The oldest release that declares `name`, if one does. */
function firstReleaseWith(name: string): string | undefined {
  return KRO_RELEASES.find((release) => !release.missingFunctions.has(name))?.name;
}
