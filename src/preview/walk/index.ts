/**
 * Preview step 4: the graph walk, in kro's topological order. Per resource:
 * 1. a dependency that was skipped skips it too (includeWhen is contagious); one that is
 *    not created or not ready yet makes it wait (kro creates dependents only then);
 * 2. `includeWhen`: all entries must be true, else the resource is skipped;
 * 3. `externalRef`: the matching `--external` object is read, or the resource waits;
 * 4. `forEach`: the template is filled once per item of the cartesian product;
 * 5. the template is filled (CEL), the namespace defaulted to the instance's for
 *    namespaced kinds, kro's labels added;
 * 6. upstream status is simulated, `--status` overrides applied on top;
 * 7. `readyWhen` is evaluated on the simulated object (`each` per item of a collection).
 * What the objects expose to later expressions is the simulated object.
 */
import type { RgdEnvironment } from '../../kro/type-check/environment.js';
import { toCelValue, type CelValue } from '../../cel/evaluate.js';
import { formatFieldPath } from '../../source/index.js';
import type { RgdResource } from '../../kro/types.js';
import type { DiagnosticSink } from '../../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../../diagnostics/report.js';
import type { StoredInstance } from '../instance/index.js';
import type { FieldPath, NodeOutcome, PreviewGraph } from '../types.js';
import { applyOverrides, FIRST_GENERATION, matchExternals, simulateStatus, type ComponentSet, type StatusOverride } from '../upstream/index.js';
import { reportComponentProblem, reportReferenceNotice } from './component-problem.js';
import { evaluateStandalone, evaluateTemplate, type EvaluationProblem, type ExpressionField, type TemplateScope } from './evaluate-template.js';
import { expandForEach } from './for-each.js';
import { mergeLabels, objectAnnotations, objectLabels } from './labels.js';

type Json = Record<string, unknown>;

/** What kro sets on an object read from `--external`: nothing. */
const NOTHING_SET = { labels: [], namespace: false } as const;

/** What the walk needs besides the graph and the instance. */
export interface WalkInputs {
  readonly graph: PreviewGraph;
  readonly instance: StoredInstance;
  /** The environments check typed the RGD in: expressions are evaluated in the same ones. */
  readonly environments: RgdEnvironment;
  /** The instance as CEL sees it (`schema`). */
  readonly schema: CelValue;
  readonly components: ComponentSet | undefined;
  readonly externals: readonly Json[];
  readonly overrides: readonly StatusOverride[];
  /** Scope of a kind; undefined when unknown (then namespaced). */
  scopeOf(apiVersion: string, kind: string): 'Namespaced' | 'Cluster' | undefined;
  readonly counter: { expressions: number };
  readonly report: DiagnosticSink;
  /** `--strict`: a component version outside the semver constraint fails the resource. */
  readonly strict?: boolean;
}

/** Facts about one printed object, for `--explain`. */
export interface ObjectFacts {
  readonly resourceIndex: number;
  readonly expressions: readonly ExpressionField[];
  /**
   * What kro set on the printed object: the label keys it added, and whether it defaulted
   * `metadata.namespace` (`explain.ts` turns them into paths: only `--explain` reads them,
   * and a path per label of every object was a good part of the walk's own work).
   */
  readonly kroSet: { readonly labels: readonly string[]; readonly annotations?: readonly string[]; readonly namespace: boolean };
  /** Where `status` came from, when simulated or read. */
  readonly statusNote?: string;
  readonly overridePaths: readonly FieldPath[];
}

/** One object of the walk. */
export interface WalkedObject {
  readonly id: string;
  readonly collectionIndex?: number;
  readonly external: boolean;
  readonly ready: boolean;
  readonly object: Json;
  readonly facts: ObjectFacts;
}

/** What the walk hands on to the status projection and the output. */
export interface WalkResult {
  readonly objects: readonly WalkedObject[];
  readonly nodes: readonly { readonly id: string; readonly outcome: NodeOutcome }[];
  /** Every variable an instance status expression may read. */
  readonly bindings: Readonly<Record<string, CelValue>>;
}

