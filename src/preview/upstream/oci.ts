/**
 * The OCM controller's `toOCI()` (monorepo `kubernetes/controller/internal/cel/functions/
 * oci.go`), for simulating a `Resource`'s `additionalStatusFields`:
 *
 * - a string is an OCI reference; a map is an access: `ociArtifact`/`ociRegistry`/
 *   `OCIImage` (optionally `/v1`) gives its `imageReference`; `localBlob` builds
 *   `<baseUrl>/<subPath>/component-descriptors/<component>@<localReference>` from the
 *   component's repository spec; any other map falls back to a top-level `imageReference`.
 * - The reference is parsed with OCM's `looseref` rules: the text before the first `/` is
 *   the registry (none without a `/`), `:tag` and `@digest` may both be present and both
 *   are kept, `docker.io` is reached as `registry-1.docker.io` (ORAS `Host()`).
 * - The result is a `map<string, string>` with `host`, `registry` (the same), `repository`
 *   (leading `/` trimmed), `tag`, `digest` (empty when absent) and `reference`
 *   (`tag@digest`, the tag, or the digest).
 *
 * One deliberate difference: an `http://` or `https://` prefix of a repository `baseUrl`
 * is dropped before parsing (the controller's parser would reject it).
 */
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

const TAG = /^\w[\w.-]{0,127}$/;
const DIGEST = /^[a-z0-9]+(?:[.+_-][a-z0-9]+)*:[a-zA-Z0-9=_-]+$/;
const SHA256 = /^sha256:[a-f0-9]{64}$/;
const REPOSITORY = /^[a-z0-9]+(?:(?:[._]|__|[-]*)[a-z0-9]+)*(?:\/[a-z0-9]+(?:(?:[._]|__|[-]*)[a-z0-9]+)*)*$/;
const OCI_ACCESS = /^(ociArtifact|ociRegistry|OCIImage|ociImage)(\/v1)?$/;
const LOCAL_BLOB = /^localBlob(\/v1)?$/i;

/** `toOCI()` on a string or an access map; throws with the controller's reason on failure. */
export function toOci(value: unknown, component: ComponentInfo | undefined): OciCoordinates {
  const reference = typeof value === 'string' ? value : isRecord(value) ? referenceOfAccess(value, component) : undefined;
  if (reference === undefined) throw new Error(`expected string or map with OCIImage or localBlob access, got ${value === null ? 'null' : typeof value}`);
  return parseLooseReference(reference);
}

/** The reference an access map points at (see the module comment). */
export function referenceOfAccess(access: Record<string, unknown>, component: ComponentInfo | undefined): string {
  const type = typeof access.type === 'string' ? access.type : '';
  if (OCI_ACCESS.test(type) && typeof access.imageReference === 'string') return access.imageReference;
  if (LOCAL_BLOB.test(type) && typeof access.localReference === 'string') {
    if (!component) throw new Error('component info is nil but required to build the imageRef for localBlob');
    const spec = component.repositorySpec ?? {};
    const base = String(spec.baseUrl ?? '').replace(/^https?:\/\//, '');
    if (base === '') throw new Error('the component\'s repository spec has no baseUrl');
    const parts = [base, String(spec.subPath ?? ''), 'component-descriptors', component.component].map((p) => p.replace(/^\/+|\/+$/g, '')).filter((p) => p !== '');
    return `${parts.join('/')}@${access.localReference}`;
  }
  if (typeof access.imageReference === 'string') return access.imageReference;
  throw new Error('expected map with OCIImage access (imageReference) or localBlob access (localReference) or imageReference field');
}

/** OCM `looseref.ParseReference` plus the controller's map; throws on an invalid reference. */
export function parseLooseReference(text: string): OciCoordinates {
  const slash = text.indexOf('/');
  const registry = slash < 0 ? '' : text.slice(0, slash);
  const path = slash < 0 ? text : text.slice(slash + 1);
  let repository = path;
  let reference = '';
  let tag = '';
  const at = path.indexOf('@');
  if (at >= 0) {
    repository = path.slice(0, at);
    reference = path.slice(at + 1);
    const colon = repository.indexOf(':');
    if (colon >= 0) {
      if (repository.lastIndexOf(':') !== colon) throw invalid(text);
      tag = repository.slice(colon + 1);
      repository = repository.slice(0, colon);
    }
  } else if (path.includes(':')) {
    const colon = path.indexOf(':');
    if (path.lastIndexOf(':') !== colon) throw invalid(text);
    if (slash < 0 && /^sha(256|384|512):/.test(path)) {
      reference = path;
      repository = '';
    } else {
      repository = path.slice(0, colon);
      tag = path.slice(colon + 1);
      reference = tag;
    }
  }
  if (registry !== '' && !/^[A-Za-z0-9.-]+(:[0-9]+)?$/.test(registry) && !/^\[[0-9a-fA-F:.]+\](:[0-9]+)?$/.test(registry)) throw invalid(text);
  if (repository !== '' && !REPOSITORY.test(repository)) throw invalid(text);
  if (tag !== '' && !TAG.test(tag)) throw invalid(text);
  const digest = DIGEST.test(reference) && (!reference.startsWith('sha256:') || SHA256.test(reference)) ? reference : '';
  if (reference !== '' && digest === '' && reference !== tag) throw invalid(text);
  const host = registry === 'docker.io' ? 'registry-1.docker.io' : registry;
  const combined = tag !== '' && digest !== '' ? `${tag}@${digest}` : tag !== '' ? tag : digest;
  return { host, registry: host, repository: repository.replace(/^\/+/, ''), tag, digest, reference: combined };
}

function invalid(text: string): Error {
  return new Error(`invalid reference: ${JSON.stringify(text)}`);
}

