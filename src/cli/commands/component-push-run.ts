/**
 * `rgdc component push SOURCE TARGET`: parses the two stores, opens them with the run's
 * registry flags (explicit credentials bound to the target registry, or to the source
 * registry when the target is a CTF), pushes through the library (`src/ocm/push.ts`) and
 * prints one line per component version and a summary.
 */
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { createCollector } from '../../diagnostics/diagnostic.js';
import { fileSpan, makeDiagnostic } from '../../diagnostics/report.js';
import { quoteForMessage } from '../../diagnostics/terminal-text.js';
import { registryKey } from '../../oci/location.js';
import { OciError, type OciPushTarget, type OciReader } from '../../oci/types.js';
import { openPushTarget, openStore, type StoreOptions } from '../../ocm/open-store.js';
import { pushComponentVersions, type PushedVersion } from '../../ocm/push.js';
import { formatRepository, parseComponentReference, parseRepositoryReference, type ComponentRepository, type VersionSelector } from '../../ocm/reference.js';
import { storeFailure } from '../../ocm/store-failure.js';
import { formatBytes } from '../../util/env-limit.js';
import { EXIT, ExitError, type ExitCode } from '../exit-codes.js';
import { componentExitCode } from '../reference-argument.js';
import { readRegistryFlags, type RegistryFlags } from '../registry-options.js';
import { createReporter, plural, type Reporter, type ReportMode } from '../render.js';

export type ComponentPushOptions = ReportMode & RegistryFlags;

/** `result` of `--json`. */
export interface ComponentPushResult {
  readonly source: string;
  readonly target: string;
  readonly component?: string;
  readonly versions: readonly PushedVersion[];
  readonly pushed: number;
  readonly unchanged: number;
  readonly conflicts: number;
  readonly uploaded: { readonly blobs: number; readonly bytes: number };
}

/** Runs the command and returns its exit code. */
export async function runComponentPush(sourceText: string | undefined, targetText: string | undefined, options: ComponentPushOptions): Promise<ExitCode> {
  const reporter = createReporter(options);
  if (!sourceText) throw new ExitError(EXIT.usage, 'missing argument: the SOURCE (a CTF folder or archive, or REGISTRY//COMPONENT[:VERSION])');
  if (!targetText)
    throw new ExitError(EXIT.usage, 'missing argument: the TARGET (a registry such as http://127.0.0.1:5000 or ghcr.io/acme/ocm, or a CTF folder)');
  const source = parseSource(sourceText);
  if ('code' in source) return fail(reporter, [source]);
  if (source.repository.kind === 'oci' && source.component === undefined) {
    throw new ExitError(
      EXIT.usage,
      `SOURCE ${quoteForMessage(sourceText)} is a registry: name the component (REGISTRY//COMPONENT for all its versions, //COMPONENT:VERSION for one); a registry cannot be listed`,
    );
  }
  if (/\/\//.test(targetText.replace(/^[A-Za-z][A-Za-z0-9]*::/, '').replace(/^[A-Za-z]+:\/\//, ''))) {
    throw new ExitError(
      EXIT.usage,
      `TARGET ${quoteForMessage(targetText)} names a component: give the repository alone, as written before // (http://127.0.0.1:5000, ghcr.io/acme/ocm, ./ctf)`,
    );
  }
  const target = parseRepositoryReference(targetText);
  if ('error' in target) return fail(reporter, [makeDiagnostic('ocm_invalid_reference', fileSpan('<command line>'), '', target.error, { hint: target.hint })]);
  if (target.kind === 'oci' && options.offline)
    throw new ExitError(
      EXIT.usage,
      '--offline cannot push to a registry (nothing may leave the machine); it only reads a registry SOURCE from the cache when the TARGET is a CTF',
    );

  const registry = readRegistryFlags(options, false);
  const sink = createCollector();
  const stores = await open(source.repository, target, { ...registry.store, report: sink.report }, sourceText, targetText);
  if ('diagnostics' in stores) {
    registry.done();
    return fail(reporter, stores.diagnostics);
  }
  const { reader, writer } = stores;
  const sourceName = formatRepository(source.repository);
  const targetName = formatRepository(target);
  const pushed = await pushComponentVersions(
    {
      source: reader,
      target: writer,
      sourceName,
      targetName,
      ...(source.component !== undefined ? { component: source.component } : {}),
      ...(source.version ? { version: source.version } : {}),
    },
    sink.report,
  );
  registry.done();
  const result: ComponentPushResult = {
    source: sourceName,
    target: targetName,
    ...(source.component !== undefined ? { component: source.component } : {}),
    versions: pushed.versions,
    pushed: pushed.versions.filter((v) => v.status === 'pushed').length,
    unchanged: pushed.versions.filter((v) => v.status === 'unchanged').length,
    conflicts: pushed.versions.filter((v) => v.status === 'conflict').length,
    uploaded: { blobs: pushed.versions.reduce((n, v) => n + v.blobs.uploaded, 0), bytes: pushed.versions.reduce((n, v) => n + v.blobs.uploadedBytes, 0) },
  };
  const ok = !sink.hasErrors();
  reporter.diagnostics(sink.diagnostics);
  const what = `pushed ${plural(result.pushed, 'component version')} (${plural(result.uploaded.blobs, 'blob')}, ${formatBytes(result.uploaded.bytes)}), ${result.unchanged} unchanged${result.conflicts > 0 ? `, ${plural(result.conflicts, 'conflict')}` : ''}${pushed.complete ? '' : ', stopped by a store failure'}: ${sourceName}`;
  reporter.finish(ok, result, render(result.versions), { summary: { what, to: targetName } });
  return ok ? EXIT.ok : componentExitCode(sink.diagnostics);
}

