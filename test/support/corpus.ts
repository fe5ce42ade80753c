/**
 * Test-only access to the shared corpus of upstream CRDs (`../shared/corpus`, next to
 * the repository). The product never reads the corpus: only tests import this module.
 */
import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { parseCrdSchemas, type CrdSchemaSet } from '../../src/kube/crd.js';

/** The repository root (this file lives in `test/support/`). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The shared corpus directory. */
export const corpusDir = path.resolve(repoRoot, '../shared/corpus');

const OCM_CRD_DIR = 'ocm/open-component-model/kubernetes/controller/config/crd/bases';

/**
 * The Argo CD CRDs (`argoproj.io/v1alpha1` Application, ApplicationSet, AppProject) of
 * argoproj/argo-cd 37ee0097 (../shared/corpus/argocd/SOURCE.md), relative to
 * {@link corpusDir}; also the input of scripts/generate-argocd-schemas.mjs.
 */
export const ARGOCD_CRD_FILES: readonly string[] = [
  'argocd/manifests/crds/application-crd.yaml',
  'argocd/manifests/crds/applicationset-crd.yaml',
  'argocd/manifests/crds/appproject-crd.yaml',
];

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
  ...ARGOCD_CRD_FILES,
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

/**
 * The OCM CRDs of each controller generation a target profile is written for, relative to
 * {@link corpusDir}. The `8102a71` snapshot holds only the Resource CRD; its Repository,
 * Component and Deployer come from the toolkit's last commit (fad0b5e, six days later:
 * #287 in between changed only the Resource).
 */
const TOOLKIT_HEAD_CRD_DIR = 'ocm/ocm-k8s-toolkit/config/crd/bases';
const TOOLKIT_8102A71_CRD_DIR = 'ocm/ocm-k8s-toolkit@8102a71/config/crd/bases';
const ocmCrds = (dir: string, resourcesDir = dir) => [
  `${dir}/delivery.ocm.software_repositories.yaml`,
  `${dir}/delivery.ocm.software_components.yaml`,
  `${resourcesDir}/delivery.ocm.software_resources.yaml`,
  `${dir}/delivery.ocm.software_deployers.yaml`,
];
export const OCM_CRD_SETS = {
  /** open-component-model monorepo `kubernetes/controller` (8d5af58). */
  monorepo: ocmCrds(OCM_CRD_DIR),
  /** ocm-k8s-toolkit at its last commit (fad0b5e): flat `additionalStatusFields`. */
  toolkitHead: ocmCrds(TOOLKIT_HEAD_CRD_DIR),
  /** ocm-k8s-toolkit at 8102a71: `status.reference`. */
  toolkit8102a71: ocmCrds(TOOLKIT_HEAD_CRD_DIR, TOOLKIT_8102A71_CRD_DIR),
} as const satisfies Record<string, readonly string[]>;

/** The Flux CRDs of each Flux generation, relative to {@link corpusDir}. */
export const FLUX_CRD_SETS = {
  /** source-controller v1.9.1 (OCIRepository v1 only), helm-controller v1.6.3, kustomize-controller v1.9.4. */
  sourceV1: [
    'flux/source.toolkit.fluxcd.io_ocirepositories.yaml',
    'flux/helm.toolkit.fluxcd.io_helmreleases.yaml',
    'flux/kustomize.toolkit.fluxcd.io_kustomizations.yaml',
  ],
  /** source-controller v1.7.4, the last release serving OCIRepository v1beta2; the same HelmRelease and Kustomization. */
  sourceV1beta2: [
    'flux/source.toolkit.fluxcd.io_ocirepositories.v1beta2-era.source-controller-v1.7.4.yaml',
    'flux/helm.toolkit.fluxcd.io_helmreleases.yaml',
    'flux/kustomize.toolkit.fluxcd.io_kustomizations.yaml',
  ],
} as const satisfies Record<string, readonly string[]>;

const KRO_CRD_FILES = ['kro/helm/crds/kro.run_resourcegraphdefinitions.yaml'] as const;

/**
 * The Flux CRDs of the OLDEST controllers of each Flux range a profile names (`+flux-v2.3`:
 * Flux 2.3, `+flux-v2.6`: Flux 2.6), relative to {@link corpusDir}
 * (../shared/corpus/flux/SOURCE.md, "oldest/"). Keyed by the release's `oldestFlux`; also
 * the input of scripts/generate-flux-schemas.mjs.
 */
export const FLUX_OLDEST_CRD_SETS = {
  /** Flux 2.3: source-controller v1.3.0 (OCIRepository v1beta2 only), helm-controller v1.0.0, kustomize-controller v1.3.0. */
  '2.3': [
    'flux/oldest/source.toolkit.fluxcd.io_ocirepositories.source-controller-v1.3.0.yaml',
    'flux/oldest/helm.toolkit.fluxcd.io_helmreleases.helm-controller-v1.0.0.yaml',
    'flux/oldest/kustomize.toolkit.fluxcd.io_kustomizations.kustomize-controller-v1.3.0.yaml',
  ],
  /** Flux 2.6: source-controller v1.6.0 (OCIRepository v1 and v1beta2), helm-controller v1.3.0, kustomize-controller v1.6.0. */
  '2.6': [
    'flux/oldest/source.toolkit.fluxcd.io_ocirepositories.source-controller-v1.6.0.yaml',
    'flux/oldest/helm.toolkit.fluxcd.io_helmreleases.helm-controller-v1.3.0.yaml',
    'flux/oldest/kustomize.toolkit.fluxcd.io_kustomizations.kustomize-controller-v1.6.0.yaml',
  ],
} as const satisfies Record<string, readonly string[]>;

