/**
 * One component version as rgdc reads it, whatever it came from: a descriptor file given
 * with `--component FILE` (v2, v3alpha1, or a component constructor for convenience) or a
 * descriptor layer read from an OCI store (registry or CTF). Preview, localize and
 * `rgdc component` all read this shape.
 */
import type { FieldPath, LoadedDocument } from '../../source/types.js';

export type Json = Record<string, unknown>;

/** The format a component was written in. */
export type DescriptorFormat = 'v2' | 'v3alpha1' | 'constructor';

/** One component version, format-independent. Filled by `read.ts`. */
export interface OcmComponent {
  readonly name: string;
  readonly version: string;
  readonly format: DescriptorFormat;
  /** v2 `provider` (a name, or `{name, labels}` as constructors write it); v3alpha1 `metadata.provider`. */
  readonly provider?: unknown;
  /** v2 `repositoryContexts` (where the component was read from), newest last. */
  readonly repositoryContexts: readonly Json[];
  readonly resources: readonly Json[];
  readonly sources: readonly Json[];
  /** `componentReferences` (v2) / `references` (v3alpha1): `{name, componentName, version, extraIdentity?}`. */
  readonly references: readonly Json[];
  /** Top-level `signatures` (v2 and v3alpha1). */
  readonly signatures: readonly Json[];
  /** Where it was read, for messages: `file (document n)`, or `store//name:version`. */
  readonly where: string;
  /** The YAML (or JSON) document it was read from, for positioned diagnostics. */
  readonly document: LoadedDocument;
  /** Field path of `resources` inside `document`. */
  readonly resourcesPath: FieldPath;
  /** Field path of the references inside `document`. */
  readonly referencesPath: FieldPath;
}

/** The components of one input (a file, or a component version with its references), root first. */
export interface ComponentSet {
  /** The file name, or the component reference it was read from. */
  readonly file: string;
  readonly components: readonly OcmComponent[];
}