/** Walks the graph (see the module comment). */
export function walkGraph(inputs: WalkInputs): WalkResult {
  const { graph } = inputs;
  const model = graph.checked.model;
  const outcomes = new Map<string, NodeOutcome>();
  const bindings: Record<string, CelValue> = { schema: inputs.schema };
  const observed = new ObservedObjects();
  const objects: WalkedObject[] = [];
  const dependencies = new Map(graph.checked.graph.nodes.map((n) => [n.id, n.dependencies]));
  const resources = new Map(model.resources.map((r) => [r.id, r]));
  for (const id of graph.checked.graph.topologicalOrder) {
    const resource = resources.get(id);
    if (!resource) continue;
    const outcome = walkNode(resource, dependencies.get(id) ?? [], outcomes, bindings, observed, objects, inputs);
    outcomes.set(id, outcome);
  }
  return { objects, nodes: graph.checked.graph.topologicalOrder.map((id) => ({ id, outcome: outcomes.get(id) ?? 'pending' })), bindings };
}

function walkNode(
  resource: RgdResource,
  deps: readonly string[],
  outcomes: Map<string, NodeOutcome>,
  bindings: Record<string, CelValue>,
  observed: ObservedObjects,
  objects: WalkedObject[],
  inputs: WalkInputs,
): NodeOutcome {
  const id = resource.id!;
  const base: FieldPath = ['spec', 'resources', resource.index];
  if (deps.some((d) => outcomes.get(d) === 'skipped')) return 'skipped';
  if (deps.some((d) => !['created', 'external'].includes(outcomes.get(d) ?? 'pending'))) return 'pending';
  const scope: TemplateScope = { env: inputs.environments.base, bindings, counter: inputs.counter };
  const problem = (p: EvaluationProblem, at: FieldPath): NodeOutcome => reportProblem(inputs, id, p, at);

  for (const [i, entry] of resource.includeWhen.entries()) {
    const result = evaluateStandalone(String(entry), scope);
    if ('problem' in result) return problem(result.problem, [...base, 'includeWhen', i]);
    if (result.value !== true) return 'skipped';
  }

  const namespace = inputs.instance.namespace;
  const collection = resource.forEach.length > 0;
  const items: { object: Json; facts: Omit<ObjectFacts, 'statusNote' | 'overridePaths'>; index?: number }[] = [];
  if (resource.externalRef) {
    const filled = evaluateTemplate(resource.externalRef, scope);
    if ('problem' in filled) return problem(filled.problem, [...base, 'externalRef', ...filled.problem.path]);
    const ref = filled.value as Json;
    const found = matchExternals(inputs.externals, ref, namespace);
    if (!found.collection && found.objects.length === 0) {
      const meta = (ref.metadata ?? {}) as Json;
      inputs.report(
        makeDiagnostic(
          'preview_unresolved',
          model(inputs).document.locate([...base, 'externalRef']),
          formatFieldPath([...base, 'externalRef']),
          `${id}: the external ${String(ref.kind)} ${String(meta.namespace ?? namespace)}/${String(meta.name)} is not among the --external objects; kro would wait for it, so ${id} and what depends on it are not shown`,
        ),
      );
      return 'pending';
    }
    const overrides = inputs.overrides.filter((o) => o.id === id);
    const read = found.objects.map((object, i) => {
      const applied: FieldPath[] = [];
      const withOverrides = applyOverrides(
        object,
        overrides.filter((o) => o.index === undefined || o.index === i),
        applied,
      );
      return { object: withOverrides, applied };
    });
    read.forEach(({ object, applied }, i) => {
      observed.add(object);
      objects.push({
        id,
        external: true,
        ready: true,
        object,
        ...(found.collection ? { collectionIndex: i } : {}),
        facts: { resourceIndex: resource.index, expressions: [], kroSet: NOTHING_SET, statusNote: 'read from --external', overridePaths: applied },
      });
    });
    bindings[id] = found.collection ? read.map((r) => toCelValue(r.object)) : toCelValue(read[0]!.object);
    return checkReady(
      resource,
      found.collection,
      read.map((r) => r.object),
      objects,
      objects.length - read.length,
      bindings,
      inputs,
    )
      ? 'external'
      : 'not-ready';
  }

  const iterations = collection ? expandForEach(resource.forEach, scope) : { items: [{}] };
  if ('problem' in iterations) return problem(iterations.problem, [...base, 'forEach', iterations.dimension, resource.forEach[iterations.dimension]![0]]);
  const iteratorEnv = inputs.environments.template(resource.index);
  for (const [index, iterators] of iterations.items.entries()) {
    const filled = evaluateTemplate(resource.template, { env: iteratorEnv, bindings: withVariables(bindings, iterators), counter: inputs.counter });
    if ('problem' in filled) return problem(filled.problem, [...base, 'template', ...filled.problem.path]);
    const object = (filled.value ?? {}) as Json;
    const metadata: Json = { ...((object.metadata as Json | undefined) ?? {}) };
    let namespaceSet = false;
    const scopeOfKind = inputs.scopeOf(String(object.apiVersion ?? ''), String(object.kind ?? ''));
    if (scopeOfKind !== 'Cluster' && namespace !== '' && (typeof metadata.namespace !== 'string' || metadata.namespace === '')) {
      metadata.namespace = namespace;
      namespaceSet = true;
    }
    const labels = objectLabels(inputs.instance, inputs.graph, id, collection ? { index, size: iterations.items.length } : undefined);
    metadata.labels = mergeLabels(metadata.labels, labels);
    const annotations = objectAnnotations(inputs.graph, id);
    if (Object.keys(annotations).length > 0) metadata.annotations = mergeLabels(metadata.annotations, annotations);
    const kroSet = { labels: Object.keys(labels), annotations: Object.keys(annotations), namespace: namespaceSet };
    items.push({
      object: { ...object, metadata },
      facts: { resourceIndex: resource.index, expressions: filled.expressions, kroSet },
      ...(collection ? { index } : {}),
    });
  }

  const created: Json[] = [];
  const first = objects.length;
  let waiting = false;
  for (const item of items) {
    const metadata = item.object.metadata as Json;
    const itemNamespace = typeof metadata.namespace === 'string' ? metadata.namespace : '';
    const simulation = simulateStatus(item.object, itemNamespace, {
      components: inputs.components,
      target: inputs.graph.target,
      role: inputs.graph.source.ocmRoles?.get(id),
      find: (kind, name, ns) => observed.find(kind, name, ns),
    });
    // Without the template's own status (a copy without it: `delete` would leave the
    // object in dictionary mode, slower for every later read of it).
    const { status: _templateStatus, ...withoutStatus } = item.object;
    let object: Json = withoutStatus;
    let statusNote: string | undefined;
    if (simulation && 'status' in simulation) {
      object.status = simulation.status;
      statusNote = simulation.note;
      if (simulation.notice) reportReferenceNotice(inputs.graph, id, resource.index, simulation.notice, inputs.report);
    } else if (simulation && 'problem' in simulation) {
      if (reportComponentProblem(inputs.graph, inputs.instance, id, resource.index, simulation.problem, inputs.strict === true, inputs.report) === 'failed')
        return 'failed';
      waiting = true;
    } else if (simulation) {
      const failed = 'failed' in simulation;
      inputs.report(
        makeDiagnostic(
          failed ? 'preview_evaluation_failed' : 'preview_unresolved',
          model(inputs).document.locate([...base, 'template']),
          formatFieldPath([...base, 'template']),
          `${id}: ${failed ? simulation.failed : simulation.unresolved}`,
        ),
      );
      if (failed) return 'failed';
      waiting = true;
    }
    const applied: FieldPath[] = [];
    object = applyOverrides(
      object,
      inputs.overrides.filter((o) => o.id === id && (o.index === undefined || o.index === item.index)),
      applied,
    );
    const printed = object;
    const seen = { ...printed, metadata: { ...(printed.metadata as Json), generation: FIRST_GENERATION } };
    observed.add(seen);
    created.push(seen);
    objects.push({
      id,
      external: false,
      ready: !waiting,
      object: printed,
      ...(item.index !== undefined ? { collectionIndex: item.index } : {}),
      facts: { ...item.facts, ...(statusNote ? { statusNote } : {}), overridePaths: applied },
    });
  }
  bindings[id] = collection ? created.map((o) => toCelValue(o)) : toCelValue(created[0]);
  // Its controller's state is unknown (already reported): not ready, whatever readyWhen says.
  if (waiting) return 'not-ready';
  return checkReady(resource, collection, created, objects, first, bindings, inputs) ? 'created' : 'not-ready';
}