interface Source {
  readonly repository: ComponentRepository;
  readonly component?: string;
  readonly version?: VersionSelector;
}

/** SOURCE: a reference (`REPO//NAME[:VERSION]`) or a repository alone. */
function parseSource(text: string): Source | Diagnostic {
  const invalid = (error: string, hint: string) => makeDiagnostic('ocm_invalid_reference', fileSpan('<command line>'), '', error, { hint });
  const withoutPrefix = text.replace(/^[A-Za-z][A-Za-z0-9]*::/, '').replace(/^[A-Za-z]+:\/\//, '');
  if (withoutPrefix.includes('//') || withoutPrefix.includes('/component-descriptors/')) {
    const reference = parseComponentReference(text);
    if ('error' in reference) return invalid(reference.error, reference.hint);
    if (reference.digest !== undefined)
      return invalid(
        `"${text}": push copies component versions by version, not by manifest digest`,
        'Write SOURCE//COMPONENT:VERSION, or SOURCE//COMPONENT for every version.',
      );
    return { repository: reference.repository, component: reference.component, ...(reference.version ? { version: reference.version } : {}) };
  }
  const repository = parseRepositoryReference(text);
  if ('error' in repository) return invalid(repository.error, repository.hint);
  return { repository };
}

/**
 * Opens both stores. The explicit credentials (and RGDC_REGISTRY_*) are bound to the
 * target registry; a source registry on another host gets only what docker's and podman's
 * files hold for it. When the target is a CTF, they are the source registry's.
 */
async function open(
  source: ComponentRepository,
  target: ComponentRepository,
  store: StoreOptions,
  sourceText: string,
  targetText: string,
): Promise<{ reader: OciReader; writer: OciPushTarget } | { diagnostics: Diagnostic[] }> {
  const failure = (error: unknown, text: string) => {
    if (!(error instanceof OciError)) throw error;
    return { diagnostics: [storeFailure(error, text)] };
  };
  let reader: OciReader;
  try {
    reader = openStore(source, target.kind === 'oci' ? sourceOptions(store, source, target) : store);
  } catch (error) {
    return failure(error, sourceText);
  }
  try {
    return { reader, writer: await openPushTarget(target, store) };
  } catch (error) {
    return failure(error, targetText);
  }
}

/**
 * The source registry's options when the target is a registry: the explicit (and
 * environment) credentials are said to be the target's (`credentialsFor`), so the client
 * never sends them to a source on another host (and its hint says so), but does when
 * source and target are the same registry.
 */
function sourceOptions(store: StoreOptions, source: ComponentRepository, target: Extract<ComponentRepository, { kind: 'oci' }>): StoreOptions {
  if (source.kind !== 'oci') return store;
  return { ...store, registry: { ...store.registry, credentialsFor: registryKey(target.host) ?? null } };
}

/** One line per component version: status, name:version, manifest digest, blobs. */
function render(versions: readonly PushedVersion[]): string {
  return versions
    .map(
      (v) =>
        `${v.status.padEnd(9)}  ${v.component}:${v.version}  ${v.digest}  ${plural(v.blobs.total, 'blob')}, ${v.blobs.uploaded} uploaded${v.blobs.uploaded > 0 ? ` (${formatBytes(v.blobs.uploadedBytes)})` : ''}\n`,
    )
    .join('');
}

function fail(reporter: Reporter, diagnostics: readonly Diagnostic[]): ExitCode {
  return reporter.fail(diagnostics, componentExitCode(diagnostics));
}
