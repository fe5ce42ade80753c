/**
 * `rgdc component push`: component versions copied from one store to another (CTF folder
 * or archive, or registry, to a registry or CTF folder) exactly as they are stored. The
 * manifest of each version (an index and its manifests too), its config, descriptor layer
 * and local blobs move byte for byte, so every digest, the manifest's included, is the
 * source's, and signatures (inside the descriptor) stay valid. Nothing is re-encoded.
 *
 * Idempotent: a blob the target has (`HEAD`, or the CTF's file) is not uploaded; a tag
 * that already holds the same manifest is left alone (`unchanged`). A tag holding another
 * manifest is never overwritten: `ocm_push_tag_conflict`. New tags are written with the
 * conditional write publish uses (`{absent: true}`), so a rival writing the same tag at the
 * same moment is a conflict too, not a silent overwrite.
 */
import type { DiagnosticSink } from '../diagnostics/diagnostic.js';
import { fileSpan, makeDiagnostic } from '../diagnostics/report.js';
import { OciError, type OciPushTarget, type OciReader, type StoredManifest } from '../oci/types.js';
import { isRecord } from '../util/records.js';
import { COMPONENT_CONFIG_MEDIA_TYPES, componentRepository } from './component-version.js';
import { CtfStore } from './ctf-store.js';
import { isComponentName, type VersionSelector } from './reference.js';
import { quoteForMessage } from '../diagnostics/terminal-text.js';
import { storeFailureCode } from './store-failure.js';
import { selectVersion, tagToVersion, versionsFromTags, versionToTag } from './versions.js';

const REPOSITORY_PREFIX = 'component-descriptors/';
const INDEX_MEDIA_TYPES: ReadonlySet<string> = new Set([
  'application/vnd.oci.image.index.v1+json',
  'application/vnd.docker.distribution.manifest.list.v2+json',
]);
/** An index of indexes this deep is not a component version (and guards against a loop of digests). */
const MAX_INDEX_DEPTH = 4;

/** What to push, and where from and to. */
export interface PushRequest {
  readonly source: OciReader;
  readonly target: OciPushTarget;
  /** The source and target as the user wrote them, for messages (`./ctf`, `http://127.0.0.1:5000`). */
  readonly sourceName: string;
  readonly targetName: string;
  /** One component (`//name`), else every component version of the source (a CTF only). */
  readonly component?: string;
  /** With `component`: one version (exact, or the newest a constraint admits). */
  readonly version?: VersionSelector;
}

/** How one component version went. */
export interface PushedVersion {
  readonly component: string;
  readonly version: string;
  /** `component-descriptors/<component>` */
  readonly repository: string;
  readonly tag: string;
  /** The manifest digest, the same at source and target. */
  readonly digest: string;
  readonly mediaType: string;
  /** `pushed`: something was written; `unchanged`: the target held all of it; `conflict`: the tag holds another manifest. */
  readonly status: 'pushed' | 'unchanged' | 'conflict';
  /** Blobs the version references (config, layers), those uploaded and their bytes. */
  readonly blobs: { readonly total: number; readonly uploaded: number; readonly uploadedBytes: number };
}

/** The versions pushed, in order (components by name, versions newest first); `complete` is false when a store failure stopped the push. */
export interface PushResult {
  readonly versions: readonly PushedVersion[];
  readonly complete: boolean;
}

/** A store failure on one side of the push. */
class SideFailure extends Error {
  constructor(
    readonly side: 'source' | 'target',
    readonly error: OciError,
  ) {
    super(error.message);
  }
}

/**
 * Pushes the selected component versions. Store failures, conflicts and versions that
 * are not OCM component versions are reported to `report`; a store failure ends the push
 * (`complete: false`), a conflict or a foreign manifest only skips that version.
 */
