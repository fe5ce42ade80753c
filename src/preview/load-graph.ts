/**
 * Preview step 1: the graph to walk. ConfigData is compiled (keeping the compiled nodes,
 * whose `provenance` says which ConfigData field set which template field); an RGD is
 * read and checked with the same phases as `rgdc check`. Check errors stop the preview:
 * kro would not accept the RGD. Check warnings are left to `rgdc check`.
 */
import { DEFAULT_KRO_RELEASE, type KroRelease } from '../kro/releases/index.js';
import { reportMinKro } from '../kro/releases/min-kro.js';
import { checkDocument } from '../kro/check-document.js';
import { annotatedTarget, documentFeatureGates } from '../targets/document-target.js';
import type { KroFeatureGates } from '../targets/feature-gates.js';
import { isRgdDocument } from '../kro/shape/index.js';
import type { SchemaResolver } from '../kro/types.js';
import { buildRgdEnvironment } from '../kro/type-check/environment.js';
import { compile } from '../compiler/compile.js';
import { loadYaml, type LoadedDocument } from '../source/index.js';
import type { Diagnostic, DiagnosticSink } from '../diagnostics/diagnostic.js';
import { createCollector } from '../diagnostics/diagnostic.js';
import { fileSpan, makeDiagnostic } from '../diagnostics/report.js';
import { createTemplateValidator, type TemplateValidator } from '../kube/openapi-validator.js';
import { builtinSchemasFor } from '../targets/catalog.js';
import { DEFAULT_TARGET } from '../targets/profiles.js';
import type { TargetProfile } from '../targets/types.js';
import type { GraphSource, PreviewFile, PreviewGraph } from './types.js';
import { isRecord } from '../util/records.js';
import { isConfigDataDocument } from '../configdata/document-kind.js';

const DEFAULT_GROUP = 'kro.run';

/** The loaded graph, plus the RGD text compiled from ConfigData (for code frames). */
export interface LoadedGraph {
  readonly graph?: PreviewGraph;
  readonly generated?: PreviewFile;
}

/**
 * Reads the input into a walkable graph; undefined `graph` when it cannot be previewed.
 * `evaluateOnce`: the graph previews one instance, each expression evaluated once, so its
 * programs are not kept from check to evaluation (`cel/programs.ts` `evaluateOnceIn`).
 */
export function loadGraph(
  input: PreviewFile,
  target: TargetProfile | undefined,
  schemas: SchemaResolver | undefined,
  report: DiagnosticSink,
  featureGates?: KroFeatureGates,
  evaluateOnce = false,
  kro: KroRelease = DEFAULT_KRO_RELEASE,
): LoadedGraph {
  const probe = createCollector();
  const loaded = loadYaml(input.file, input.source, probe.report);
  if (probe.hasErrors()) {
    probe.diagnostics.forEach(report);
    return {};
  }
  const first = loaded.documents.find((d) => d.value !== null && d.value !== undefined);
  if (first && isConfigDataDocument(first.value)) return loadConfigData(input, target, report, featureGates, evaluateOnce, kro);
  const rgds = loaded.documents.filter((d) => isRgdDocument(d.value));
  if (rgds.length !== 1) {
    const message =
      rgds.length === 0
        ? `${loaded.file} holds neither a ConfigData (apiVersion: rgdc/v1alpha1) nor a ResourceGraphDefinition`
        : `${loaded.file} holds ${rgds.length} ResourceGraphDefinitions; preview takes one`;
    // Nothing to preview is an error: exit 0 would tell a script the preview succeeded.
    report(
      makeDiagnostic('rgd_not_rgd', rgds[1]?.locate([]) ?? fileSpan(loaded.file), '', message, {
        severity: 'error',
        hint: 'Give rgdc preview one ConfigData (apiVersion: rgdc/v1alpha1) or one file with a single ResourceGraphDefinition.',
      }),
    );
    return {};
  }
  // Without --target, the profile the RGD was compiled for (rgdc.dev/target), as `rgdc
  // check` does; an RGD without the annotation is read for the default.
  const annotated = annotatedTarget(rgds[0]!, report);
  const profile = target ?? annotated ?? DEFAULT_TARGET;
  const gates = documentFeatureGates(rgds[0]!, featureGates, report, kro);
  reportMinKro(rgds[0]!, kro, report);
  const graph = readRgd(rgds[0]!, profile, {}, schemas ?? builtinSchemasFor(profile), gates, report, evaluateOnce, kro);
  return graph ? { graph } : {};
}

