/**
 * `rgdc import <v1-configdata|-> --component NAME@VERSION --repository URL
 *  (--helm-chart RES | --kustomize RES) [--source DIR] [--reference-path REFS] [--name NAME]
 *  [-o FILE] [--json]`
 */
import { checkImportOptions, importV1ConfigData, parseComponentSpec, parseReferencePath, type ImportDeploy } from '../../import/index.js';
import { EXIT, ExitError, failureExitCode, type ExitCode } from '../exit-codes.js';
import { readInput, writeOutput } from '../io.js';
import { createReporter, type ReportMode } from '../render.js';

export interface ImportCommandOptions extends ReportMode {
  readonly component?: string;
  readonly repository?: string;
  readonly helmChart?: string;
  readonly kustomize?: string;
  readonly source?: string;
  readonly referencePath?: string;
  readonly name?: string;
  readonly output?: string;
}

/** Runs the command and returns its exit code; usage errors throw {@link ExitError} (exit 2). */
export function runImport(file: string | undefined, options: ImportCommandOptions): ExitCode {
  const usage = (message: string) => new ExitError(EXIT.usage, message);
  if (!file) throw usage('missing argument: the OCM v1 ConfigData file (or - for standard input)');
  if (options.component === undefined) throw usage('missing --component NAME@VERSION: v1 kept the component in a ComponentVersion object');
  const component = parseComponentSpec(options.component);
  if ('error' in component) throw usage(component.error);
  if (options.repository === undefined) throw usage('missing --repository URL: the OCM repository holding the component (for example ghcr.io/acme/ocm)');
  if ((options.helmChart === undefined) === (options.kustomize === undefined)) {
    throw usage('give exactly one of --helm-chart RES (a Helm chart resource) or --kustomize RES (a resource holding manifests)');
  }
  const deploy: ImportDeploy =
    options.helmChart !== undefined ? { kind: 'helm', resource: options.helmChart } : { kind: 'kustomize', resource: options.kustomize! };
  if (options.source !== undefined && deploy.kind === 'helm')
    throw usage('--source is read only with --kustomize: Helm rules map to values paths without the chart');
  const referencePath = options.referencePath !== undefined ? parseReferencePath(options.referencePath) : undefined;
  if (referencePath !== undefined && referencePath.length === 0)
    throw usage('--reference-path takes component reference names separated by / (for example backend)');
  const request = {
    component,
    repository: options.repository,
    deploy,
    ...(options.name !== undefined ? { name: options.name } : {}),
    ...(referencePath ? { referencePath } : {}),
  };
  const problems = checkImportOptions(request);
  if (problems.length > 0) throw usage(problems.join('; '));

  const reporter = createReporter(options);
  const input = readInput(file);
  if ('diagnostic' in input) return reporter.fail([input.diagnostic], EXIT.io);
  const result = importV1ConfigData({ file, source: input.text, ...request, ...(options.source !== undefined ? { sourceDir: options.source } : {}) });
  reporter.diagnostics(result.diagnostics, new Map([[file === '-' ? '<stdin>' : file, input.text]]));
  if (!result.ok || result.configData === undefined) {
    reporter.finish(false, null);
    const code = failureExitCode(result.diagnostics);
    const io = result.diagnostics.some((d) => d.severity === 'error' && d.code.startsWith('io_'));
    return io && code !== EXIT.internal ? EXIT.io : code;
  }
  const written: string[] = [];
  if (options.output !== undefined) {
    const failure = writeOutput(options.output, result.configData);
    if (failure) return reporter.fail([failure], EXIT.io);
    written.push(options.output);
  }
  const summary = {
    what: `imported ${file === '-' ? '<stdin>' : file} (${component.name}@${component.version}, ${deploy.kind === 'helm' ? 'Helm chart' : 'kustomize'} ${deploy.resource})`,
    to: options.output ?? 'stdout',
  };
  reporter.finish(true, { configData: result.configData, written }, options.output === undefined ? result.configData : undefined, { summary });
  return EXIT.ok;
}
