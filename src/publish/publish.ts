/**
 * `publish`: adds resources (the compiled RGD, the bootstrap objects) as `localBlob`s to
 * an OCM component version in a registry or CTF folder, the way the OCM CLI writes a
 * version (reference/ocm-registry.md section 4): upload the blobs, the new descriptor
 * layer and config, then `PUT` the manifest under the version's tag; re-read to verify.
 *
 * By default the result is a new version (`<source>+rgd.<n>`) copied from the source;
 * `replace` rewrites the source's tag. A signed source is refused unless forced, and the
 * same bytes already present publish nothing. Store failures are `publish_store_failed`
 * (the CLI's exit 4); reading the source reports as `rgdc component show` does.
 *
 * Concurrent publishes into the same version cannot both report a version of which one
 * is lost: the manifest is written with a condition on what the tag held when the run
 * looked (absent for a new version, the source's digest for `replace`), which the store
 * enforces (CTF: under the index lock; registry: check, conditional PUT, read back after
 * a settle time). The loser of a derived `+rgd.<n>` takes the next number; with an
 * explicit version or `replace` it fails with `publish_concurrent_write` (exit 4).
 */
import type { Diagnostic, DiagnosticSink } from '../diagnostics/diagnostic.js';
import { fileSpan, makeDiagnostic } from '../diagnostics/report.js';
import { OciError, type TagCondition } from '../oci/types.js';
import { componentRepository, readComponentVersion, type ComponentVersion } from '../ocm/component-version.js';
import { readReferencedVersion } from '../ocm/load.js';
import { formatComponentReference, type ComponentReference } from '../ocm/reference.js';
import { tagToVersion, versionToTag } from '../ocm/versions.js';
import { isRecord } from '../util/records.js';
import { planVersion, resourceStatus, type SourceVersion, type VersionPlan } from './plan.js';
import type { PublishRequest, PublishResult, ResourceBlob, VersionRef } from './types.js';
import { storeFailure } from '../ocm/store-failure.js';

/** The build-metadata label of the versions rgdc derives: `6.9.1+rgd.1`. */
const DERIVED_LABEL = 'rgd';
/** Derived versions tried when concurrent publishes take each number first. */
const DERIVED_ATTEMPTS = 5;

/**
 * Publishes `request.resources` into the component version `request.reference` names.
 * Every failure is a diagnostic (then undefined); never throws for store or input problems.
 */
export async function publish(request: PublishRequest, report: DiagnosticSink): Promise<PublishResult | undefined> {
  const where = formatComponentReference(request.reference);
  try {
    return await run(request, report);
  } catch (error) {
    if (!(error instanceof OciError)) throw error;
    if (error.kind === 'conflict') {
      report(concurrentWrite(where, error.message, 1));
      return undefined;
    }
    report(storeFailure(error, where, { code: 'publish_store_failed' }));
    return undefined;
  }
}

/** The resources to write into `version`: `resourcesFor(version)` when the bytes name the version, else `resources`. */
function resourcesAt(request: PublishRequest, version: string): readonly ResourceBlob[] {
  return request.resourcesFor?.(version) ?? request.resources;
}

