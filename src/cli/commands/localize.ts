/**
 * `rgdc localize <file> --config-data FILE [--image RESOURCE=REF]... [--component FILE|REF]
 * [--values FILE] [--target KIND/NAME] [--file-path NAME] [-o FILE] [--json]`
 *
 * The mutated file goes to stdout (or `-o`), the change log and diagnostics to stderr;
 * with `--json`, one `{ok, diagnostics, result: {output, changes}}` object on stdout.
 */
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { formatChangeLog, localize, type ObjectSelector, type SourceFile } from '../../localize/index.js';
import { parseImageReference } from '../../oci/image-reference.js';
import { EXIT, ExitError, failureExitCode, type ExitCode } from '../exit-codes.js';
import { readInput, writeOutput } from '../io.js';
import { createReporter, plural, type Reporter, type ReportMode } from '../render.js';
import { configDataVersionOf, isComponentReferenceOption, loadComponentOption } from '../component-ref.js';
import { componentExitCode } from '../reference-argument.js';
import { readRegistryFlags, type RegistryFlags } from '../registry-options.js';
import type { ComponentSet } from '../../ocm/descriptor/types.js';

export interface LocalizeCommandOptions extends ReportMode, RegistryFlags {
  readonly configData?: string;
  readonly image?: readonly string[];
  readonly component?: string;
  readonly values?: string;
  readonly target?: string;
  readonly filePath?: string;
  readonly output?: string;
}

/**
 * Runs the command and returns its exit code; a promise only when `--component` is a
 * component reference (read from its store first).
 */
export function runLocalize(file: string | undefined, options: LocalizeCommandOptions): ExitCode | Promise<ExitCode> {
  const reporter = createReporter(options);
  if (!file) throw new ExitError(EXIT.usage, 'missing argument: the file to localize (a Helm values file or manifests, or - for standard input)');
  if (!options.configData) throw new ExitError(EXIT.usage, 'missing option: --config-data FILE (the rgdc or OCM v1 ConfigData whose rules are applied)');
  if (options.filePath !== undefined && options.filePath.trim() === '')
    throw new ExitError(EXIT.usage, "--file-path takes the file's name inside the resource (for example manifests/deploy.yaml)");
  const images = parseImages(options.image ?? []);
  const target = options.target === undefined ? undefined : parseTarget(options.target);
  const named = [file, options.configData, options.values, options.component].filter((f): f is string => f !== undefined);
  if (named.filter((f) => f === '-').length > 1) throw new ExitError(EXIT.usage, 'standard input (-) can be read for one file only');

  const registry = readRegistryFlags(options, named.includes('-'));

  if (options.component === undefined || !isComponentReferenceOption(options.component))
    return localizeWith(file, options, reporter, images, target, undefined);
  // --component REF: the component version (and what its references reach) from a registry or CTF.
  // Without a version, the ConfigData's component.version selects it (not from standard input: read once, later).
  const configData = options.configData === '-' ? undefined : readInput(options.configData);
  const version = configData && !('diagnostic' in configData) ? configDataVersionOf(options.configData, configData.text) : undefined;
  return loadComponentOption(options.component, registry.store, version).then((loaded) => {
    registry.done();
    if (!('set' in loaded)) return reporter.fail(loaded.diagnostics, componentExitCode(loaded.diagnostics), loaded.sources);
    reporter.diagnostics(loaded.warnings, configData && !('diagnostic' in configData) ? new Map([[options.configData!, configData.text]]) : undefined);
    return localizeWith(file, options, reporter, images, target, loaded.set);
  });
}

function localizeWith(
  file: string,
  options: LocalizeCommandOptions,
  reporter: Reporter,
  images: Record<string, string>,
  target: ObjectSelector | undefined,
  components: ComponentSet | undefined,
): ExitCode {
  const sources = new Map<string, string>();
  const read = (name: string): SourceFile | Diagnostic => {
    const result = readInput(name);
    if ('diagnostic' in result) return result.diagnostic;
    sources.set(name === '-' ? '<stdin>' : name, result.text);
    return { file: name, source: result.text };
  };
  const inputs = {
    input: read(file),
    configData: read(options.configData!),
    values: options.values === undefined ? undefined : read(options.values),
    component: options.component === undefined || components ? undefined : read(options.component),
  };
  const failures = Object.values(inputs).filter((v): v is Diagnostic => v !== undefined && 'code' in v);
  if (failures.length > 0) return reporter.fail(failures, EXIT.io);

  const result = localize({
    input: inputs.input as SourceFile,
    configData: inputs.configData as SourceFile,
    ...(inputs.values ? { values: inputs.values as SourceFile } : {}),
    ...(inputs.component ? { component: inputs.component as SourceFile } : {}),
    ...(components ? { components } : {}),
    images,
    ...(target ? { target } : {}),
    ...(options.filePath !== undefined ? { filePath: options.filePath } : {}),
  });
  reporter.protect(sources);
  if (result.ok) reporter.log(formatChangeLog(result.changes));
  reporter.diagnostics(result.diagnostics);
  if (!result.ok || result.output === undefined) {
    reporter.finish(false, null);
    return failureExitCode(result.diagnostics);
  }
  if (options.output !== undefined) {
    const failure = writeOutput(options.output, result.output);
    if (failure) return reporter.fail([failure], EXIT.io);
  }
  // The localized file is the product the user asked for; the change log is a report.
  const summary = {
    what: `localized ${file === '-' ? '<stdin>' : file} with ${options.configData === '-' ? '<stdin>' : options.configData}, ${plural(result.changes.length, 'change')}`,
    to: options.output ?? 'stdout',
  };
  reporter.finish(
    true,
    { output: result.output, changes: reporter.mask(result.changes), written: options.output === undefined ? [] : [options.output] },
    options.output === undefined ? result.output : undefined,
    { summary },
  );
  return EXIT.ok;
}

/** `--image RESOURCE=REF`, repeatable; a malformed flag is a usage error (exit 2). */
function parseImages(flags: readonly string[]): Record<string, string> {
  const images: Record<string, string> = {};
  for (const flag of flags) {
    const eq = flag.indexOf('=');
    if (eq <= 0 || eq === flag.length - 1)
      throw new ExitError(EXIT.usage, `--image takes RESOURCE=REF (for example image=ghcr.io/stefanprodan/podinfo:6.9.1); got "${flag}"`);
    const name = flag.slice(0, eq);
    const reference = flag.slice(eq + 1);
    const parsed = parseImageReference(reference);
    if ('error' in parsed) throw new ExitError(EXIT.usage, `--image ${name}: ${parsed.error}`);
    if (name in images) throw new ExitError(EXIT.usage, `--image ${name} is given twice`);
    images[name] = reference;
  }
  return images;
}

function parseTarget(text: string): ObjectSelector {
  const match = /^([A-Za-z][A-Za-z0-9]*)\/([^/\s]+)$/.exec(text);
  if (!match) throw new ExitError(EXIT.usage, `--target takes KIND/NAME (for example Deployment/podinfo); got "${text}"`);
  return { kind: match[1]!, name: match[2]! };
}
