/**
 * What `rgdc publish` hands between its steps: the blobs to add (filled by the caller:
 * the compiled RGD, the bootstrap objects), the plan of the new component version (filled
 * by `plan.ts` without touching the store), and the outcome (filled by `publish.ts`).
 */
import type { ComponentReference } from '../ocm/reference.js';
import type { OciReader, OciWriter } from '../oci/types.js';

/** One resource to add to the component version as a `localBlob`. */
export interface ResourceBlob {
  /** The resource name (its identity: rgdc adds no extra identity). */
  readonly name: string;
  /** The OCM resource type, `blob` as the OCM controller examples give an RGD. */
  readonly type: string;
  /** `access.mediaType` and the layer's media type. */
  readonly mediaType: string;
  readonly bytes: Uint8Array;
}

/** Where the resources go: a new version copied from the source, or the source tag rewritten. */
export type PublishMode =
  /** A new version; `version` undefined = `<source>+rgd.<n>`, n the smallest unused. */
  { readonly kind: 'new-version'; readonly version?: string } | { readonly kind: 'replace' };

/** Everything {@link publish} needs. */
export interface PublishRequest {
  /** The store holding the source version, written to as well (registry or CTF folder). */
  readonly store: OciReader & OciWriter;
  /** The source component version (an exact version, a constraint or a digest). */
  readonly reference: ComponentReference;
  readonly resources: readonly ResourceBlob[];
  /**
   * The resources for the version written, when their bytes name it (the bootstrap
   * objects select the version that holds the RGD); called with each version planned.
   * Without it, `resources` go into every version.
   */
  readonly resourcesFor?: (version: string) => readonly ResourceBlob[];
  readonly mode: PublishMode;
  /** Publish into a signed version anyway (its signatures are dropped: they no longer verify). */
  readonly force?: boolean;
  /** `software.ocm.creator` of the manifest written. */
  readonly creator: string;
}

/** What happened to one resource. */
export type ResourceStatus = 'added' | 'replaced' | 'unchanged';

/** One resource as published, for the report and `--json`. */
export interface PublishedResource {
  readonly name: string;
  readonly version: string;
  readonly type: string;
  readonly mediaType: string;
  /** `sha256:<hex>` of the bytes: the layer digest and `access.localReference`. */
  readonly digest: string;
  readonly size: number;
  readonly status: ResourceStatus;
}

/** One component version, as the report names it. */
export interface VersionRef {
  /** `http://127.0.0.1:5000//acme.org/x:1.0.0+rgd.1` */
  readonly reference: string;
  readonly version: string;
  readonly tag: string;
  /** The manifest digest. */
  readonly manifest: string;
}

/** The outcome of a publish (`--json` `result`). */
export interface PublishResult {
  readonly source: VersionRef;
  readonly target: VersionRef;
  /** The manifest digest before (the source's, or what the target tag held) and after. */
  readonly manifest: { readonly old: string; readonly new: string };
  readonly resources: readonly PublishedResource[];
  /** False when the store already held exactly this: nothing was written. */
  readonly changed: boolean;
  /** `new-version` or `replace`. */
  readonly mode: PublishMode['kind'];
  /** Signatures the source had and the target no longer has (`--force` on a signed version). */
  readonly droppedSignatures: readonly string[];
}
