/**
 * `rgdc preview <configdata|rgd> --instance FILE [--component FILE|REF] [--status ID.PATH=VALUE]...
 *  [--component-from-configdata] [--external FILE]... [--target PROFILE] [--kro-feature-gates LIST] [--explain] [--strict] [--json]`
 */
import { kroOption } from '../kro-option.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { lastInternalStack } from '../../diagnostics/internal-error.js';
import { preview, renderPreview } from '../../preview/index.js';
import type { PreviewFile } from '../../preview/types.js';
import { EXIT, ExitError, type ExitCode } from '../exit-codes.js';
import { readInput } from '../io.js';
import { createReporter, plural, type Reporter, type ReportMode } from '../render.js';
import { featureGatesOption, targetOption } from '../target-option.js';
import {
  configDataComponentReference,
  configDataVersionOf,
  isComponentReferenceOption,
  loadComponentOption,
  loadComponentReference,
  type LoadedComponents,
} from '../component-ref.js';
import { componentExitCode } from '../reference-argument.js';
import { formatComponentReference } from '../../ocm/reference.js';
import type { ComponentSet } from '../../ocm/descriptor/types.js';
import { readRegistryFlags, type RegistryFlags } from '../registry-options.js';

export interface PreviewCommandOptions extends ReportMode, RegistryFlags {
  readonly instance?: string;
  readonly component?: string;
  readonly status?: readonly string[];
  readonly external?: readonly string[];
  readonly target?: string;
  /** `--deployer`: the deployer to compile for (`flux`, `argocd`), with `--target`'s OCM controller. */
  readonly deployer?: string;
  /** `--kro-feature-gates`: overrides the RGD's `rgdc.dev/kro-feature-gates`. */
  readonly kroFeatureGates?: string;
  /** `--kro`: the kro release to preview for. */
  readonly kro?: string;
  readonly explain?: boolean;
  readonly strict?: boolean;
  readonly componentFromConfigdata?: boolean;
}

/**
 * Runs the command and returns its exit code; a promise only when `--component` is a
 * component reference (read from its store first, the command's only I/O besides files).
 */
export function runPreview(file: string | undefined, options: PreviewCommandOptions): ExitCode | Promise<ExitCode> {
  const reporter = createReporter(options);
  if (!file) throw new ExitError(EXIT.usage, 'missing argument: the ConfigData or RGD file (or - for standard input)');
  if (!options.instance) throw new ExitError(EXIT.usage, 'missing option: --instance FILE (the instance to preview)');
  const target = targetOption(options.target, process.stderr, options.deployer);
  const kro = kroOption(options.kro);
  const featureGates = featureGatesOption(options.kroFeatureGates, kro);
  const names = [file, options.instance, options.component, ...(options.external ?? [])].filter((n): n is string => n !== undefined);
  if (names.filter((n) => n === '-').length > 1) throw new ExitError(EXIT.usage, 'only one of the files can be read from standard input (-)');
  const registry = readRegistryFlags(options, names.includes('-'));
  let loading: Promise<LoadedComponents> | undefined;
  const shown = new Map<string, string>();
  if (options.componentFromConfigdata) {
    if (options.component !== undefined)
      throw new ExitError(EXIT.usage, "--component-from-configdata reads the ConfigData's own component; leave out --component");
    if (file === '-') throw new ExitError(EXIT.usage, '--component-from-configdata needs the ConfigData as a file, not standard input');
    const input = readInput(file);
    if ('diagnostic' in input) return failComponent(reporter, { diagnostics: [input.diagnostic] }, EXIT.io);
    const reference = configDataComponentReference(file, input.text);
    if ('code' in reference) return failComponent(reporter, { diagnostics: [reference] });
    loading = loadComponentReference(reference, formatComponentReference(reference), registry.store);
  } else if (options.component !== undefined && isComponentReferenceOption(options.component)) {
    // --component REF: the component version (and what its references reach) from a registry or CTF.
    // Without a version, a ConfigData's component.version selects it (not from standard input: read once, later).
    const input = file === '-' ? undefined : readInput(file);
    const version = input && !('diagnostic' in input) ? configDataVersionOf(file, input.text) : undefined;
    if (input && !('diagnostic' in input)) shown.set(file, input.text);
    loading = loadComponentOption(options.component, registry.store, version);
  }
  if (!loading) return previewWith(file, options, reporter, target, kro, featureGates, undefined);
  return loading.then((loaded) => {
    registry.done();
    if ('set' in loaded) {
      reporter.diagnostics(loaded.warnings, shown);
      return previewWith(file, options, reporter, target, kro, featureGates, loaded.set);
    }
    return failComponent(reporter, loaded);
  });
}

