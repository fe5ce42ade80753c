/**
 * `check`: kro's admission rules applied offline to RGD files (and to ConfigData, which is
 * compiled first). Only orchestrates the phases, in kro's order: shape → names → instance
 * schema → expressions and references → graph → templates.
 */
import { DEFAULT_KRO_RELEASE, type KroRelease } from '../kro/releases/index.js';
import { reportMinKro } from '../kro/releases/min-kro.js';
import { compile } from '../compiler/compile.js';
import { loadYaml, type LoadedDocument } from '../source/index.js';
import { createCollector, sortDiagnostics, type DiagnosticSink } from '../diagnostics/diagnostic.js';
import { internalError } from '../diagnostics/internal-error.js';
import { fileSpan, makeDiagnostic } from '../diagnostics/report.js';
import { createTemplateValidator, type TemplateValidator } from '../kube/openapi-validator.js';
import { isRgdDocument } from '../kro/shape/index.js';
import { checkDocument } from '../kro/check-document.js';
import { checkInstance, InstanceApis } from './instances.js';

export type { CheckedDocument } from '../kro/document.js';
import type { TargetProfile } from '../targets/types.js';
import type { CheckedRgd, CheckOptions, CheckResult, SchemaResolver } from '../kro/types.js';
import { isRecord } from '../util/records.js';
import { annotatedTarget, documentFeatureGates } from '../targets/document-target.js';
import type { KroFeatureGates } from '../targets/feature-gates.js';
import { isConfigDataDocument } from '../configdata/document-kind.js';

/** A file of the run: explicitly named, or found by walking a folder (`walked`). */
export interface CheckInput {
  readonly file: string;
  readonly source: string;
  /**
   * Found by walking a folder (`rgdc check DIR`): a file that holds nothing rgdc checks
   * is skipped (listed in `skipped`), never an error, and a YAML file that does not parse
   * is skipped too unless it looks like an RGD or a ConfigData.
   */
  readonly walked?: boolean;
}

/** A walked file that held nothing to check, and why (for `--verbose`). */
export interface SkippedFile {
  readonly file: string;
  readonly reason: string;
}

/** The result of {@link check}, plus the text of RGDs compiled from ConfigData (for code frames). */
export interface CheckRunResult extends CheckResult {
  readonly generated: readonly { readonly file: string; readonly source: string }[];
  /**
   * RGD documents checked, those with errors included; a ConfigData counts as the one RGD
   * it compiles to, even when it does not compile (for the CLI's summary line).
   */
  readonly rgdCount: number;
  /** Instances of the run's RGDs validated against their instance API, invalid ones included. */
  readonly instanceCount: number;
  /** Walked files that held nothing to check, in input order. */
  readonly skipped: readonly SkippedFile[];
}

/** Documents of a file that are neither RGD nor ConfigData, matched against instance APIs once every RGD is known. */
interface Pending {
  readonly file: string;
  readonly walked: boolean;
  /** The file held an RGD or ConfigData (then unmatched documents are only noted). */
  readonly checked: boolean;
  readonly documents: readonly LoadedDocument[];
}

/** State of one run, shared by the files. */
interface Run {
  readonly report: DiagnosticSink;
  readonly results: CheckedRgd[];
  readonly generated: { file: string; source: string }[];
  readonly apis: InstanceApis;
  readonly pending: Pending[];
}

/**
 * Checks every RGD document of every file, then validates the documents that are
 * instances of those RGDs. Never throws for bad input: every problem is a diagnostic,
 * sorted by file and position.
 *
 * @example
 * const result = check({ files: [{ file: 'rgd.yaml', source: text }], schemas: crds });
 * result.ok; // false when any error was found
 */
export function check(options: CheckOptions & { readonly files: readonly CheckInput[] }): CheckRunResult {
  const sink = createCollector();
  const run: Run = { report: sink.report, results: [], generated: [], apis: new InstanceApis(), pending: [] };
  const skipped: SkippedFile[] = [];
  let validator: TemplateValidator | undefined;
  const getValidator = () => (validator ??= options.templateValidator ?? createTemplateValidator());
  let rgdCount = 0;
  for (const input of options.files) {
    try {
      const schemasFor = options.schemasFor ?? (() => options.schemas);
      const counted = checkFile(input, schemasFor, getValidator, run, options.types !== false, options.target, options.featureGates, options.kro);
      if (typeof counted === 'number') rgdCount += counted;
      else skipped.push(counted);
    } catch (error) {
      sink.report(internalError(input.file, error));
    }
  }
  let instanceCount = 0;
  for (const pending of run.pending) {
    try {
      const outcome = checkPending(pending, run);
      instanceCount += outcome.instances;
      if (outcome.skipped) skipped.push(outcome.skipped);
    } catch (error) {
      sink.report(internalError(pending.file, error));
    }
  }
  // Skipped files in input order (a file can be skipped in either pass).
  const order = new Map(options.files.map((f, i) => [f.file === '-' ? '<stdin>' : f.file, i]));
  skipped.sort((a, b) => (order.get(a.file) ?? 0) - (order.get(b.file) ?? 0));
  return {
    ok: !sink.hasErrors(),
    diagnostics: sortDiagnostics(sink.diagnostics),
    results: run.results,
    generated: run.generated,
    rgdCount,
    instanceCount,
    skipped,
  };
}

