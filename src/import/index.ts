/**
 * `rgdc import`: an OCM v1 ConfigData (`config.ocm.software/v1alpha1`) in, an rgdc
 * ConfigData with the same meaning out. What v1 kept elsewhere (component, repository,
 * the deployed resource) comes from the options; what cannot be translated (spiff beyond
 * parameters and literals, CUE mappings, files the delivery cannot address) is reported
 * with its position and listed in the output header, never dropped silently.
 */
import { statSync } from 'node:fs';
import { createCollector, sortDiagnostics, type DiagnosticCollector } from '../diagnostics/diagnostic.js';
import { internalError } from '../diagnostics/internal-error.js';
import { fileSpan, makeDiagnostic } from '../diagnostics/report.js';
import { loadYaml } from '../source/index.js';
import { validateConfigData } from '../compiler/phases/2-validate/index.js';
import type { ConfigData } from '../generated/configdata.js';
import { reconcileDefaults } from './defaults.js';
import { documentReporter, loadV1ConfigData } from './load.js';
import { checkImportOptions, toDnsLabel } from './options.js';
import { resourceRef, translateLocalization, translateRules } from './rules.js';
import { directoryReader, ManifestIndex } from './targets.js';
import type { ImportOptions, ImportResult } from './types.js';
import { writeConfigData } from './write.js';

export type { ImportDeploy, ImportOptions, ImportResult } from './types.js';
export { checkImportOptions, parseComponentSpec, parseReferencePath, toDnsLabel } from './options.js';

/**
 * Translates one v1 ConfigData. Never throws for bad input: every problem is a
 * diagnostic; `ok` is true (and `configData` set) when only warnings were reported.
 *
 * @example
 * const result = importV1ConfigData({
 *   file: 'config.yaml', source: text,
 *   component: { name: 'acme.org/podinfo', version: '1.0.0' }, repository: 'ghcr.io/acme/ocm',
 *   deploy: { kind: 'kustomize', resource: 'manifests' }, sourceDir: './manifests-root',
 * });
 */
export function importV1ConfigData(options: ImportOptions): ImportResult {
  const sink = createCollector();
  try {
    return run(options, sink);
  } catch (error) {
    sink.report(internalError(options.file, error));
    return { ok: false, diagnostics: sortDiagnostics(sink.diagnostics) };
  }
}

function run(options: ImportOptions, sink: DiagnosticCollector): ImportResult {
  const displayName = options.file === '-' ? '<stdin>' : options.file;
  const done = (configData?: string): ImportResult => {
    const ok = !sink.hasErrors();
    return { ok, diagnostics: sortDiagnostics(sink.diagnostics), ...(ok && configData !== undefined ? { configData } : {}) };
  };
  const problems = checkImportOptions(options);
  if (options.sourceDir !== undefined && options.deploy.kind === 'helm')
    problems.push('a source directory is read only for kustomize delivery; Helm rules map to values paths without it');
  for (const problem of problems) sink.report(makeDiagnostic('import_invalid_option', fileSpan(displayName), '', problem));
  if (problems.length > 0) return done();
  if (options.sourceDir !== undefined && !isDirectory(options.sourceDir)) {
    sink.report(
      makeDiagnostic('io_read_failed', fileSpan(options.sourceDir), '', `${options.sourceDir} is not a directory`, {
        hint: 'Pass --source the directory holding the files of the deployed OCM resource.',
      }),
    );
    return done();
  }

  const loaded = loadV1ConfigData(options.file, options.source, sink.report);
  if (!loaded) return done();
  const { document, config: v1 } = loaded;
  const at = documentReporter(document, sink.report);

  let name = options.name;
  if (name === undefined) {
    const fromV1 = v1.name !== undefined ? toDnsLabel(v1.name) : undefined;
    const fallback = toDnsLabel(options.component.name.split('/').pop() ?? '') ?? 'imported';
    name = fromV1 ?? fallback;
    if (v1.name === undefined)
      at('import_name_changed', ['kind'], `the v1 file has no \`metadata.name\`; the ConfigData is named \`${name}\` after the component`, { key: true });
    else if (name !== v1.name) at('import_name_changed', ['metadata', 'name'], `\`${v1.name}\` is not a DNS label; the ConfigData is named \`${name}\``);
  }

  const dropped: string[] = [];
  const context = {
    deploy: options.deploy,
    ...(options.deploy.kind === 'kustomize' && options.sourceDir !== undefined ? { manifests: new ManifestIndex(directoryReader(options.sourceDir)) } : {}),
    ...(options.referencePath ? { referencePath: options.referencePath } : {}),
    at,
    dropped,
  };
  const defaults = v1.defaults ? reconcileDefaults(v1.defaults, v1.schema, at, dropped) : undefined;
  const rules = translateRules(v1, context);
  const localization = translateLocalization(v1, context);

  const resource = resourceRef({ name: options.deploy.resource }, options.referencePath);
  const config: ConfigData = {
    apiVersion: 'rgdc/v1alpha1',
    kind: 'ConfigData',
    metadata: {
      name,
      ...(v1.labels && Object.keys(v1.labels).length > 0 ? { labels: v1.labels } : {}),
      ...(v1.annotations && Object.keys(v1.annotations).length > 0 ? { annotations: v1.annotations } : {}),
    },
    component: { name: options.component.name, version: options.component.version, repository: options.repository },
    deploy: options.deploy.kind === 'helm' ? { helm: { chart: resource } } : { kustomize: { source: resource } },
  };
  const configuration: NonNullable<ConfigData['configuration']> = {
    ...(defaults ? { defaults } : {}),
    ...(v1.schema ? { schema: v1.schema } : {}),
    ...(rules.length > 0 ? { rules } : {}),
  };
  if (Object.keys(configuration).length > 0) config.configuration = configuration;
  if (localization.length > 0) config.localization = localization;
  if (sink.hasErrors()) return done();

  const text = writeConfigData(config, {
    source: displayName,
    flags: flags(options),
    ...(options.sourceDir !== undefined ? { sourceDir: options.sourceDirLabel ?? options.sourceDir } : {}),
    dropped,
  });
  checkOutput(text, displayName, sink);
  return done(text);
}

/** The written ConfigData must pass the rgdc schema; a failure here is reported, not written. */
function checkOutput(text: string, file: string, sink: DiagnosticCollector): void {
  const inner = createCollector();
  const loaded = loadYaml('<imported>', text, inner.report);
  const document = loaded.documents[0];
  if (document) validateConfigData(document, inner.report);
  for (const d of inner.diagnostics) {
    if (d.severity !== 'error') continue;
    sink.report(
      makeDiagnostic('import_invalid_output', fileSpan(file), d.path, `the imported ConfigData is not valid at ${d.path || 'its root'}: ${d.message}`),
    );
  }
}

function flags(options: ImportOptions): string[] {
  const quote = (text: string) => (/^[-\w.@/:=]+$/.test(text) ? text : `"${text}"`);
  const out = [`--component ${quote(`${options.component.name}@${options.component.version}`)}`, `--repository ${quote(options.repository)}`];
  out.push(`${options.deploy.kind === 'helm' ? '--helm-chart' : '--kustomize'} ${options.deploy.resource}`);
  if (options.referencePath && options.referencePath.length > 0) out.push(`--reference-path ${options.referencePath.join('/')}`);
  return out;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
