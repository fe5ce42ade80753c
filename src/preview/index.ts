/**
 * `preview`: what kro (and the controllers after it) would make of one instance, without
 * a cluster. Only orchestrates the steps (see `types.ts`): load the graph → read the
 * instance → read the upstream inputs → walk the graph → project the instance status →
 * explain. Pure and deterministic; never throws for bad input.
 *
 * @example
 * const result = preview({ input: { file: 'configdata.yaml', source }, instance: { file: 'instance.yaml', source: inst }, component: { file: 'cd.yaml', source: cd } });
 * process.stdout.write(renderPreview(result.objects, result.instance, undefined));
 */
import { toCelValue } from '../cel/evaluate.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { parse } from 'yaml';
import { fastLoad } from '../source/fast-load.js';
import { createCollector, sortDiagnostics } from '../diagnostics/diagnostic.js';
import { internalError } from '../diagnostics/internal-error.js';
import { fileSpan, makeDiagnostic } from '../diagnostics/report.js';
import { builtinSchemas } from '../targets/catalog.js';
import { instanceProvenance, objectProvenance } from './explain.js';
import { readInstance } from './instance/index.js';
import { loadGraph } from './load-graph.js';
import { objectKey } from './output.js';
import type { ObjectProvenance, PreviewFile, PreviewGraph, PreviewOptions, PreviewResult } from './types.js';
import { parseStatusOverride, readComponentDescriptors, readExternals, type StatusOverride } from './upstream/index.js';
import { walkGraph } from './walk/index.js';
import { instanceLabels, KRO_FINALIZER, mergeLabels } from './walk/labels.js';
import { projectStatus } from './walk/status.js';

export { renderPreview, objectKey } from './output.js';
export { describeOrigin } from './explain.js';
export type { FieldOrigin, NodeOutcome, ObjectProvenance, PreviewedObject, PreviewFile, PreviewOptions, PreviewResult } from './types.js';

/** Options of {@link preview} that only the library offers. */
export interface PreviewRunOptions extends PreviewOptions {
  /** Compute `provenance` (`--explain`); off by default, as it costs a walk over every field. */
  readonly explain?: boolean;
}

/**
 * Previews one instance of an RGD (or of the RGD a ConfigData compiles to). Every problem
 * is a diagnostic; `ok` is false when any is an error.
 */
export function preview(options: PreviewRunOptions): PreviewResult {
  return loadPreviewer(options, true).run(options.instance);
}

/** A loaded graph that previews many instances (`rgdc diff --instances`): the RGD is compiled and checked once. */
export interface Previewer {
  /** The graph, when it loaded without errors. */
  readonly graph?: PreviewGraph;
  /** Problems found while loading the graph and the upstream inputs (also in every run's diagnostics). */
  readonly diagnostics: readonly Diagnostic[];
  /** The RGD text compiled from ConfigData, for code frames. */
  readonly generated: readonly PreviewFile[];
  run(instance: PreviewFile): PreviewResult;
}

/** Loads the graph and the upstream inputs of `options` once, for {@link Previewer.run} per instance. */
export function createPreviewer(options: Omit<PreviewRunOptions, 'instance'>): Previewer {
  return loadPreviewer(options, false);
}