async function run(request: PublishRequest, report: DiagnosticSink): Promise<PublishResult | undefined> {
  const { store, reference } = request;
  const version = await readReferencedVersion(store, reference, report);
  if (!version) return undefined;
  const origin = formatComponentReference(reference, { version: version.component.version });
  if (version.index || version.component.format !== 'v2') {
    const what = version.index ? `is stored as an OCI index (${version.index.digest})` : `has a ${version.component.format} descriptor`;
    report(
      makeDiagnostic(
        'publish_unsupported_source',
        fileSpan(origin),
        '',
        `${origin} ${what}; rgdc publishes into component versions stored as one OCI manifest with a v2 descriptor, as the OCM CLI writes them`,
      ),
    );
    return undefined;
  }
  const source = await loadSource(request, version);
  const sourceRef = versionRef(reference, version.component.version, version.manifest.digest);
  const statuses = resourcesAt(request, version.component.version).map((blob) => resourceStatus(version.component.resources, blob));
  if (statuses.every((s) => s === 'unchanged')) {
    // The source already holds these bytes: nothing to write, whatever the mode.
    const plan = planVersion(source, version.component.version, resourcesAt(request, version.component.version), {
      dropSignatures: false,
      creator: request.creator,
    });
    return result(request, sourceRef, sourceRef, plan, false);
  }
  const signatures = version.component.signatures.map((s) => String(s.name ?? '(unnamed)'));
  if (signatures.length > 0 && !request.force) {
    report(
      makeDiagnostic(
        'publish_signed_version',
        fileSpan(origin),
        '',
        `${origin} is signed (${signatures.join(', ')}): its signatures cover the resources and their digests, so adding a resource breaks them`,
        {
          hint: 'Publish into an unsigned version, or pass --force (the signatures are dropped from what is written) and sign the result again (ocm sign componentversion).',
        },
      ),
    );
    return undefined;
  }
  const options = { dropSignatures: signatures.length > 0, creator: request.creator };
  const repository = componentRepository(version.component.name);

  for (let attempt = 1; ; attempt++) {
    let targetVersion: string;
    // What the target tag held when this run looked: the write goes ahead only if it still does.
    let condition: TagCondition;
    if (request.mode.kind === 'replace') {
      targetVersion = version.component.version;
      condition = { digest: version.manifest.digest };
    } else if (request.mode.version !== undefined) {
      targetVersion = request.mode.version;
      condition = { absent: true };
      const existing = await currentDigest(request, repository, versionToTag(targetVersion));
      if (existing !== undefined) {
        const plan = planVersion(source, targetVersion, resourcesAt(request, targetVersion), options);
        if (plan.manifestDigest === existing) return result(request, sourceRef, versionRef(reference, targetVersion, existing), plan, false);
        report(
          makeDiagnostic(
            'publish_version_exists',
            fileSpan(origin),
            '',
            `${formatComponentReference(reference, { version: targetVersion })} exists and holds something else than ${origin} with these resources`,
            {
              hint: `Choose another --new-version, leave it out for the next free ${derivedPrefix(version.component.version)}<n>, or rewrite that version with --to ...:${targetVersion} --replace.`,
            },
          ),
        );
        return undefined;
      }
    } else {
      const next = await nextDerivedVersion(request, repository, version.component.version);
      if (next.latest !== undefined) {
        // The newest derived version may be exactly what this run would write (a second publish of the same RGD).
        const plan = planVersion(source, next.latest.version, resourcesAt(request, next.latest.version), options);
        if (plan.manifestDigest === next.latest.digest)
          return result(request, sourceRef, versionRef(reference, next.latest.version, next.latest.digest), plan, false);
      }
      targetVersion = next.free;
      condition = { absent: true };
    }

    if (signatures.length > 0 && attempt === 1) {
      report(
        makeDiagnostic(
          'publish_signatures_dropped',
          fileSpan(origin),
          '',
          `--force: the signatures ${signatures.join(', ')} of ${origin} are left out of what is written; they would no longer verify`,
        ),
      );
    }
    const plan = planVersion(source, targetVersion, resourcesAt(request, targetVersion), options);
    const tag = versionToTag(targetVersion);
    const targetReference = formatComponentReference(reference, { version: targetVersion });
    // A derived version lost to a concurrent publish is not the user's choice: take the next number.
    const retry = request.mode.kind === 'new-version' && request.mode.version === undefined && attempt < DERIVED_ATTEMPTS;
    // A handful of blobs (descriptor, config, one or two resources): uploaded side by side.
    await Promise.all(plan.blobs.map((blob) => store.putBlob(repository, blob.bytes, blob.mediaType)));
    let written: string;
    try {
      written = await store.putManifest(repository, plan.manifest, version.manifest.mediaType, tag, condition);
    } catch (error) {
      if (!(error instanceof OciError) || error.kind !== 'conflict') throw error;
      if (retry) continue;
      report(concurrentWrite(targetReference, error.message, attempt));
      return undefined;
    }
    const target = versionRef(reference, targetVersion, written);
    // Read back through the same reader rgdc uses everywhere: a store that mangled the version fails here.
    const check = await readComponentVersion(store, version.component.name, tag, target.reference, report);
    if (!check) return undefined;
    if (check.manifest.digest !== plan.manifestDigest) {
      // The writer verified the digest the store stored: another manifest under the tag is another writer's.
      if (retry) continue;
      report(concurrentWrite(targetReference, `the store answers with manifest ${check.manifest.digest} after rgdc wrote ${plan.manifestDigest}`, attempt));
      return undefined;
    }
    return result(request, sourceRef, target, plan, true, request.mode.kind === 'replace' ? version.manifest.digest : undefined);
  }
}