function failComponent(reporter: Reporter, failed: Exclude<LoadedComponents, { set: unknown }>, code?: ExitCode): ExitCode {
  return reporter.fail(failed.diagnostics, code ?? componentExitCode(failed.diagnostics), failed.sources);
}

function previewWith(
  file: string,
  options: PreviewCommandOptions,
  reporter: Reporter,
  target: ReturnType<typeof targetOption>,
  kro: ReturnType<typeof kroOption>,
  featureGates: ReturnType<typeof featureGatesOption>,
  components: ComponentSet | undefined,
): ExitCode {
  const read = (name: string): PreviewFile | Diagnostic => {
    const input = readInput(name);
    return 'diagnostic' in input ? input.diagnostic : { file: name === '-' ? '<stdin>' : name, source: input.text };
  };
  const files = {
    input: read(file),
    instance: read(options.instance!),
    component: options.component && !components ? read(options.component) : undefined,
    externals: (options.external ?? []).map(read),
  };
  const failures = [files.input, files.instance, files.component, ...files.externals].filter((f): f is Diagnostic => f !== undefined && 'code' in f);
  if (failures.length > 0) {
    return reporter.fail(failures, EXIT.io);
  }
  const result = preview({
    input: files.input as PreviewFile,
    instance: files.instance as PreviewFile,
    ...(files.component ? { component: files.component as PreviewFile } : {}),
    ...(components ? { components } : {}),
    externals: files.externals as PreviewFile[],
    status: options.status ?? [],
    kro,
    ...(target ? { target } : {}),
    ...(featureGates ? { featureGates } : {}),
    explain: options.explain === true,
    strict: options.strict === true,
  });
  const sources = new Map<string, string>();
  for (const f of [files.input, files.instance, files.component, ...files.externals, ...result.generated])
    if (f && 'source' in f) sources.set(f.file, f.source);
  reporter.diagnostics(result.diagnostics, sources);
  if (result.diagnostics.some((d) => d.code === 'internal_error')) {
    reporter.finish(false, null);
    const stack = lastInternalStack();
    if (process.env.RGDC_DEBUG === '1' && stack) process.stderr.write(`${stack}\n`);
    return EXIT.internal;
  }
  if (!result.ok) {
    reporter.finish(false, null);
    return EXIT.inputErrors;
  }
  const payload = {
    objects: result.objects.map((o) => o.object),
    instance: result.instance ?? null,
    nodes: result.nodes,
    ...(options.explain ? { provenance: result.provenance } : {}),
  };
  // Preview is a debugging view, not an artifact: it is masked like any report.
  const summary = { what: `previewed ${describeInstance(result.instance)}, ${plural(result.objects.length, 'object')}`, to: 'stdout' };
  reporter.finish(true, payload, renderPreview(result.objects, result.instance, options.explain ? result.provenance : undefined), {
    maskResult: true,
    summary,
  });
  return EXIT.ok;
}

/** `Podinfo team-a/prod` (`Podinfo prod` when cluster-scoped), for the summary line. */
function describeInstance(instance: Record<string, unknown> | undefined): string {
  const metadata = (instance?.metadata ?? {}) as { name?: unknown; namespace?: unknown };
  const name = typeof metadata.namespace === 'string' && metadata.namespace !== '' ? `${metadata.namespace}/${String(metadata.name)}` : String(metadata.name);
  return `${String(instance?.kind ?? 'instance')} ${name}`;
}
