/**
 * From a component reference to component versions: resolve the version (exact tag,
 * digest, semver constraint over the tags, or the newest), read it, and for preview and
 * localize also the component versions its references reach, as one
 * {@link ComponentSet} (root first) like a multi-document descriptor file.
 *
 * Every failure is a diagnostic: `ocm_store_failed` / `ocm_store_limit` / `ocm_version_not_found` (exit 4),
 * `ocm_not_component_version` / `ocm_invalid_descriptor` (exit 1).
 */
import type { DiagnosticSink } from '../diagnostics/diagnostic.js';
import { fileSpan, makeDiagnostic } from '../diagnostics/report.js';
import { OciError, type OciReader } from '../oci/types.js';
import { componentRepository, readComponentVersion, type ComponentVersion } from './component-version.js';
import type { ComponentSet } from './descriptor/types.js';
import { formatComponentReference, type ComponentReference } from './reference.js';
import { selectVersion, versionsFromTags, versionToTag, type ComponentVersionTag } from './versions.js';
import { isRecord } from '../util/records.js';
import { mapBounded } from '../util/bounded.js';
import { storeFailure } from './store-failure.js';

/** At most this many component versions are read through references (a guard against cycles and fan-out). */
const MAX_REFERENCED = 200;

/** Referenced component versions read at once (each is a manifest and two blobs). */
const PARALLEL_READS = 4;

/**
 * The versions of the referenced component, newest first (tags that are not semantic
 * versions dropped); undefined after a diagnostic when the store fails.
 */
export async function listComponentVersions(
  reader: OciReader,
  reference: ComponentReference,
  report: DiagnosticSink,
): Promise<ComponentVersionTag[] | undefined> {
  return guard(reference, report, async () => versionsFromTags(await reader.listTags(componentRepository(reference.component))));
}

/**
 * Resolves the reference's version and reads that component version; `sources` receives
 * the descriptor text by the name diagnostics use.
 */
export async function readReferencedVersion(
  reader: OciReader,
  reference: ComponentReference,
  report: DiagnosticSink,
  sources?: Map<string, string>,
): Promise<ComponentVersion | undefined> {
  return guard(reference, report, async () => {
    const target = await resolveTarget(reader, reference, report);
    if (!target) return undefined;
    const origin = formatComponentReference(reference, target.version === undefined ? {} : { version: target.version });
    let version: ComponentVersion | undefined;
    try {
      version = await readComponentVersion(reader, reference.component, target.reference, origin, report, sources);
    } catch (error) {
      if (error instanceof OciError && error.kind === 'not-found' && target.exact !== undefined) {
        await reportMissingVersion(reader, reference, target.exact, report);
        return undefined;
      }
      throw error;
    }
    if (version && reference.digest !== undefined && reference.version !== undefined) {
      const wanted = reference.version;
      const ok =
        wanted.kind === 'exact'
          ? version.component.version === wanted.version
          : selectVersion(versionsFromTags([versionToTag(version.component.version)]), wanted.constraint) !== undefined;
      if (!ok) {
        report(
          makeDiagnostic(
            'ocm_version_not_found',
            fileSpan(formatComponentReference(reference)),
            '',
            `the manifest ${reference.digest} is version ${version.component.version} of ${reference.component}, not ${formatVersion(reference)}`,
          ),
        );
        return undefined;
      }
    }
    return version;
  });
}

/**
 * The referenced component version and every component version its component
 * references reach (same store), root first, as preview and localize read them.
 */
