/**
 * What `localize` takes and gives back. Every input is text with a file name, so the
 * library never touches the file system and positions name the files the user gave.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { ComponentSet } from '../ocm/descriptor/types.js';

/** One input file: its name as shown in diagnostics (`-` for standard input) and its text. */
export interface SourceFile {
  readonly file: string;
  readonly source: string;
}

/** A kustomize object named as `KIND/NAME`. */
export interface ObjectSelector {
  readonly kind: string;
  readonly name: string;
}

export interface LocalizeOptions {
  /** The file to mutate: a Helm values file, or manifests (one or more documents). */
  readonly input: SourceFile;
  /**
   * The ConfigData whose rules are applied: an rgdc ConfigData (`rgdc/v1alpha1`) or an
   * OCM v1 one (`config.ocm.software/v1alpha1`, rules selected by their `file:`).
   */
  readonly configData: SourceFile;
  /** Parameter values: a YAML map, or a ConfigMap whose `data` holds them. */
  readonly values?: SourceFile;
  /** An OCM component descriptor (v2, v3alpha1) or component constructor. */
  readonly component?: SourceFile;
  /** Components already read (from a component reference, see `src/ocm/load.ts`); used instead of `component` when given. */
  readonly components?: ComponentSet;
  /** Image reference per OCM resource (`image` → `ghcr.io/...`); wins over `component`. */
  readonly images?: Readonly<Record<string, string>>;
  /**
   * OCM v1 ConfigData only: the file's name inside the resource, matched against the
   * rules' `file:` (default: `input.file`; a rule also matches a path ending in its file).
   */
  readonly filePath?: string;
  /** Kustomize only: apply only rules that target this object. */
  readonly target?: ObjectSelector;
}

/**
 * One change to the file, in the order applied. `path` is the field path inside the
 * values file or, for manifests, inside `object` (document `document` of the file).
 */
export interface LocalizeChange {
  readonly path: string;
  /** The value before; `null` with `existed: false` when the path was not set. */
  readonly old: unknown;
  /** A number as the file wrote it, when its text says more than `old` (`1.0`, `0x1F`). */
  readonly oldText?: string;
  readonly new: unknown;
  readonly existed: boolean;
  /** The ConfigData field that caused it: `configuration.rules[0]`, `localization[1]`, ... */
  readonly rule: string;
  /** Manifests only: `Kind/name` of the changed object. */
  readonly object?: string;
  /** Zero-based index of the changed document in the file. */
  readonly document: number;
}

export interface LocalizeResult {
  /** False when any error was reported; `output` is then absent. */
  readonly ok: boolean;
  readonly diagnostics: readonly Diagnostic[];
  /** The mutated file, comments and formatting of untouched parts kept. */
  readonly output?: string;
  readonly changes: readonly LocalizeChange[];
}