/** readyWhen on the simulated objects; marks not-ready objects and reports why. */
function checkReady(
  resource: RgdResource,
  collection: boolean,
  seen: readonly Json[],
  printed: WalkedObject[],
  first: number,
  bindings: Record<string, CelValue>,
  inputs: WalkInputs,
): boolean {
  if (resource.readyWhen.length === 0) return true;
  const id = resource.id!;
  const env = inputs.environments.readyWhen(resource.index);
  let allReady = true;
  seen.forEach((object, i) => {
    const scopeBindings = collection ? withVariables(bindings, { each: toCelValue(object) }) : bindings;
    for (const [j, entry] of resource.readyWhen.entries()) {
      const result = evaluateStandalone(String(entry), { env, bindings: scopeBindings, counter: inputs.counter });
      const path: FieldPath = ['spec', 'resources', resource.index, 'readyWhen', j];
      const where = collection ? `${id}[${i}]` : id;
      if ('problem' in result) {
        reportProblem(inputs, where, result.problem, path);
      } else if (result.value !== true) {
        inputs.report(
          makeDiagnostic(
            'preview_not_ready',
            model(inputs).document.locate(path),
            formatFieldPath(path),
            `${where} is not ready on the simulated state: ${String(entry)} is ${String(result.value)}; kro would not create what depends on ${id} yet`,
          ),
        );
      } else continue;
      allReady = false;
      const walked = printed[first + i];
      if (walked) printed[first + i] = { ...walked, ready: false };
      break;
    }
  });
  return allReady;
}

