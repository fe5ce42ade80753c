/**
 * `rgdc component show REF [--json]` and `rgdc component versions REF [--json]`: a
 * component version as the registry or CTF holds it, and the versions a component has.
 */
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { createCollector } from '../../diagnostics/diagnostic.js';
import { componentRepository } from '../../ocm/component-version.js';
import { listComponentVersions, readReferencedVersion } from '../../ocm/load.js';
import { formatComponentReference, type ComponentReference } from '../../ocm/reference.js';
import type { OciReader } from '../../oci/types.js';
import { renderComponentVersion, renderVersions, summarizeComponentVersion, summarizeVersions } from '../../ocm/summary.js';
import { openReferenceStore } from '../component-ref.js';
import { componentExitCode, parseReferenceArgument } from '../reference-argument.js';
import { EXIT, ExitError, type ExitCode } from '../exit-codes.js';
import { createReporter, plural, type ReportMode } from '../render.js';
import { readRegistryFlags, type RegistryFlags } from '../registry-options.js';
import type { StoreOptions } from '../../ocm/open-store.js';

export type ComponentCommandOptions = ReportMode & RegistryFlags;

/** `rgdc component show REF`. */
export async function runComponentShow(text: string | undefined, options: ComponentCommandOptions): Promise<ExitCode> {
  const reporter = createReporter(options);
  if (!text) throw new ExitError(EXIT.usage, 'missing argument: the component reference (for example ghcr.io/acme/ocm//acme.org/podinfo:6.9.1)');
  const registry = readRegistryFlags(options, false);
  // The sink hears the store's warnings too (a damaged cache entry).
  const sink = createCollector();
  const opened = open(text, { ...registry.store, report: sink.report });
  if ('diagnostics' in opened) return fail(reporter, opened.diagnostics);
  const sources = new Map<string, string>();
  const version = await readReferencedVersion(opened.reader, opened.reference, sink.report, sources);
  registry.done();
  if (!version || sink.hasErrors()) return fail(reporter, sink.diagnostics, sources);
  reporter.diagnostics(sink.diagnostics, sources);
  const summary = summarizeComponentVersion(version, formatComponentReference(opened.reference, { version: version.component.version }));
  reporter.finish(true, summary, renderComponentVersion(summary), {
    summary: { what: `read ${summary.component}:${summary.version} from ${summary.store}, ${plural(summary.resources.length, 'resource')}`, to: 'stdout' },
  });
  return EXIT.ok;
}

/** `rgdc component versions REF`. */
export async function runComponentVersions(text: string | undefined, options: ComponentCommandOptions): Promise<ExitCode> {
  const reporter = createReporter(options);
  if (!text)
    throw new ExitError(
      EXIT.usage,
      'missing argument: the component reference (for example ghcr.io/acme/ocm//acme.org/podinfo or ...//acme.org/podinfo:">=6.9 <7")',
    );
  const registry = readRegistryFlags(options, false);
  const sink = createCollector();
  const opened = open(text, { ...registry.store, report: sink.report });
  if ('diagnostics' in opened) return fail(reporter, opened.diagnostics);
  const versions = await listComponentVersions(opened.reader, opened.reference, sink.report);
  registry.done();
  if (!versions) return fail(reporter, sink.diagnostics);
  reporter.diagnostics(sink.diagnostics);
  const summary = summarizeVersions(
    opened.reference.component,
    opened.reader.location,
    componentRepository(opened.reference.component),
    versions,
    opened.reference.version,
  );
  reporter.finish(true, summary, renderVersions(summary), {
    summary: { what: `${plural(summary.versions.length, 'version')} of ${summary.component} in ${summary.store}`, to: 'stdout' },
  });
  return EXIT.ok;
}

function open(text: string, store: StoreOptions): { diagnostics: Diagnostic[] } | { reference: ComponentReference; reader: OciReader } {
  const reference = parseReferenceArgument(text);
  if ('code' in reference) return { diagnostics: [reference] };
  const reader = openReferenceStore(reference, text, store);
  if ('code' in reader) return { diagnostics: [reader] };
  return { reference, reader };
}

function fail(reporter: ReturnType<typeof createReporter>, diagnostics: readonly Diagnostic[], sources?: ReadonlyMap<string, string>): ExitCode {
  return reporter.fail(diagnostics, componentExitCode(diagnostics), sources);
}
