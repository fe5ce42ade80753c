/**
 * What a schema source answers: the OpenAPI v3 schema (CRD `openAPIV3Schema` style) and
 * the scope of one `apiVersion`/`kind`. The built-in catalog, `--crds` files and (later)
 * a live cluster all implement it, and {@link chainResolvers} puts them in order.
 */

/** The schema of one kind, as a resolver knows it. */
export interface ResolvedSchema {
  /** OpenAPI v3 schema of the whole object (`apiVersion`, `kind`, `metadata`, `spec`, `status`). */
  readonly schema: object;
  /** `Namespaced` or `Cluster`; absent when the source does not know. */
  readonly scope?: 'Namespaced' | 'Cluster';
}

/** Finds the schema of an object by its `apiVersion` (`group/version` or `v1`) and `kind`. */
export interface SchemaResolver {
  lookup(apiVersion: string, kind: string): ResolvedSchema | undefined;
}

/** An OpenAPI schema node as the catalog writes it (a plain JSON object). */
export type SchemaNode = Record<string, unknown>;