/**
 * `bindings` plus `variables` (iterators, `each`), without copying `bindings`: they stay
 * reachable through the prototype, which the evaluator reads (`cel/evaluate.ts`). A copy
 * per resource would cost O(resources) each, quadratic over the walk.
 */
function withVariables(bindings: Readonly<Record<string, CelValue>>, variables: Readonly<Record<string, CelValue>>): Readonly<Record<string, CelValue>> {
  // Defined, not assigned, as a spread would (a name like `__proto__` stays a property).
  for (const _ in variables) return Object.create(bindings, Object.getOwnPropertyDescriptors(variables)) as Record<string, CelValue>;
  return bindings;
}

/**
 * The objects the walk has created or read so far, found by kind, name and namespace
 * (the first one wins, as a scan in creation order would find it) without a scan per
 * lookup, which would be quadratic over the walk.
 */
class ObservedObjects {
  readonly #byIdentity = new Map<string, Json>();

  add(object: Json): void {
    const metadata = object.metadata as Json | undefined;
    // Only a string kind and name can be looked up (callers ask with strings).
    if (typeof object.kind !== 'string' || typeof metadata?.name !== 'string') return;
    const key = identity(object.kind, metadata.name, String(metadata.namespace ?? ''));
    if (!this.#byIdentity.has(key)) this.#byIdentity.set(key, object);
  }

  find(kind: string, name: string, namespace: string): Json | undefined {
    return this.#byIdentity.get(identity(kind, name, namespace));
  }
}

/** An unambiguous key (the lengths separate the parts, whatever characters they hold). */
function identity(kind: string, name: string, namespace: string): string {
  return `${kind.length}:${kind}${name.length}:${name}${namespace}`;
}

function reportProblem(inputs: WalkInputs, id: string, p: EvaluationProblem, at: FieldPath): NodeOutcome {
  const document = model(inputs).document;
  if (p.kind === 'unresolved') {
    inputs.report(
      makeDiagnostic(
        'preview_unresolved',
        document.locate(at),
        formatFieldPath(at),
        `${id}: \${${p.expression.trim()}} has no value yet (${p.message}); kro would wait, so ${id} and what depends on it are not shown`,
      ),
    );
    return 'pending';
  }
  inputs.report(makeDiagnostic('preview_evaluation_failed', document.locate(at), formatFieldPath(at), `${id}: \${${p.expression.trim()}} fails: ${p.message}`));
  return 'failed';
}

function model(inputs: WalkInputs) {
  return inputs.graph.checked.model;
}