/** {@link createPreviewer}; `once`: it will run one instance (see `load-graph.ts` `evaluateOnce`). */
function loadPreviewer(options: Omit<PreviewRunOptions, 'instance'>, once: boolean): Previewer {
  const setup = createCollector();
  /** How many of `setup`'s diagnostics came from loading the graph (the rest from the upstream inputs). */
  let loadDiagnostics = 0;
  let generated: { file: string; source: string }[] = [];
  let prepared:
    | {
        graph: PreviewGraph;
        schemas: NonNullable<PreviewOptions['schemas']>;
        components: ReturnType<typeof readComponentDescriptors> | undefined;
        externals: ReturnType<typeof readExternals>;
        overrides: StatusOverride[];
      }
    | undefined;
  try {
    const schemas = options.schemas ?? builtinSchemas();
    // Without explicit schemas, loadGraph picks the built-in ones for the RGD's target.
    const loaded = loadGraph(options.input, options.target, options.schemas, setup.report, options.featureGates, once, options.kro);
    generated = loaded.generated ? [loaded.generated] : [];
    loadDiagnostics = setup.diagnostics.length;
    const graph = loaded.graph;
    if (graph) {
      const components = options.components ?? (options.component ? readComponentDescriptors(options.component, setup.report) : undefined);
      const externals = readExternals(options.externals ?? [], setup.report);
      const overrides = readOverrides(options.status ?? [], graph, setup.report);
      prepared = { graph, schemas, components, externals, overrides };
    }
  } catch (error) {
    setup.report(internalError(options.input.file, error));
  }
  return {
    ...(prepared && !setup.hasErrors() ? { graph: prepared.graph } : {}),
    diagnostics: sortDiagnostics(setup.diagnostics),
    generated,
    run(instanceFile) {
      const result = previewInstance(instanceFile);
      // Typing check left for after the walk (one instance): its errors replace the preview,
      // as they would have stopped it before the walk (`load-graph.ts`). The upstream inputs
      // were not read then either.
      let typeErrors: readonly Diagnostic[];
      try {
        typeErrors = prepared?.graph.finishTyping?.() ?? [];
      } catch (error) {
        typeErrors = [internalError(options.input.file, error)];
      }
      if (typeErrors.length === 0) return result;
      const failed = createCollector();
      setup.diagnostics.slice(0, loadDiagnostics).forEach(failed.report);
      typeErrors.forEach(failed.report);
      return { ok: false, diagnostics: sortDiagnostics(failed.diagnostics), ...nothingPreviewed(), generated };
    },
  };

  function previewInstance(instanceFile: PreviewFile): PreviewResult {
    const sink = createCollector();
    setup.diagnostics.forEach(sink.report);
    const done = (extra: Partial<PreviewResult> = {}): PreviewResult => ({
      ok: !sink.hasErrors(),
      diagnostics: sortDiagnostics(sink.diagnostics),
      ...nothingPreviewed(),
      generated,
      ...extra,
    });
    if (!prepared) return done();
    try {
      const { graph, schemas, components, externals, overrides } = prepared;
      const stored = readInstance(instanceFile, graph, sink.report);
      if (!stored || sink.hasErrors()) return done();

      const instanceSchema = { type: 'object', properties: { spec: graph.checked.specSchema } };
      const counter = { expressions: 0 };
      const walk = walkGraph({
        graph,
        instance: stored,
        environments: graph.environment,
        schema: toCelValue(stored.object, instanceSchema),
        components,
        externals,
        overrides,
        scopeOf: (apiVersion, kind) => schemas.lookup(apiVersion, kind)?.scope as 'Namespaced' | 'Cluster' | undefined,
        counter,
        report: sink.report,
        strict: options.strict === true,
      });
      const projected = projectStatus(graph, graph.environment, walk.bindings, walk.nodes, counter, sink.report);
      const instance = storedWithStatus(stored.object, graph, stored, projected.status);
      const objects = walk.objects.map(({ facts: _facts, ...object }) => object);
      const provenance: Record<string, ObjectProvenance> = {};
      if (options.explain) {
        for (const walked of walk.objects) provenance[objectKey(walked)] = objectProvenance(walked, graph);
        provenance.instance = instanceProvenance(instance, stored, projected);
      }
      return done({ objects, instance, provenance, nodes: walk.nodes, expressions: counter.expressions });
    } catch (error) {
      sink.report(internalError(instanceFile.file, error));
      return done();
    }
  }
}

/** The parts of a result that stopped before anything was previewed. */
function nothingPreviewed(): Pick<PreviewResult, 'objects' | 'provenance' | 'nodes' | 'expressions'> {
  return { objects: [], provenance: {}, nodes: [], expressions: 0 };
}

