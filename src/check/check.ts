/**
 * `check`: kro's admission rules applied offline to RGD files (and to ConfigData, which is
 * compiled first). Only orchestrates the phases, in kro's order: shape → names → instance
 * schema → expressions and references → graph → templates.
 */
import { compile } from '../compiler/compile.js';
import { loadYaml, type LoadedDocument } from '../compiler/phases/1-load/index.js';
import { createCollector, sortDiagnostics, type DiagnosticSink } from '../diagnostics/diagnostic.js';
import { internalError } from '../diagnostics/internal-error.js';
import { fileSpan, makeDiagnostic } from '../diagnostics/report.js';
import { createTemplateValidator, type TemplateValidator } from '../kube/openapi-validator.js';
import { isRgdDocument } from './shape/index.js';
import { checkExpressionTypes, typeCheckerKeepingPrograms } from './type-check/rgd.js';
import { checkDocumentPhases, type CheckedDocument, type ExpressionTypeChecker } from './document.js';

export type { CheckedDocument } from './document.js';
import type { TargetProfile } from '../targets/types.js';
import type { CheckedRgd, CheckOptions, CheckResult, RgdModel, SchemaResolver } from './types.js';
import { isRecord } from '../util/records.js';
import { annotatedTarget, documentFeatureGates } from './target.js';
import type { KroFeatureGates } from '../targets/feature-gates.js';

/** The ConfigData apiVersion: such files are compiled, then their RGD is checked. */
const CONFIGDATA_API_VERSION = 'rgdc/v1alpha1';


/** The result of {@link check}, plus the text of RGDs compiled from ConfigData (for code frames). */
export interface CheckRunResult extends CheckResult {
  readonly generated: readonly { readonly file: string; readonly source: string }[];
  /**
   * RGD documents checked, those with errors included; a ConfigData counts as the one RGD
   * it compiles to, even when it does not compile (for the CLI's summary line).
   */
  readonly rgdCount: number;
}

/**
 * Checks every RGD document of every file. Never throws for bad input: every problem is a
 * diagnostic, sorted by file and position.
 *
 * @example
 * const result = check({ files: [{ file: 'rgd.yaml', source: text }], schemas: crds });
 * result.ok; // false when any error was found
 */
export function check(options: CheckOptions): CheckRunResult {
  const sink = createCollector();
  const results: CheckedRgd[] = [];
  const generated: { file: string; source: string }[] = [];
  let validator: TemplateValidator | undefined;
  const getValidator = () => (validator ??= options.templateValidator ?? createTemplateValidator());
  let rgdCount = 0;
  for (const input of options.files) {
    try {
      const schemasFor = options.schemasFor ?? (() => options.schemas);
      rgdCount += checkFile(input.file, input.source, schemasFor, getValidator, sink.report, results, generated, options.types !== false, options.target, options.featureGates);
    } catch (error) {
      sink.report(internalError(input.file, error));
    }
  }
  return { ok: !sink.hasErrors(), diagnostics: sortDiagnostics(sink.diagnostics), results, generated, rgdCount };
}

function checkFile(
  file: string,
  source: string,
  schemasFor: (document: LoadedDocument) => SchemaResolver | undefined,
  validator: () => TemplateValidator,
  report: DiagnosticSink,
  results: CheckedRgd[],
  generated: { file: string; source: string }[],
  types: boolean,
  target?: TargetProfile,
  featureGates?: KroFeatureGates,
): number {
  const loaded = loadYaml(file, source, report);
  const documents = loaded.documents.filter((d) => d.value !== null && d.value !== undefined);
  if (documents.some((d) => isRecord(d.value) && d.value.apiVersion === CONFIGDATA_API_VERSION)) {
    const compiled = compile({ file, source, selfCheck: false, ...(target ? { target } : {}), ...(featureGates ? { featureGates } : {}) });
    compiled.diagnostics.forEach(report);
    const rgd = compiled.output?.files.rgd;
    if (!rgd) return 1;
    const name = `${loaded.file} (compiled RGD)`;
    generated.push({ file: name, source: rgd });
    // The compiled RGD records the gates it was compiled for: read back from its annotation.
    checkFile(name, rgd, schemasFor, validator, report, results, generated, types);
    return 1;
  }
  const rgds = documents.filter((d) => isRgdDocument(d.value));
  if (rgds.length === 0 && loaded.documents.length > 0) {
    report(makeDiagnostic('rgd_not_rgd', fileSpan(loaded.file), '', `${loaded.file} holds no ResourceGraphDefinition (apiVersion: kro.run/v1alpha1)`, { severity: 'error' }));
    return 0;
  }
  for (const document of documents) {
    if (!isRgdDocument(document.value)) {
      report(makeDiagnostic('rgd_not_rgd', document.locate([]), '', `document ${document.index + 1} is ${describeKind(document.value)}, not a ResourceGraphDefinition; skipped`));
      continue;
    }
    annotatedTarget(document, report);
    const gates = documentFeatureGates(document, featureGates, report);
    const checked = checkDocument(document, schemasFor(document), validator, report, { types, featureGates: gates });
    if (checked) results.push({ file: loaded.file, name: checked.model.name, topologicalOrder: checked.graph.topologicalOrder, nodes: checked.graph.nodes });
  }
  return rgds.length;
}

/**
 * Runs every phase on one RGD document, CEL typing included (see ./document.ts).
 * `keepPrograms`: the caller evaluates the expressions next (preview), so typing keeps
 * each parsed program for that; with `evaluateOnce` (one instance) only those evaluated
 * more than once (`./type-check/rgd.ts`), and the typing of the others is left to the
 * caller, after it evaluated them (`deferredTyping`): type errors are then not among
 * what `report` heard until it runs that.
 */
export function checkDocument(
  document: LoadedDocument,
  schemas: SchemaResolver | undefined,
  validator: () => TemplateValidator,
  report: DiagnosticSink,
  options: { readonly types?: boolean; readonly featureGates?: KroFeatureGates; readonly keepPrograms?: boolean; readonly evaluateOnce?: boolean } = {},
): CheckedDocument | undefined {
  const keeping = options.keepPrograms ? typeCheckerKeepingPrograms({ once: options.evaluateOnce === true }) : undefined;
  const typeCheck: ExpressionTypeChecker = keeping ?? checkExpressionTypes;
  const checked = checkDocumentPhases(document, schemas, validator, report, options.types === false ? undefined : typeCheck, options.featureGates);
  return checked && keeping?.deferred.pending ? { ...checked, deferredTyping: keeping.deferred } : checked;
}

function describeKind(value: unknown): string {
  if (!isRecord(value)) return 'not a Kubernetes object';
  return `${String(value.kind ?? 'an object without kind')} (${String(value.apiVersion ?? 'no apiVersion')})`;
}