/** The loser of a race for one tag: nothing of the winner's was overwritten, and this run's version is not there. */
function concurrentWrite(reference: string, why: string, attempts: number): Diagnostic {
  const tried = attempts > 1 ? ` (${attempts} versions tried, each taken by another publish first)` : '';
  return makeDiagnostic(
    'publish_concurrent_write',
    fileSpan(reference),
    '',
    `${reference} was written by another publish at the same time${tried}; this run's version is not the one kept: ${why}`,
    {
      hint: 'Run publish again: it reads the store anew (the same RGD already there is nothing to publish).',
    },
  );
}

/** The source's manifest and config as JSON (the reader keeps only what it needed). */
async function loadSource(request: PublishRequest, version: ComponentVersion): Promise<SourceVersion> {
  const stored = await request.store.getManifest(version.repository, version.manifest.digest);
  const manifest = JSON.parse(Buffer.from(stored.bytes).toString('utf8')) as unknown;
  const configBytes = await request.store.getBlob(version.repository, version.config.digest, version.config.size);
  let config: unknown;
  try {
    config = JSON.parse(Buffer.from(configBytes).toString('utf8'));
  } catch {
    config = {};
  }
  return { version, manifest: isRecord(manifest) ? manifest : {}, config: isRecord(config) ? config : {} };
}

/** The manifest digest a tag holds, or undefined when the tag does not exist. */
async function currentDigest(request: PublishRequest, repository: string, tag: string): Promise<string | undefined> {
  const tags = await request.store.listTags(repository);
  if (!tags.includes(tag)) return undefined;
  return (await request.store.getManifest(repository, tag)).digest;
}

/** `6.9.1+rgd.` (or `6.9.1+ci.4.rgd.` when the source has build metadata already). */
function derivedPrefix(sourceVersion: string): string {
  return `${sourceVersion}${sourceVersion.includes('+') ? '.' : '+'}${DERIVED_LABEL}.`;
}

/** The newest derived version that exists (with its digest) and the next free one. */
async function nextDerivedVersion(
  request: PublishRequest,
  repository: string,
  sourceVersion: string,
): Promise<{ free: string; latest?: { version: string; digest: string } }> {
  const prefix = derivedPrefix(sourceVersion);
  const numbers = (await request.store.listTags(repository))
    .map(tagToVersion)
    .filter((v) => v.startsWith(prefix) && /^[1-9][0-9]{0,8}$/.test(v.slice(prefix.length)))
    .map((v) => Number(v.slice(prefix.length)));
  const highest = Math.max(0, ...numbers);
  const free = `${prefix}${highest + 1}`;
  if (highest === 0) return { free };
  const latest = `${prefix}${highest}`;
  return { free, latest: { version: latest, digest: (await request.store.getManifest(repository, versionToTag(latest))).digest } };
}

function versionRef(reference: ComponentReference, version: string, manifest: string): VersionRef {
  const exact: ComponentReference = { repository: reference.repository, component: reference.component, version: { kind: 'exact', version } };
  return { reference: formatComponentReference(exact), version, tag: versionToTag(version), manifest };
}

function result(request: PublishRequest, source: VersionRef, target: VersionRef, plan: VersionPlan, changed: boolean, replacedDigest?: string): PublishResult {
  const resources = changed ? plan.resources : plan.resources.map((r) => ({ ...r, status: 'unchanged' as const }));
  return {
    source,
    target,
    manifest: { old: replacedDigest ?? source.manifest, new: target.manifest },
    resources,
    changed,
    mode: request.mode.kind,
    droppedSignatures: changed ? plan.droppedSignatures : [],
  };
}
