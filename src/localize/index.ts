/**
 * `localize`: OCM v1's Configuration and Localization applied to one file, with no
 * cluster. Values are merged over the ConfigData's defaults and validated against its
 * schema, configuration rules are evaluated and written, image references (given, or read
 * from a component descriptor) are split into the parts localization rules ask for, and
 * the file comes back with its comments and formatting kept, plus a log of every change.
 *
 * @example
 * const result = localize({ input: { file: 'values.yaml', source }, configData: { file: 'configdata.yaml', source: cd }, images: { image: 'ghcr.io/stefanprodan/podinfo:6.9.1' } });
 * result.changes[0]; // { path: 'image.tag', old: null, existed: false, new: '6.9.1', rule: 'localization[0]', document: 0 }
 */
import { loadYaml } from '../source/index.js';
import { validateConfigData } from '../compiler/phases/2-validate/index.js';
import { createCollector, sortDiagnostics, type DiagnosticCollector } from '../diagnostics/diagnostic.js';
import { internalError } from '../diagnostics/internal-error.js';
import { fileSpan, makeDiagnostic } from '../diagnostics/report.js';
import { applyHelmRules } from './apply-helm.js';
import { applyKustomizeRules } from './apply-kustomize.js';
import { applyV1Rules } from './apply-v1.js';
import type { LoadedDocument } from '../source/types.js';
import { readV1ConfigData, V1_API_VERSION } from '../import/load.js';
import { isRecord } from '../util/records.js';
import { readComponents } from './component.js';
import type { ApplyContext } from './context.js';
import { resolveImages } from './images.js';
import type { LocalizeChange, LocalizeOptions, LocalizeResult } from './types.js';
import { reportSensitiveParameters } from './sensitive-parameters.js';
import { validateValues } from './validate-values.js';
import { loadValues, mergeValues } from './values.js';
import { EditableYaml } from './yaml-edit.js';
import { CONFIGDATA_API_VERSION } from '../configdata/document-kind.js';

export type { LocalizeChange, LocalizeOptions, LocalizeResult, ObjectSelector, SourceFile } from './types.js';
export { formatChange, formatChangeLog } from './change-log.js';
export { parseImageReference, imagePart, type ImageReference } from '../oci/image-reference.js';
export { envsubst } from './envsubst.js';

/** Applies the ConfigData to `options.input`. Never throws for bad input. */
export function localize(options: LocalizeOptions): LocalizeResult {
  const sink = createCollector();
  const changes: LocalizeChange[] = [];
  try {
    return run(options, sink, changes);
  } catch (error) {
    sink.report(internalError(options.input.file, error));
    return { ok: false, diagnostics: sortDiagnostics(sink.diagnostics), changes };
  }
}

