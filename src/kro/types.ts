import type { KroRelease } from './releases/index.js';
import type { TargetProfile } from '../targets/types.js';
import type { KroFeatureGates } from '../targets/feature-gates.js';
import type { TemplateValidator } from '../kube/openapi-validator.js';
/**
 * The values `check` hands between its phases, and its public input and output.
 *
 * Phase order (kro's own): shape → names → instance schema → expressions and references
 * → graph → templates. Each phase reads the {@link RgdModel} the shape phase built and
 * reports through the same sink.
 */
import type { FieldPath, LoadedDocument } from '../source/index.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

/**
 * Finds the OpenAPI schema of a kind. The CLI builds one from `--crds` files; a built-in
 * catalog can be chained in front of it.
 */
export interface SchemaResolver {
  /** `apiVersion` is `group/version` (or `v1` for the core group). */
  lookup(apiVersion: string, kind: string): { schema: object; scope?: string } | undefined;
}

/** What `check` reads: files of one or more YAML documents (RGDs or ConfigData). */
export interface CheckOptions {
  readonly files: readonly { readonly file: string; readonly source: string }[];
  readonly schemas?: SchemaResolver;
  /**
   * Chooses the schemas per RGD document (takes precedence over `schemas`): the CLI uses it
   * to match the built-in catalog to the target an rgdc-compiled RGD was made for.
   */
  readonly schemasFor?: (document: LoadedDocument) => SchemaResolver | undefined;
  /** Target profile for ConfigData inputs, which are compiled first (default: the newest). */
  readonly target?: TargetProfile;
  /** Type-check CEL against the schemas (default true; compile's self-check turns it off). */
  readonly types?: boolean;
  /**
   * The kro controller's feature gates (`--kro-feature-gates`). Default: for each RGD, the
   * gates it records in `rgdc.dev/kro-feature-gates`, else kro's defaults (all off); a
   * ConfigData is compiled for these gates, or kro's defaults.
   */
  readonly featureGates?: KroFeatureGates;
  /** The kro release to check for (`--kro`; default `DEFAULT_KRO_RELEASE`); a ConfigData is compiled for it too. */
  readonly kro?: KroRelease;
  /**
   * A template validator to reuse across calls (default: a new one per call). Its compiled
   * schemas are cached per schema object, so a long-running caller (`rgdc lsp`) that keeps
   * one pays ajv's compilation once instead of on every keystroke.
   */
  readonly templateValidator?: TemplateValidator;
}

/** One resource of a checked RGD, as `rgdc graph` and `status.resources` show it. */
export interface CheckedNode {
  readonly id: string;
  readonly kind: string;
  readonly apiVersion: string;
  /** Ids this resource's template, forEach and includeWhen read, in declaration order. */
  readonly dependencies: readonly string[];
}

/** The graph of one RGD document. */
export interface CheckedRgd {
  readonly file: string;
  /** `metadata.name` of the RGD. */
  readonly name: string;
  /** Resource ids in the order kro creates them; empty when the graph has a cycle. */
  readonly topologicalOrder: readonly string[];
  readonly nodes: readonly CheckedNode[];
}

export interface CheckResult {
  /** False when any error was reported. */
  readonly ok: boolean;
  readonly diagnostics: readonly Diagnostic[];
  readonly results: readonly CheckedRgd[];
}

/** Where an expression sits, which decides the rules it must follow. */
export type ExpressionContext = 'template' | 'externalRef' | 'readyWhen' | 'includeWhen' | 'forEach' | 'status' | 'statusCondition';

/** One `${...}` string found in an RGD, before parsing. */
export interface ExpressionSite {
  readonly context: ExpressionContext;
  /** Field path of the YAML string inside the document. */
  readonly path: FieldPath;
  /** The string value. */
  readonly text: string;
  /** The owning resource's index in `spec.resources`, absent for status. */
  readonly resource?: number;
  /** Path inside the template (`metadata.name`), for template and externalRef sites. */
  readonly fieldPath?: string;
}

/** A resource of the RGD, as far as the shape phase could read it. */
export interface RgdResource {
  readonly index: number;
  readonly id: string | undefined;
  readonly template: Record<string, unknown> | undefined;
  readonly externalRef: Record<string, unknown> | undefined;
  readonly readyWhen: readonly unknown[];
  readonly includeWhen: readonly unknown[];
  /** forEach dimensions that are well-formed single-entry maps: `[name, value]`. */
  readonly forEach: readonly (readonly [string, unknown])[];
  readonly apiVersion: string | undefined;
  readonly kind: string | undefined;
}

/** The RGD document as the later phases see it. Filled by the shape phase. */
export interface RgdModel {
  readonly document: LoadedDocument;
  readonly name: string;
  readonly scope: 'Namespaced' | 'Cluster';
  readonly spec: unknown;
  readonly types: unknown;
  readonly status: unknown;
  readonly resources: readonly RgdResource[];
}