/**
 * Which upstream CRDs each built-in target profile must satisfy. A profile missing here
 * fails the profile tests, so a new profile cannot ship without its CRDs.
 */
export const PROFILE_CRD_SETS: Readonly<
  Record<
    string,
    | { readonly ocm: keyof typeof OCM_CRD_SETS; readonly flux: keyof typeof FLUX_CRD_SETS; readonly oldest: keyof typeof FLUX_OLDEST_CRD_SETS }
    | { readonly ocm: keyof typeof OCM_CRD_SETS; readonly argocd: 'main-37ee0097' }
  >
> = {
  'ocm-controller-v0.3.0+flux-v2.6': { ocm: 'monorepo', flux: 'sourceV1', oldest: '2.6' },
  'ocm-controller-v0.3.0+flux-v2.3': { ocm: 'monorepo', flux: 'sourceV1beta2', oldest: '2.3' },
  'ocm-k8s-toolkit-fad0b5e+flux-v2.6': { ocm: 'toolkitHead', flux: 'sourceV1', oldest: '2.6' },
  'ocm-k8s-toolkit-fad0b5e+flux-v2.3': { ocm: 'toolkitHead', flux: 'sourceV1beta2', oldest: '2.3' },
  'ocm-k8s-toolkit-8102a71+flux-v2.6': { ocm: 'toolkit8102a71', flux: 'sourceV1', oldest: '2.6' },
  'ocm-k8s-toolkit-8102a71+flux-v2.3': { ocm: 'toolkit8102a71', flux: 'sourceV1beta2', oldest: '2.3' },
  // Argo CD: the corpus holds one snapshot of its CRDs (main after v3.5.1), for the whole range.
  'ocm-controller-v0.3.0+argocd-v3.1': { ocm: 'monorepo', argocd: 'main-37ee0097' },
  'ocm-k8s-toolkit-fad0b5e+argocd-v3.1': { ocm: 'toolkitHead', argocd: 'main-37ee0097' },
  'ocm-k8s-toolkit-8102a71+argocd-v3.1': { ocm: 'toolkit8102a71', argocd: 'main-37ee0097' },
};

/** The CRD files (relative to {@link corpusDir}) for a profile; throws for an unmapped profile. */
export function profileCrdFiles(profile: string): string[] {
  const sets = PROFILE_CRD_SETS[profile];
  if (!sets) throw new Error(`test/support/corpus.ts: no CRD set for target profile "${profile}"; add it to PROFILE_CRD_SETS`);
  const deployer = 'argocd' in sets ? ARGOCD_CRD_FILES : FLUX_CRD_SETS[sets.flux];
  return [...deployer, ...OCM_CRD_SETS[sets.ocm], ...KRO_CRD_FILES];
}

/** The CRD files of a profile with the Flux CRDs of the oldest controllers of its Flux range. */
export function profileOldestCrdFiles(profile: string): string[] {
  const sets = PROFILE_CRD_SETS[profile];
  if (!sets) throw new Error(`test/support/corpus.ts: no CRD set for target profile "${profile}"; add it to PROFILE_CRD_SETS`);
  const deployer = 'argocd' in sets ? ARGOCD_CRD_FILES : FLUX_OLDEST_CRD_SETS[sets.oldest];
  return [...deployer, ...OCM_CRD_SETS[sets.ocm], ...KRO_CRD_FILES];
}

const byProfileOldest = new Map<string, CrdSchemaSet>();

/** Loads the CRDs a profile's output must satisfy on the oldest Flux of its range, once per profile and test file. */
export function loadProfileOldestCrds(profile: string): CrdSchemaSet {
  let set = byProfileOldest.get(profile);
  if (!set) {
    set = parseCrdSchemas(profileOldestCrdFiles(profile).flatMap((file) => readYamlDocuments(path.join(corpusDir, file))));
    byProfileOldest.set(profile, set);
  }
  return set;
}

const byProfile = new Map<string, CrdSchemaSet>();

/** Loads the CRDs a profile's output must satisfy, once per profile and test file. */
export function loadProfileCrds(profile: string): CrdSchemaSet {
  let set = byProfile.get(profile);
  if (!set) {
    set = parseCrdSchemas(profileCrdFiles(profile).flatMap((file) => readYamlDocuments(path.join(corpusDir, file))));
    byProfile.set(profile, set);
  }
  return set;
}

let cached: CrdSchemaSet | undefined;

/** Loads {@link CORPUS_CRD_FILES} once per test file; the schemas are shared, not copied. */
export function loadCorpusCrds(): CrdSchemaSet {
  cached ??= parseCrdSchemas(CORPUS_CRD_FILES.flatMap((file) => readYamlDocuments(path.join(corpusDir, file))));
  return cached;
}

/**
 * Every `*.yaml` / `*.yml` file under `dir` (recursively, `node_modules` skipped); none
 * when `dir` does not exist. For sweeps over the corpus and the fixtures.
 */
export function listYamlUnder(dir: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listYamlUnder(full);
    return /\.ya?ml$/.test(entry.name) ? [full] : [];
  });
}

/** The YAML files of the corpus, `test/fixtures/compile/` and `test/fixtures/`, sorted. */
export function corpusAndFixtureYaml(): string[] {
  return [corpusDir, path.join(repoRoot, 'test', 'fixtures')].flatMap(listYamlUnder).sort();
}
