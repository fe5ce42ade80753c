/**
 * The OCM controller's `toOCI()` (monorepo `kubernetes/controller/internal/cel/functions/
 * oci.go`), for simulating a `Resource`'s `additionalStatusFields`:
 *
 * - a string is an OCI reference; a map is an access: `ociArtifact`/`ociRegistry`/
 *   `OCIImage` (optionally `/v1`) gives its `imageReference`; `localBlob` builds
 *   `<baseUrl>/<subPath>/component-descriptors/<component>@<localReference>` from the
 *   component's repository spec; any other map falls back to a top-level `imageReference`.
 * - The reference is read as the controller reads it (OCM `looseref` + ORAS `Host()`),
 *   because preview shows what the compiled RGD will really get: the first segment before
 *   a `/` is the registry whatever it looks like (`acme/app` → registry `acme`), a
 *   reference without `/` has no registry (`redis:7` → registry empty), `docker.io` is
 *   reported as `registry-1.docker.io` and no `library/` is added. Tag and digest are
 *   read with rgdc's one image-reference reading (`src/oci/image-reference.ts`); `:tag`
 *   and `@digest` may both be present and both are kept.
 * - The result is a `map<string, string>` with `host`, `registry` (the same), `repository`
 *   (leading `/` trimmed), `tag`, `digest` (empty when absent) and `reference`
 *   (`tag@digest`, the tag, or the digest).
 *
 * Where that reading differs from the normalised one (`docker.io/library/...`, what a pull
 * of the reference resolves to), `preview_reference_reading` says so: an info when the
 * pull still reaches the same image, a warning when it would not (`controllerReading`).
 * An `http://` or `https://` prefix of a repository `baseUrl` is dropped before parsing
 * (the controller's parser would reject it).
 */
import { DOCKER_HUB, DOCKER_HUB_ALIASES, parseImageReference } from '../../oci/image-reference.js';
import { isRecord } from '../../util/records.js';

/** The map `toOCI()` returns. */
export interface OciCoordinates {
  readonly host: string;
  readonly registry: string;
  readonly repository: string;
  readonly tag: string;
  readonly digest: string;
  readonly reference: string;
}

/** What `toOCI()` needs to know about the component for `localBlob` accesses. */
export interface ComponentInfo {
  readonly component: string;
  readonly repositorySpec?: Record<string, unknown>;
}

const OCI_ACCESS = /^(ociArtifact|ociRegistry|OCIImage|ociImage)(\/v1)?$/;
const LOCAL_BLOB = /^localBlob(\/v1)?$/i;

/** `toOCI()` on a string or an access map; throws with the controller's reason on failure. */
export function toOci(value: unknown, component: ComponentInfo | undefined): OciCoordinates {
  const reference = typeof value === 'string' ? value : isRecord(value) ? referenceOfAccess(value, component) : undefined;
  if (reference === undefined) throw new Error(`expected string or map with OCIImage or localBlob access, got ${value === null ? 'null' : typeof value}`);
  return parseOciReference(reference);
}

/** The reference an access map points at (see the module comment). */
export function referenceOfAccess(access: Record<string, unknown>, component: ComponentInfo | undefined): string {
  const type = typeof access.type === 'string' ? access.type : '';
  if (OCI_ACCESS.test(type) && typeof access.imageReference === 'string') return access.imageReference;
  if (LOCAL_BLOB.test(type) && typeof access.localReference === 'string') {
    if (!component) throw new Error('component info is nil but required to build the imageRef for localBlob');
    const spec = component.repositorySpec ?? {};
    const base = String(spec.baseUrl ?? '').replace(/^https?:\/\//, '');
    if (base === '') throw new Error("the component's repository spec has no baseUrl");
    const parts = [base, String(spec.subPath ?? ''), 'component-descriptors', component.component]
      .map((p) => p.replace(/^\/+|\/+$/g, ''))
      .filter((p) => p !== '');
    return `${parts.join('/')}@${access.localReference}`;
  }
  if (typeof access.imageReference === 'string') return access.imageReference;
  throw new Error('expected map with OCIImage access (imageReference) or localBlob access (localReference) or imageReference field');
}

/**
 * The `toOCI()` map of a reference as the OCM controller writes it (see the module
 * comment); throws on a reference that is not one.
 */
export function parseOciReference(text: string): OciCoordinates {
  const parsed = readImageReference(text);
  if ('error' in parsed) throw new Error(`invalid reference: ${JSON.stringify(text)}: ${parsed.error}`);
  const { tag = '', digest = '' } = parsed.reference;
  const controller = controllerReading(text);
  const registry = controller ? controller.registry : parsed.reference.registry;
  const repository = controller ? controller.repository : parsed.reference.repository;
  const reference = tag !== '' && digest !== '' ? `${tag}@${digest}` : tag !== '' ? tag : digest;
  return { host: registry, registry, repository, tag, digest, reference };
}

/**
 * Where the OCM controller's own `toOCI()` (OCM `looseref` + ORAS `Host()`) would point
 * for `text`, when that differs from rgdc's reading: it takes any first segment as the
 * registry (`acme/app` → host `acme`), none without a `/`, reports `docker.io` as
 * `registry-1.docker.io` and adds no `library/`. `samePull` says whether a pull of its
 * `registry/repository` still reaches the image rgdc shows. Undefined when both agree.
 */
export function controllerReading(text: string): { readonly registry: string; readonly repository: string; readonly samePull: boolean } | undefined {
  const parsed = readImageReference(text);
  if ('error' in parsed) return undefined;
  const slash = text.indexOf('/');
  const registry = slash < 0 ? '' : text.slice(0, slash);
  const rest = slash < 0 ? text : text.slice(slash + 1);
  const repository = rest.split('@')[0]!.split(':')[0]!;
  const host = registry === 'docker.io' ? 'registry-1.docker.io' : registry;
  const ours = parsed.reference;
  if (host === ours.registry && repository === ours.repository) return undefined;
  // registry-1.docker.io (the API endpoint) and index.docker.io are Docker Hub too: with
  // the full path a pull reaches the same image.
  const samePull = DOCKER_HUB_ALIASES.includes(host) && ours.registry === DOCKER_HUB && repository === ours.repository;
  return { registry: host, repository, samePull };
}

let lastRead: { readonly text: string; readonly result: ReturnType<typeof parseImageReference> } | undefined;

/**
 * `parseImageReference`, remembering the last text: simulating one `Resource` reads its
 * reference four times (`toOCI()`, the controller's reading, the notice, the pull).
 * The result is shared: read it, do not change it.
 */
export function readImageReference(text: string): ReturnType<typeof parseImageReference> {
  if (lastRead?.text !== text) lastRead = { text, result: parseImageReference(text) };
  return lastRead.result;
}