export async function loadComponentSet(
  reader: OciReader,
  reference: ComponentReference,
  report: DiagnosticSink,
  sources?: Map<string, string>,
): Promise<{ set: ComponentSet; root: ComponentVersion } | undefined> {
  const root = await readReferencedVersion(reader, reference, report, sources);
  if (!root) return undefined;
  const file = formatComponentReference(reference, { version: root.component.version });
  const components = [root.component];
  const seen = new Set([`${root.component.name}:${root.component.version}`]);
  // Level by level (the order a queue would give), each level's versions read in parallel.
  let level: readonly unknown[] = root.component.references;
  while (level.length > 0) {
    const wanted: ComponentReference[] = [];
    for (const next of level) {
      if (!isRecord(next) || typeof next.componentName !== 'string' || next.version === undefined) continue;
      const key = `${next.componentName}:${String(next.version)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (seen.size > MAX_REFERENCED) {
        report(
          makeDiagnostic(
            'ocm_store_limit',
            fileSpan(file),
            '',
            `${file} references more than ${MAX_REFERENCED} component versions; rgdc stops reading there (reference limit ${MAX_REFERENCED})`,
          ),
        );
        return undefined;
      }
      wanted.push({ repository: reference.repository, component: next.componentName, version: { kind: 'exact', version: String(next.version) } });
    }
    const versions = await mapBounded(wanted, PARALLEL_READS, (child) => readReferencedVersion(reader, child, report, sources));
    if (versions.some((v) => v === undefined)) return undefined;
    const read = versions as ComponentVersion[];
    for (const v of read) components.push(v.component);
    level = read.flatMap((v) => v.component.references);
  }
  return { set: { file, components }, root };
}

interface Target {
  /** Tag or digest to read. */
  readonly reference: string;
  /** The version, when known before reading. */
  readonly version?: string;
  /** The exact version asked for (a missing tag then lists the versions that exist). */
  readonly exact?: string;
}

async function resolveTarget(reader: OciReader, reference: ComponentReference, report: DiagnosticSink): Promise<Target | undefined> {
  const wanted = reference.version;
  if (reference.digest !== undefined) return { reference: reference.digest, ...(wanted?.kind === 'exact' ? { version: wanted.version } : {}) };
  if (wanted?.kind === 'exact') return { reference: versionToTag(wanted.version), version: wanted.version, exact: wanted.version };
  const versions = versionsFromTags(await reader.listTags(componentRepository(reference.component)));
  // No version: the newest release, else the newest pre-release.
  const chosen = wanted === undefined ? (versions.find((v) => v.semver.pre === '') ?? versions[0]) : selectVersion(versions, wanted.constraint);
  if (!chosen) {
    const origin = formatComponentReference(reference);
    const message =
      versions.length === 0
        ? `${reader.location} has no versions of ${reference.component} (repository ${componentRepository(reference.component)})`
        : `no version of ${reference.component} satisfies "${formatVersion(reference)}"`;
    report(makeDiagnostic('ocm_version_not_found', fileSpan(origin), '', message, { hint: versionsHint(versions) }));
    return undefined;
  }
  return { reference: chosen.tag, version: chosen.version };
}

async function reportMissingVersion(reader: OciReader, reference: ComponentReference, version: string, report: DiagnosticSink): Promise<void> {
  let versions: ComponentVersionTag[] = [];
  try {
    versions = versionsFromTags(await reader.listTags(componentRepository(reference.component)));
  } catch {
    // The listing is only for the hint; the missing version is the error.
  }
  const message =
    versions.length === 0
      ? `${reader.location} has no versions of ${reference.component} (repository ${componentRepository(reference.component)})`
      : `${reference.component} has no version ${version}`;
  report(makeDiagnostic('ocm_version_not_found', fileSpan(formatComponentReference(reference)), '', message, { hint: versionsHint(versions) }));
}

function versionsHint(versions: readonly ComponentVersionTag[]): string {
  if (versions.length === 0) return 'Check the component name and the repository; `rgdc component versions REF` lists what a repository holds.';
  const shown = versions.slice(0, 10).map((v) => v.version);
  return `Versions (newest first): ${shown.join(', ')}${versions.length > shown.length ? `, and ${versions.length - shown.length} more` : ''}.`;
}

function formatVersion(reference: ComponentReference): string {
  const v = reference.version;
  return v === undefined ? '' : v.kind === 'exact' ? v.version : v.text;
}

/** Runs a store operation, turning an `OciError` into an `ocm_store_failed` (or `ocm_store_limit`) diagnostic. */
async function guard<T>(reference: ComponentReference, report: DiagnosticSink, run: () => Promise<T | undefined>): Promise<T | undefined> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof OciError)) throw error;
    report(storeFailure(error, formatComponentReference(reference)));
    return undefined;
  }
}