/** The instance with kro's labels and finalizer, and the projected status. */
function storedWithStatus(
  object: Record<string, unknown>,
  graph: PreviewGraph,
  stored: Parameters<typeof instanceLabels>[0],
  status: Record<string, unknown>,
): Record<string, unknown> {
  const metadata = { ...(object.metadata as Record<string, unknown>) };
  metadata.labels = mergeLabels(metadata.labels, instanceLabels(stored, graph));
  const finalizers = Array.isArray(metadata.finalizers) ? (metadata.finalizers as unknown[]) : [];
  metadata.finalizers = finalizers.includes(KRO_FINALIZER) ? finalizers : [...finalizers, KRO_FINALIZER];
  return { ...object, metadata, status };
}

function readOverrides(texts: readonly string[], graph: PreviewGraph, report: (d: ReturnType<typeof makeDiagnostic>) => void): StatusOverride[] {
  const ids = new Set(graph.checked.model.resources.map((r) => r.id));
  const out: StatusOverride[] = [];
  for (const text of texts) {
    const parsed = parseStatusOverride(text);
    if ('error' in parsed) report(makeDiagnostic('preview_invalid_override', fileSpan('--status'), '', parsed.error));
    else if (!ids.has(parsed.id))
      report(
        makeDiagnostic(
          'preview_invalid_override',
          fileSpan('--status'),
          '',
          `--status ${JSON.stringify(text)}: the RGD has no resource "${parsed.id}" (ids: ${[...ids].join(', ')})`,
        ),
      );
    else out.push(parsed);
  }
  return out;
}

/**
 * Previews a generated RGD with an instance holding only `metadata.name` (every other
 * field from defaults) and a component descriptor listing every OCM resource the RGD's
 * `Resource` objects name (as OCI images), and reports how many expressions were
 * evaluated in how many milliseconds of wall time and of this process's CPU time (`npm run
 * bench`).
 */
export function benchPreview(rgdText: string): { expressions: number; ms: number; cpuMs: number } {
  // The RGD is rgdc's own output, which the load phase's fast reader reads (yaml.parse
  // of a 4,000-resource RGD peaks at ~217 MB RSS, which the process keeps: ~75 MB this
  // way). Otherwise no duplicate keys to look for (the `yaml` library's check compares
  // every pair of keys of a map, quadratic in the 4,000-field spec).
  const fast = fastLoad(rgdText);
  const rgd = (fast && 'value' in fast ? fast.value : parse(rgdText, { uniqueKeys: false })) as {
    spec: {
      schema: { apiVersion: string; kind: string; group?: string };
      resources: { template?: { kind?: string; spec?: { component?: string; resource?: { byReference?: { resource?: { name?: unknown } } } } } }[];
    };
  };
  const { schema } = rgd.spec;
  const instance = `apiVersion: ${schema.group ?? 'kro.run'}/${schema.apiVersion}\nkind: ${schema.kind}\nmetadata:\n  name: bench\n`;
  const templates = rgd.spec.resources.map((r) => r.template ?? {});
  const component = templates.find((t) => t.kind === 'Component')?.spec?.component ?? 'acme.org/bench';
  const names = templates.filter((t) => t.kind === 'Resource').map((t) => String(t.spec?.resource?.byReference?.resource?.name ?? ''));
  const digest = `sha256:${'0'.repeat(64)}`;
  const descriptor = {
    meta: { schemaVersion: 'v2' },
    component: {
      name: component,
      version: '1.0.0',
      provider: { name: 'bench' },
      repositoryContexts: [],
      sources: [],
      componentReferences: [],
      resources: names.map((name) => ({
        name,
        version: '1.0.0',
        type: 'ociImage',
        relation: 'external',
        access: { type: 'ociArtifact', imageReference: `ghcr.io/bench/${name}:1.0.0@${digest}` },
      })),
    },
  };
  const start = performance.now();
  const startCpu = process.cpuUsage();
  const result = preview({
    input: { file: 'bench.rgd.yaml', source: rgdText },
    instance: { file: 'bench.instance.yaml', source: instance },
    component: { file: 'bench.component.yaml', source: JSON.stringify(descriptor) },
  });
  const cpu = process.cpuUsage(startCpu);
  return { expressions: result.expressions, ms: performance.now() - start, cpuMs: (cpu.user + cpu.system) / 1000 };
}
