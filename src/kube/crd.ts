/**
 * Reads Kubernetes CustomResourceDefinitions into a lookup table of per-version
 * OpenAPI schemas, so templates can be checked against the exact structural schema
 * the API server would enforce for their `apiVersion` and `kind`.
 */
import { isRecord } from '../util/records.js';

/** The schema of one served version of one CRD. */
export interface CrdSchema {
  /** API group, e.g. `source.toolkit.fluxcd.io`. */
  readonly group: string;
  /** Version name, e.g. `v1`. */
  readonly version: string;
  /** `spec.names.kind`, e.g. `OCIRepository`. */
  readonly kind: string;
  /** `Namespaced` or `Cluster`, as declared by the CRD. */
  readonly scope: string;
  /** The version's `schema.openAPIV3Schema`, untouched. */
  readonly schema: object;
}

/** All CRD schemas found, keyed by `"group/version/Kind"` (that is, `apiVersion/kind`). */
export interface CrdSchemaSet {
  readonly schemas: ReadonlyMap<string, CrdSchema>;
  /** Finds the schema for an object's `apiVersion` (`group/version`) and `kind`. */
  lookup(apiVersion: string, kind: string): CrdSchema | undefined;
}

const CRD_API_VERSION = 'apiextensions.k8s.io/v1';
const CRD_KIND = 'CustomResourceDefinition';

/**
 * Collects the schema of every served version of every `apiextensions.k8s.io/v1`
 * CustomResourceDefinition among `documents` (plain parsed YAML/JSON values). Anything
 * else (other kinds, `v1beta1` CRDs, empty documents) is skipped, because a bundle of
 * manifests commonly mixes CRDs with other objects. When two documents define the same
 * group/version/kind, the later one wins, as it would when applied in order.
 */
export function parseCrdSchemas(documents: unknown[]): CrdSchemaSet {
  const schemas = new Map<string, CrdSchema>();
  for (const document of documents) {
    for (const entry of readCrdVersions(document)) {
      schemas.set(schemaKey(`${entry.group}/${entry.version}`, entry.kind), entry);
    }
  }
  return {
    schemas,
    lookup: (apiVersion, kind) => schemas.get(schemaKey(apiVersion, kind)),
  };
}

function schemaKey(apiVersion: string, kind: string): string {
  return `${apiVersion}/${kind}`;
}

function readCrdVersions(document: unknown): CrdSchema[] {
  if (!isRecord(document)) return [];
  if (document.apiVersion !== CRD_API_VERSION || document.kind !== CRD_KIND) return [];
  const spec = document.spec;
  if (!isRecord(spec) || typeof spec.group !== 'string' || !isRecord(spec.names)) return [];
  const kind = spec.names.kind;
  if (typeof kind !== 'string' || !Array.isArray(spec.versions)) return [];
  // v1 CRDs require a scope; default to the API server's own default when it is missing.
  const scope = typeof spec.scope === 'string' ? spec.scope : 'Namespaced';
  const group = spec.group;

  const found: CrdSchema[] = [];
  for (const version of spec.versions) {
    if (!isRecord(version) || typeof version.name !== 'string') continue;
    // An unserved version cannot be created, so a template using it is wrong anyway:
    // leaving it out makes `lookup` report it as unknown.
    if (version.served !== true) continue;
    const schema = isRecord(version.schema) ? version.schema.openAPIV3Schema : undefined;
    if (!isRecord(schema)) continue;
    found.push({ group, version: version.name, kind, scope, schema });
  }
  return found;
}
