/**
 * Types of `rgdc import`: the options (what v1 kept outside the ConfigData), the v1
 * ConfigData as read, and the result.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { FieldPath } from '../source/types.js';

/** How the imported component is deployed, and the OCM resource that carries it. */
export type ImportDeploy =
  | { readonly kind: 'helm' /** The OCM resource holding the chart (`deploy.helm.chart`). */; readonly resource: string }
  | { readonly kind: 'kustomize' /** The OCM resource holding the manifests (`deploy.kustomize.source`). */; readonly resource: string };

export interface ImportOptions {
  /** The v1 file name shown in diagnostics and in the output header (`-` for stdin). */
  readonly file: string;
  /** The v1 ConfigData YAML text. */
  readonly source: string;
  /** The OCM component version (`component.name`, `component.version`; version may be a semver range). */
  readonly component: { readonly name: string; readonly version: string };
  /** The OCM repository (`component.repository`). */
  readonly repository: string;
  readonly deploy: ImportDeploy;
  /**
   * Kustomize only: the directory holding the files of the deployed resource. `file`
   * paths of the v1 rules are read relative to it to learn the kind and name of the
   * object each rule patches.
   */
  readonly sourceDir?: string;
  /** Overrides `metadata.name` (default: the v1 `metadata.name` as a DNS label). */
  readonly name?: string;
  /**
   * Component references, outermost first, leading from `component` to the component
   * that holds the v1 ConfigData and its resources (v1 `resourceRef.referencePath`).
   * Applied to the deployed resource and to every localization resource.
   */
  readonly referencePath?: readonly string[];
  /** How the output header names `sourceDir` (default: `sourceDir` itself). */
  readonly sourceDirLabel?: string;
}

export interface ImportResult {
  /** False when any error was reported; `configData` is then absent. */
  readonly ok: boolean;
  readonly diagnostics: readonly Diagnostic[];
  /** The rgdc ConfigData YAML, starting with the yaml-language-server schema line. */
  readonly configData?: string;
}

/** The image parts a v1 localization rule can write, in the order rgdc documents them. */
export const V1_IMAGE_PARTS = ['image', 'registry', 'repository', 'fullyQualifiedRepository', 'tag'] as const;
export type V1ImagePart = (typeof V1_IMAGE_PARTS)[number];

/** One `configuration.rules[]` entry of a v1 ConfigData, shape-checked. */
export interface V1Rule {
  readonly origin: FieldPath;
  readonly value: unknown;
  readonly file: string;
  readonly path: string;
}

/** One `localization[]` entry of a v1 ConfigData, shape-checked. */
export interface V1Localization {
  readonly origin: FieldPath;
  readonly resource?: { readonly name: string; readonly extraIdentity?: Readonly<Record<string, string>> };
  readonly file: string;
  readonly parts: Partial<Record<V1ImagePart, string>>;
  /** Set when the rule computes its values with CUE (`mapping: {path, transform}`). */
  readonly mapping: boolean;
}

/** A v1 ConfigData after its shape was checked; parts that failed are left out. */
export interface V1ConfigData {
  readonly name?: string;
  readonly labels?: Readonly<Record<string, string>>;
  readonly annotations?: Readonly<Record<string, string>>;
  readonly defaults?: Readonly<Record<string, unknown>>;
  readonly schema?: Readonly<Record<string, unknown>>;
  readonly rules: readonly V1Rule[];
  readonly localization: readonly V1Localization[];
}