export async function pushComponentVersions(request: PushRequest, report: DiagnosticSink): Promise<PushResult> {
  const versions: PushedVersion[] = [];
  try {
    const selected = await fromSource(() => selectVersions(request, report));
    if (!selected) return { versions, complete: false };
    if (selected.length === 0) {
      const what =
        request.component === undefined
          ? `${request.sourceName} holds no component versions (no tagged component-descriptors/ artifacts)`
          : `${request.component} has no versions in ${request.sourceName}`;
      report(
        makeDiagnostic('ocm_push_nothing', fileSpan(request.sourceName), '', `nothing to push: ${what}`, {
          hint:
            request.component === undefined
              ? 'Give the CTF `ocm add componentversion --create --file PATH` wrote.'
              : '`rgdc component versions SOURCE//NAME` lists the versions there are; check the component name.',
        }),
      );
      return { versions, complete: true };
    }
    for (const { component, tag } of selected) {
      const pushed = await pushVersion(request, component, tag, report);
      if (pushed) versions.push(pushed);
    }
    return { versions, complete: true };
  } catch (error) {
    if (!(error instanceof SideFailure)) throw error;
    const where = error.side === 'source' ? request.sourceName : request.targetName;
    report(
      makeDiagnostic(
        storeFailureCode(error.error),
        fileSpan(where),
        '',
        `${error.side === 'source' ? 'reading' : 'writing'} ${where}: ${error.error.message}`,
        {
          hint:
            error.error.details.hint ??
            (error.side === 'source'
              ? 'Check the source reference, the network and the credentials.'
              : 'Check the target, the network and the credentials (push access); --username with --password-stdin are sent to the target registry.'),
        },
      ),
    );
    return { versions, complete: false };
  }
}

/** The (component, tag) pairs to push, in order; undefined after a diagnostic. */
async function selectVersions(request: PushRequest, report: DiagnosticSink): Promise<Array<{ component: string; tag: string }> | undefined> {
  const { source, component, version } = request;
  if (component === undefined) {
    if (!(source instanceof CtfStore))
      throw new OciError('invalid', `${request.sourceName} is a registry: name the component to push (SOURCE//NAME or SOURCE//NAME:VERSION)`);
    const tags = new Map<string, string[]>();
    const foreign = new Set<string>();
    for (const artifact of source.artifacts()) {
      if (!artifact.repository.startsWith(REPOSITORY_PREFIX) || artifact.tag === undefined) continue;
      const name = artifact.repository.slice(REPOSITORY_PREFIX.length);
      // The index is data from elsewhere: a name that is no OCM name never reaches the output raw.
      if (!isComponentName(name)) {
        if (!foreign.has(name))
          report(
            makeDiagnostic(
              'ocm_not_component_version',
              fileSpan(request.sourceName),
              '',
              `${request.sourceName}: repository component-descriptors/${quoteForMessage(name)} does not name an OCM component (a lowercase domain and a path); it is not pushed`,
              { hint: 'Push component versions written by the OCM CLI or library (component-descriptors/<name> repositories).' },
            ),
          );
        foreign.add(name);
        continue;
      }
      tags.set(name, [...(tags.get(name) ?? []), artifact.tag]);
    }
    return [...tags.keys()].sort().flatMap((name) => versionsFromTags(tags.get(name)!).map((v) => ({ component: name, tag: v.tag })));
  }
  const available = versionsFromTags(await source.listTags(componentRepository(component)));
  if (version === undefined) return available.map((v) => ({ component, tag: v.tag }));
  const chosen = version.kind === 'exact' ? available.find((v) => v.tag === versionToTag(version.version)) : selectVersion(available, version.constraint);
  if (!chosen) {
    const wanted = version.kind === 'exact' ? version.version : version.text;
    const list = available
      .slice(0, 10)
      .map((v) => v.version)
      .join(', ');
    report(
      makeDiagnostic('ocm_version_not_found', fileSpan(request.sourceName), '', `${request.sourceName} has no version ${wanted} of ${component}`, {
        hint:
          available.length === 0 ? `${request.sourceName} has no versions of ${component}.` : `Versions there: ${list}${available.length > 10 ? ', ...' : ''}.`,
      }),
    );
    return undefined;
  }
  return [{ component, tag: chosen.tag }];
}