function loadConfigData(
  input: PreviewFile,
  target: TargetProfile | undefined,
  report: DiagnosticSink,
  featureGates: KroFeatureGates | undefined,
  evaluateOnce: boolean,
  kro: KroRelease,
): LoadedGraph {
  const compiled = compile({
    file: input.file,
    source: input.source,
    selfCheck: false,
    kro,
    ...(target ? { target } : {}),
    ...(featureGates ? { featureGates } : {}),
  });
  compiled.diagnostics.forEach(report);
  const text = compiled.output?.files.rgd;
  if (!compiled.ok || !text || !compiled.graph) return {};
  const generated = { file: `${input.file === '-' ? '<stdin>' : input.file} (compiled RGD)`, source: text };
  const probe = createCollector();
  const loaded = loadYaml(generated.file, text, probe.report);
  const document = loaded.documents[0];
  probe.diagnostics.forEach(report);
  if (!document) return { generated };
  const source: GraphSource = {
    configData: compiled.graph.analysis.document,
    compiledNodes: new Map(compiled.graph.nodes.map((n) => [n.id, n])),
    ocmRoles: new Map(compiled.graph.analysis.ocmResources.map((use) => [use.id, use.role])),
  };
  // Checked (and typed) with the schemas `rgdc check` uses for it: the built-in catalog
  // with the OCM schemas of the target's OCM controller. Preview then evaluates in the
  // environments that check typed with.
  const profile = compiled.graph.profile;
  const graph = readRgd(document, profile, source, builtinSchemasFor(profile), compiled.graph.featureGates, report, evaluateOnce, kro);
  return graph ? { graph, generated } : { generated };
}

/**
 * One template validator for every graph this process loads: it compiles each kind's
 * schema once (keyed by the schema object, and the built-in catalog's objects are shared),
 * so `rgdc diff`, which loads two graphs of mostly the same kinds, compiles them once.
 */
let sharedValidator: TemplateValidator | undefined;
const templateValidator = (): TemplateValidator => (sharedValidator ??= createTemplateValidator());

function readRgd(
  document: LoadedDocument,
  target: TargetProfile,
  source: GraphSource,
  schemas: SchemaResolver | undefined,
  featureGates: KroFeatureGates,
  report: DiagnosticSink,
  evaluateOnce: boolean,
  kro: KroRelease,
): PreviewGraph | undefined {
  const sink = createCollector();
  // Preview evaluates what check typed, in the same environments: check keeps the programs
  // (for one instance, only those evaluated more than once).
  const checked = checkDocument(document, schemas, templateValidator, sink.report, { featureGates, kro, keepPrograms: true, evaluateOnce });
  const isError = (d: Diagnostic) => d.severity === 'error';
  // Typing left for after the walk (one instance) is run now when there is no walk: its
  // errors belong with the others, as `rgdc check` reports them.
  if (checked?.deferredTyping && sink.diagnostics.some(isError)) checked.deferredTyping.finish();
  const errors = sink.diagnostics.filter(isError);
  errors.forEach(report);
  if (!checked || errors.length > 0) return undefined;
  const deferred = checked.deferredTyping;
  let typeErrors: readonly Diagnostic[] | undefined;
  const root = document.value as Record<string, unknown>;
  const metadata = isRecord(root.metadata) ? root.metadata : {};
  const schema = (root.spec as Record<string, unknown>).schema as Record<string, unknown>;
  const group = typeof schema.group === 'string' && schema.group !== '' ? schema.group : DEFAULT_GROUP;
  const version = String(schema.apiVersion ?? '');
  return {
    checked,
    // checkDocument types expressions (and so builds the environments) unless told not to.
    environment: checked.environment ?? buildRgdEnvironment(checked.model, checked.specSchema, checked.expressions, schemas),
    name: checked.model.name,
    ...(typeof metadata.uid === 'string' ? { uid: metadata.uid } : {}),
    instanceApiVersion: `${group}/${version}`,
    group,
    version,
    kind: String(schema.kind ?? ''),
    source,
    target,
    kro,
    ...(deferred
      ? {
          finishTyping: () => {
            if (typeErrors === undefined) {
              const from = sink.diagnostics.length;
              deferred.finish();
              typeErrors = sink.diagnostics.slice(from).filter(isError);
            }
            return typeErrors;
          },
        }
      : {}),
  };
}