/** An apiVersion line of an RGD or a ConfigData: a walked file with it is reported even when it does not parse. */
const RGDC_INPUT = /^\s*apiVersion:\s*["']?(?:kro\.run\/|rgdc\/v1alpha1)/m;

/** Checks one file's RGDs (or its ConfigData); returns how many RGDs, or why a walked file was skipped. */
function checkFile(
  input: CheckInput,
  schemasFor: (document: LoadedDocument) => SchemaResolver | undefined,
  validator: () => TemplateValidator,
  run: Run,
  types: boolean,
  target?: TargetProfile,
  featureGates?: KroFeatureGates,
  kro: KroRelease = DEFAULT_KRO_RELEASE,
): number | SkippedFile {
  const { file, source } = input;
  const walked = input.walked === true;
  const { report } = run;
  const problems = createCollector();
  const loaded = loadYaml(file, source, problems.report);
  // A walked file that is not YAML (a Helm template with `{{ }}`) is not rgdc's to judge.
  if (walked && problems.hasErrors() && !RGDC_INPUT.test(source))
    return { file: loaded.file, reason: 'not YAML that rgdc reads (a template?), and not an RGD or ConfigData' };
  problems.diagnostics.forEach(report);
  const documents = loaded.documents.filter((d) => d.value !== null && d.value !== undefined);
  if (documents.some((d) => isConfigDataDocument(d.value))) {
    const compiled = compile({ file, source, selfCheck: false, kro, ...(target ? { target } : {}), ...(featureGates ? { featureGates } : {}) });
    compiled.diagnostics.forEach(report);
    const rgd = compiled.output?.files.rgd;
    if (!rgd) return 1;
    const name = `${loaded.file} (compiled RGD)`;
    run.generated.push({ file: name, source: rgd });
    // The compiled RGD records the gates it was compiled for: read back from its annotation.
    checkFile({ file: name, source: rgd }, schemasFor, validator, run, types, undefined, undefined, kro);
    return 1;
  }
  const rgds = documents.filter((d) => isRgdDocument(d.value));
  const others = documents.filter((d) => !isRgdDocument(d.value));
  if (documents.length === 0 && walked && !problems.hasErrors()) return { file: loaded.file, reason: 'holds no YAML document' };
  if (!walked && rgds.length === 0 && others.length === 0 && loaded.documents.length > 0) {
    report(
      makeDiagnostic('rgd_not_rgd', fileSpan(loaded.file), '', `${loaded.file} holds no ResourceGraphDefinition (apiVersion: kro.run/v1alpha1)`, {
        severity: 'error',
      }),
    );
    return 0;
  }
  if (others.length > 0) run.pending.push({ file: loaded.file, walked, checked: rgds.length > 0, documents: others });
  for (const document of rgds) {
    annotatedTarget(document, report);
    const gates = documentFeatureGates(document, featureGates, report, kro);
    reportMinKro(document, kro, report);
    const checked = checkDocument(document, schemasFor(document), validator, report, { types, featureGates: gates, kro });
    if (!checked) continue;
    run.apis.add(checked, loaded.file);
    run.results.push({ file: loaded.file, name: checked.model.name, topologicalOrder: checked.graph.topologicalOrder, nodes: checked.graph.nodes });
  }
  return rgds.length;
}

/**
 * The documents of a file that are not RGDs, once every RGD of the run is known:
 * instances of those RGDs are validated; the rest are noted (a file named on the command
 * line that holds no RGD at all is an error, as it always was) or, walked, skipped.
 */
function checkPending(pending: Pending, run: Run): { instances: number; skipped?: SkippedFile } {
  const { file, walked, documents } = pending;
  const unmatched: LoadedDocument[] = [];
  let instances = 0;
  for (const document of documents) {
    const match = run.apis.of(document.value, file);
    if (!match) {
      unmatched.push(document);
      continue;
    }
    if ('ambiguous' in match) {
      const kind = describeKind(document.value);
      run.report(
        makeDiagnostic(
          'rgd_instance_ambiguous',
          document.locate(['kind']),
          'kind',
          `${kind} is the instance API of ${match.ambiguous.length} RGDs of this run, none nearer this file than the others (${match.ambiguous.join(', ')}): the instance is not validated`,
        ),
      );
      continue;
    }
    instances++;
    checkInstance(document, match.api, run.report);
  }
  if (unmatched.length === 0) return { instances };
  if (walked) {
    if (pending.checked || instances > 0) return { instances };
    const kinds = [...new Set(unmatched.map((d) => describeSkipped(d.value)))];
    return { instances, skipped: { file, reason: `${kinds.join(', ')}: not an RGD, a ConfigData or an instance of an RGD of this run` } };
  }
  if (!pending.checked && instances === 0) {
    run.report(
      makeDiagnostic('rgd_not_rgd', fileSpan(file), '', `${file} holds no ResourceGraphDefinition (apiVersion: kro.run/v1alpha1)`, { severity: 'error' }),
    );
    return { instances };
  }
  for (const document of unmatched)
    run.report(
      makeDiagnostic(
        'rgd_not_rgd',
        document.locate([]),
        '',
        `document ${document.index + 1} is ${describeKind(document.value)}, not a ResourceGraphDefinition; skipped`,
      ),
    );
  return { instances };
}

/** What a skipped document is, for the `--verbose` line. */
function describeSkipped(value: unknown): string {
  if (isRecord(value) && value.apiVersion === undefined && value.kind === undefined) return 'a YAML map without apiVersion and kind';
  return describeKind(value);
}

function describeKind(value: unknown): string {
  if (!isRecord(value)) return 'not a Kubernetes object';
  return `${String(value.kind ?? 'an object without kind')} (${String(value.apiVersion ?? 'no apiVersion')})`;
}