/** One component version: its manifest, what it references, then its tag. */
async function pushVersion(request: PushRequest, component: string, tag: string, report: DiagnosticSink): Promise<PushedVersion | undefined> {
  const { source, target } = request;
  const repository = componentRepository(component);
  const version = tagToVersion(tag);
  const name = `${component}:${version}`;
  const manifest = await fromSource(() => source.getManifest(repository, tag));
  const base = { component, version, repository, tag, digest: manifest.digest, mediaType: manifest.mediaType };
  const contents = await fromSource(() => collect(source, repository, manifest, 0));
  if ('problem' in contents) {
    report(
      makeDiagnostic(
        'ocm_not_component_version',
        fileSpan(request.sourceName),
        '',
        `${request.sourceName}: ${name} (${manifest.digest}) ${contents.problem}; it is not pushed`,
        { hint: 'Push component versions written by the OCM CLI or library (component-descriptors/<name> repositories).' },
      ),
    );
    return undefined;
  }
  const total = contents.blobs.length;
  const held = await toTarget(() => tagDigest(target, repository, tag));
  if (held !== undefined && held !== manifest.digest) {
    report(conflict(request, name, tag, held, manifest.digest));
    return { ...base, status: 'conflict', blobs: { total, uploaded: 0, uploadedBytes: 0 } };
  }
  let uploaded = 0;
  let uploadedBytes = 0;
  for (const blob of contents.blobs) {
    if (await toTarget(() => target.hasBlob(repository, blob.digest))) continue;
    const bytes = await fromSource(() => source.getBlob(repository, blob.digest, blob.size));
    const written = await toTarget(() => target.putBlob(repository, bytes, blob.mediaType));
    if (written !== blob.digest) throw new SideFailure('target', new OciError('digest-mismatch', `blob ${blob.digest} was stored as ${written}`));
    uploaded++;
    uploadedBytes += bytes.byteLength;
  }
  if (held === manifest.digest) return { ...base, status: uploaded > 0 ? 'pushed' : 'unchanged', blobs: { total, uploaded, uploadedBytes } };
  try {
    for (const child of contents.manifests) await toTarget(() => target.putManifest(repository, child.bytes, child.mediaType));
    const written = await toTarget(() => target.putManifest(repository, manifest.bytes, manifest.mediaType, tag, { absent: true }));
    if (written !== manifest.digest)
      throw new SideFailure('target', new OciError('digest-mismatch', `manifest ${manifest.digest} of ${name} was stored as ${written}`));
  } catch (error) {
    if (!(error instanceof SideFailure) || error.error.kind !== 'conflict') throw error;
    const now = await toTarget(() => tagDigest(target, repository, tag));
    report(conflict(request, name, tag, now, manifest.digest, 'another writer wrote it during this push'));
    return { ...base, status: 'conflict', blobs: { total, uploaded, uploadedBytes } };
  }
  return { ...base, status: 'pushed', blobs: { total, uploaded, uploadedBytes } };
}

interface BlobRef {
  readonly digest: string;
  readonly size?: number;
  readonly mediaType: string;
}

/**
 * The blobs a manifest references (config and layers; for an index, those of every
 * manifest it lists) and the manifests inside an index (children first), or why it is no
 * OCM component version.
 */