function run(options: LocalizeOptions, sink: DiagnosticCollector, changes: LocalizeChange[]): LocalizeResult {
  const done = (output?: string): LocalizeResult => {
    const ok = !sink.hasErrors();
    return { ok, diagnostics: sortDiagnostics(sink.diagnostics), ...(ok && output !== undefined ? { output } : {}), changes };
  };
  const configFile = loadYaml(options.configData.file, options.configData.source, sink.report);
  if (sink.hasErrors()) return done();
  const [configDocument, ...extra] = configFile.documents;
  if (!configDocument || configDocument.value === null || configDocument.value === undefined) {
    sink.report(makeDiagnostic('yaml_empty', fileSpan(configFile.file), '', 'the ConfigData file holds no YAML document'));
    return done();
  }
  if (extra.length > 0) {
    sink.report(
      makeDiagnostic(
        'yaml_multiple_documents',
        extra[0]!.locate([]),
        '',
        `the ConfigData file holds ${configFile.documents.length} documents; a ConfigData file holds one`,
      ),
    );
    return done();
  }
  const root = isRecord(configDocument.value) ? configDocument.value : {};
  const apiVersion = root.apiVersion;
  // v1 files in the wild often leave out apiVersion (ocm-controller's mapping-with-cue
  // example); without one, a file with neither `component` nor `deploy` is read as v1.
  const v1 = apiVersion === V1_API_VERSION || (apiVersion === undefined && root.kind === 'ConfigData' && !('component' in root) && !('deploy' in root));
  if (v1) return done(runV1(options, configDocument, sink, changes));
  if (apiVersion !== CONFIGDATA_API_VERSION && apiVersion !== undefined) {
    // One diagnostic, not the schema's list of every field an rgdc ConfigData would need.
    sink.report(
      makeDiagnostic(
        'localize_not_configdata',
        configDocument.locate(['apiVersion']),
        'apiVersion',
        `the ConfigData has \`apiVersion: ${String(apiVersion)}\`; localize reads \`${CONFIGDATA_API_VERSION}\` (rgdc) or \`${V1_API_VERSION}\` (OCM v1)`,
      ),
    );
    return done();
  }
  const validated = validateConfigData(configDocument, sink.report);
  if (!validated) return done();
  const { config } = validated;
  reportSensitiveParameters(config.configuration?.schema, configDocument, sink.report);
  if (sink.hasErrors()) return done();

  const input = loadYaml(options.input.file, options.input.source, sink.report);
  const given = options.values ? loadValues(options.values, sink.report) : undefined;
  const components = options.components ?? (options.component ? readComponents(options.component, sink.report) : undefined);
  if (sink.hasErrors()) return done();

  const parameters = mergeValues(config.configuration?.defaults ?? {}, given?.values ?? {});
  validateValues(config.configuration?.schema, parameters, given, configDocument, sink.report);
  const images = resolveImages(config, configDocument, options.images ?? {}, components, sink.report);

  const file = new EditableYaml(input);
  const context: ApplyContext = {
    file,
    config,
    configData: configDocument,
    parameters,
    images,
    report: sink.report,
    changes,
    ...(options.target ? { target: options.target } : {}),
  };
  if (config.deploy.helm && options.target) {
    sink.report(
      makeDiagnostic(
        'localize_wrong_file',
        configDocument.locate(['deploy', 'helm'], { key: true }),
        'deploy.helm',
        '--target selects an object of kustomize manifests; this ConfigData deploys a Helm chart',
      ),
    );
    return done();
  }
  const applied = config.deploy.helm ? applyHelmRules(context) : applyKustomizeRules(context);
  return done(applied ? file.render() : undefined);
}

/** The OCM v1 ConfigData path: rules selected by `file:`, no component or repository needed. */
function runV1(options: LocalizeOptions, configDocument: LoadedDocument, sink: DiagnosticCollector, changes: LocalizeChange[]): string | undefined {
  const config = readV1ConfigData(configDocument, sink.report);
  if (!config || sink.hasErrors()) return undefined;
  if (options.target) {
    sink.report(
      makeDiagnostic(
        'localize_wrong_file',
        configDocument.locate(['apiVersion']),
        'apiVersion',
        '--target selects an object for rgdc kustomize rules; OCM v1 rules select their file with `file:` (use --file-path to name it)',
      ),
    );
    return undefined;
  }
  reportSensitiveParameters(config.schema, configDocument, sink.report);
  const input = loadYaml(options.input.file, options.input.source, sink.report);
  const given = options.values ? loadValues(options.values, sink.report) : undefined;
  const components = options.components ?? (options.component ? readComponents(options.component, sink.report) : undefined);
  if (sink.hasErrors()) return undefined;
  const parameters = mergeValues({ ...(config.defaults ?? {}) }, given?.values ?? {});
  validateValues(config.schema ? { ...config.schema } : undefined, parameters, given, configDocument, sink.report);
  const file = new EditableYaml(input);
  if (file.documents.length === 0) {
    sink.report(makeDiagnostic('localize_wrong_file', fileSpan(input.file), '', 'the file is empty; v1 rules set paths in one YAML document'));
    return undefined;
  }
  const filePath = options.filePath ?? options.input.file;
  applyV1Rules({ file, filePath, config, configData: configDocument, parameters, images: options.images ?? {}, components, report: sink.report, changes });
  return file.render();
}
