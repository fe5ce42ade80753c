/**
 * Test-only access to the shared corpus of upstream CRDs (`../shared/corpus`, next to
 * the repository). The product never reads the corpus: only tests import this module.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { parseCrdSchemas, type CrdSchemaSet } from '../../src/kube/crd.js';

/** The repository root (this file lives in `test/support/`). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The shared corpus directory. */
export const corpusDir = path.resolve(repoRoot, '../shared/corpus');

const OCM_CRD_DIR = 'ocm/open-component-model/kubernetes/controller/config/crd/bases';

/** The CRDs an RGD produced by rgdc may use, relative to {@link corpusDir}. */
export const CORPUS_CRD_FILES: readonly string[] = [
  'flux/source.toolkit.fluxcd.io_ocirepositories.yaml',
  'flux/helm.toolkit.fluxcd.io_helmreleases.yaml',
  'flux/kustomize.toolkit.fluxcd.io_kustomizations.yaml',
  `${OCM_CRD_DIR}/delivery.ocm.software_repositories.yaml`,
  `${OCM_CRD_DIR}/delivery.ocm.software_components.yaml`,
  `${OCM_CRD_DIR}/delivery.ocm.software_resources.yaml`,
  `${OCM_CRD_DIR}/delivery.ocm.software_deployers.yaml`,
  'kro/helm/crds/kro.run_resourcegraphdefinitions.yaml',
];

/** Parses every YAML document of a file into plain values; throws on YAML errors. */
export function readYamlDocuments(file: string): unknown[] {
  const documents = parseAllDocuments(readFileSync(file, 'utf8'));
  // parseAllDocuments returns an EmptyStream (no `errors`) for an empty file.
  if (!Array.isArray(documents)) return [];
  return documents.map((document) => {
    const [first] = document.errors;
    if (first) throw new Error(`${file}: ${first.message}`);
    return document.toJS() as unknown;
  });
}

let cached: CrdSchemaSet | undefined;

/** Loads {@link CORPUS_CRD_FILES} once per test file; the schemas are shared, not copied. */
export function loadCorpusCrds(): CrdSchemaSet {
  cached ??= parseCrdSchemas(CORPUS_CRD_FILES.flatMap((file) => readYamlDocuments(path.join(corpusDir, file))));
  return cached;
}