async function collect(
  source: OciReader,
  repository: string,
  manifest: StoredManifest,
  depth: number,
): Promise<{ blobs: BlobRef[]; manifests: StoredManifest[] } | { problem: string }> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(manifest.bytes).toString('utf8'));
  } catch {
    return { problem: 'has a manifest that is not JSON' };
  }
  if (!isRecord(value)) return { problem: 'has a manifest that is not a JSON object' };
  if (INDEX_MEDIA_TYPES.has(manifest.mediaType) || Array.isArray(value.manifests)) {
    if (depth >= MAX_INDEX_DEPTH) return { problem: `nests indexes more than ${MAX_INDEX_DEPTH} deep` };
    const entries = Array.isArray(value.manifests) ? value.manifests.map(descriptorOf) : [];
    if (entries.length === 0 || entries.some((e) => e === undefined)) return { problem: 'is an index without a valid manifest list' };
    const blobs: BlobRef[] = [];
    const manifests: StoredManifest[] = [];
    for (const entry of entries as BlobRef[]) {
      const child = await source.getManifest(repository, entry.digest);
      const inner = await collect(source, repository, child, depth + 1);
      if ('problem' in inner) return inner;
      blobs.push(...inner.blobs);
      manifests.push(...inner.manifests, child);
    }
    return { blobs: unique(blobs), manifests: uniqueManifests(manifests) };
  }
  const config = descriptorOf(value.config);
  const layers = Array.isArray(value.layers) ? value.layers.map(descriptorOf) : undefined;
  if (!config || !layers || layers.some((l) => l === undefined)) return { problem: 'has a manifest without a valid config and layers' };
  // An index may list other artifacts beside the descriptor (OCM's own); only a top-level manifest must be OCM's.
  if (depth === 0 && !(COMPONENT_CONFIG_MEDIA_TYPES as readonly string[]).includes(config.mediaType))
    return { problem: `has a config of media type ${config.mediaType}, not an OCM component config` };
  return { blobs: unique([config, ...(layers as BlobRef[])]), manifests: [] };
}

function descriptorOf(value: unknown): BlobRef | undefined {
  if (!isRecord(value) || typeof value.digest !== 'string' || typeof value.mediaType !== 'string') return undefined;
  if (value.size !== undefined && (typeof value.size !== 'number' || !Number.isSafeInteger(value.size) || value.size < 0)) return undefined;
  return { digest: value.digest, mediaType: value.mediaType, ...(typeof value.size === 'number' ? { size: value.size } : {}) };
}

function unique(blobs: readonly BlobRef[]): BlobRef[] {
  const seen = new Set<string>();
  return blobs.filter((b) => !seen.has(b.digest) && seen.add(b.digest));
}

function uniqueManifests(manifests: readonly StoredManifest[]): StoredManifest[] {
  const seen = new Set<string>();
  return manifests.filter((m) => !seen.has(m.digest) && seen.add(m.digest));
}

/** The digest a tag of the target holds; undefined when there is no such tag (or repository). */
async function tagDigest(target: OciPushTarget, repository: string, tag: string): Promise<string | undefined> {
  try {
    return (await target.resolveManifest(repository, tag)).digest;
  } catch (error) {
    if (error instanceof OciError && error.kind === 'not-found') return undefined;
    throw error;
  }
}

function conflict(request: PushRequest, name: string, tag: string, held: string | undefined, digest: string, why?: string) {
  return makeDiagnostic(
    'ocm_push_tag_conflict',
    fileSpan(request.targetName),
    '',
    `${request.targetName}: ${name} (tag ${tag}) holds ${held ?? 'no manifest'}, not ${digest} as in ${request.sourceName}${why ? ` (${why})` : ''}; rgdc never overwrites a component version`,
    {
      hint: 'A component version is immutable: give the changed one a new version. To replace it on purpose, delete the tag at the target first, then push again.',
    },
  );
}

async function fromSource<T>(operation: () => Promise<T>): Promise<T> {
  return side('source', operation);
}

async function toTarget<T>(operation: () => Promise<T>): Promise<T> {
  return side('target', operation);
}

async function side<T>(which: 'source' | 'target', operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof OciError) throw new SideFailure(which, error);
    throw error;
  }
}
