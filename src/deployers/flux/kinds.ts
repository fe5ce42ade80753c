/**
 * The Flux kinds rgdc emits (the Flux deployer's part of the schema catalog), written from the Flux API reference (`reference/flux.md`; Go
 * types in `api/v1/ocirepository_types.go`, `api/v2/helmrelease_types.go`,
 * `api/v1/kustomization_types.go`, `api/v1/gitrepository_types.go`). The test
 * `catalog-drift` compares them field by field with the upstream CRDs of the versions in
 * `reference/flux.md`. Source of GitRepository, which the corpus lacks: fluxcd/source-controller
 * v1.9.1 (092bcff3c9c3f258a44310507201d295ff294ba6),
 * `config/crd/bases/source.toolkit.fluxcd.io_gitrepositories.yaml` (sha256 39a5a46c…1c9d09).
 */
import { arr, bool, free, int, kind, map, obj, oneOf, str, time } from '../../kube/catalog/dsl.js';
import type { ResolvedSchema, SchemaNode } from '../../kube/catalog/types.js';
import {
  conditions,
  dependsOn,
  FLUX_STATUS_DEFAULT,
  generation,
  healthCheckExprs,
  ignoreRules,
  images,
  inventory,
  kubeConfig,
  labelsAndAnnotations,
  nameRef,
  patches,
} from '../../kube/catalog/handwritten/common.js';

const LAYER_SELECTOR = (): SchemaNode => obj({ mediaType: str(), operation: oneOf(['extract', 'copy']) });

function ociRepository(version: 'v1' | 'v1beta2'): SchemaNode {
  const verify: Record<string, SchemaNode> = {
    matchOIDCIdentity: arr(obj({ issuer: str(), subject: str() }, ['issuer', 'subject'])),
    provider: oneOf(['cosign', 'notation'], { default: 'cosign' }),
    secretRef: nameRef(),
  };
  // trustedRootSecretRef arrived in source-controller v1.9.0, after v1beta2 was removed.
  if (version === 'v1') verify.trustedRootSecretRef = nameRef();
  const status: Record<string, SchemaNode> = {
    artifact: obj({ digest: str(), lastUpdateTime: time(), metadata: map(), path: str(), revision: str(), size: int({ format: 'int64' }), url: str() }, [
      'digest',
      'lastUpdateTime',
      'path',
      'revision',
      'url',
    ]),
    conditions: conditions(),
    lastHandledReconcileAt: str(),
    observedGeneration: generation(),
    observedIgnore: str(),
    observedLayerSelector: LAYER_SELECTOR(),
    url: str(),
  };
  if (version === 'v1beta2') status.contentConfigChecksum = str();
  return kind(
    obj(
      {
        certSecretRef: nameRef(),
        ignore: str(),
        insecure: bool(),
        interval: str(),
        layerSelector: LAYER_SELECTOR(),
        provider: oneOf(['generic', 'aws', 'azure', 'gcp'], { default: 'generic' }),
        proxySecretRef: nameRef(),
        ref: obj({ digest: str(), semver: str(), semverFilter: str(), tag: str() }),
        secretRef: nameRef(),
        serviceAccountName: str(),
        suspend: bool(),
        timeout: str({ default: '60s' }),
        url: str(),
        verify: obj(verify, ['provider']),
      },
      ['interval', 'url'],
    ),
    obj(status, [], { default: FLUX_STATUS_DEFAULT }),
  );
}

/** Flux `GitRepositoryInclude`: another GitRepository's artifact copied into this one. */
const GIT_INCLUDE = (): SchemaNode => obj({ fromPath: str(), repository: nameRef(), toPath: str() }, ['repository']);

/** A source-controller `meta.Artifact` (GitRepository `status.artifact`, `includedArtifacts[]`). */
const ARTIFACT = (): SchemaNode =>
  obj({ digest: str(), lastUpdateTime: time(), metadata: map(), path: str(), revision: str(), size: int({ format: 'int64' }), url: str() }, [
    'digest',
    'lastUpdateTime',
    'path',
    'revision',
    'url',
  ]);

/**
 * GitRepository v1 (`api/v1/gitrepository_types.go`) as source-controller v1.9.1
 * (092bcff) serves it: rgdc emits it for kustomize delivery with `sourceType: git`. The
 * corpus has no GitRepository CRD, so `catalog-drift` checks this schema against the
 * fields of that CRD recorded in the test, with the CRD's sha256 (docs/targets.md).
 */
const GIT_REPOSITORY = kind(
  obj(
    {
      ignore: str(),
      include: arr(GIT_INCLUDE()),
      interval: str(),
      provider: oneOf(['generic', 'aws', 'azure', 'github']),
      proxySecretRef: nameRef(),
      recurseSubmodules: bool(),
      ref: obj({ branch: str(), commit: str(), name: str(), semver: str(), tag: str() }),
      secretRef: nameRef(),
      serviceAccountName: str(),
      sparseCheckout: arr(str()),
      suspend: bool(),
      timeout: str({ default: '60s' }),
      url: str(),
      verify: obj({ mode: oneOf(['head', 'HEAD', 'Tag', 'TagAndHEAD'], { default: 'HEAD' }), secretRef: nameRef() }, ['secretRef']),
    },
    ['interval', 'url'],
  ),
  obj(
    {
      artifact: ARTIFACT(),
      conditions: conditions(),
      includedArtifacts: arr(ARTIFACT()),
      lastHandledReconcileAt: str(),
      observedGeneration: generation(),
      observedIgnore: str(),
      observedInclude: arr(GIT_INCLUDE()),
      observedRecurseSubmodules: bool(),
      observedSparseCheckout: arr(str()),
      sourceVerificationMode: str(),
    },
    [],
    { default: FLUX_STATUS_DEFAULT },
  ),
);

const CRDS_POLICY = (): SchemaNode => oneOf(['Skip', 'Create', 'CreateReplace']);
const HELM_STRATEGY = (): SchemaNode => obj({ name: oneOf(['RemediateOnFailure', 'RetryOnFailure']), retryInterval: str() }, ['name']);

/** Flags install and upgrade share. */
function helmActionFlags(): Record<string, SchemaNode> {
  return {
    crds: CRDS_POLICY(),
    disableHooks: bool(),
    disableOpenAPIValidation: bool(),
    disableSchemaValidation: bool(),
    disableTakeOwnership: bool(),
    disableWait: bool(),
    disableWaitForJobs: bool(),
    strategy: HELM_STRATEGY(),
    timeout: str(),
  };
}

const HELM_RELEASE = kind(
  obj(
    {
      chart: obj(
        {
          metadata: labelsAndAnnotations(),
          spec: obj(
            {
              chart: str(),
              ignoreMissingValuesFiles: bool(),
              interval: str(),
              reconcileStrategy: oneOf(['ChartVersion', 'Revision'], { default: 'ChartVersion' }),
              sourceRef: obj({ apiVersion: str(), kind: oneOf(['HelmRepository', 'GitRepository', 'Bucket']), name: str(), namespace: str() }, [
                'kind',
                'name',
              ]),
              valuesFiles: arr(str()),
              verify: obj({ provider: oneOf(['cosign', 'notation'], { default: 'cosign' }), secretRef: nameRef() }, ['provider']),
              version: str({ default: '*' }),
            },
            ['chart', 'sourceRef'],
          ),
        },
        ['spec'],
      ),
      chartRef: obj({ apiVersion: str(), kind: oneOf(['OCIRepository', 'HelmChart', 'ExternalArtifact']), name: str(), namespace: str() }, ['kind', 'name']),
      commonMetadata: labelsAndAnnotations(),
      dependsOn: dependsOn(),
      driftDetection: obj({ ignore: ignoreRules(), mode: oneOf(['enabled', 'warn', 'disabled']) }),
      healthCheckExprs: healthCheckExprs(),
      install: obj({
        ...helmActionFlags(),
        createNamespace: bool(),
        remediation: obj({ ignoreTestFailures: bool(), remediateLastFailure: bool(), retries: int() }),
        replace: bool(),
        serverSideApply: bool(),
        skipCRDs: bool(),
      }),
      interval: str(),
      kubeConfig: kubeConfig(),
      maxHistory: int(),
      persistentClient: bool(),
      postRenderStrategy: oneOf(['nohooks', 'combined', 'separate']),
      postRenderers: arr(obj({ kustomize: obj({ images: images(), patches: patches() }) })),
      releaseName: str(),
      rollback: obj({
        cleanupOnFail: bool(),
        disableHooks: bool(),
        disableWait: bool(),
        disableWaitForJobs: bool(),
        force: bool(),
        recreate: bool(),
        serverSideApply: oneOf(['enabled', 'disabled', 'auto']),
        timeout: str(),
      }),
      serviceAccountName: str(),
      storageNamespace: str(),
      suspend: bool(),
      targetNamespace: str(),
      test: obj({ enable: bool(), filters: arr(obj({ exclude: bool(), name: str() }, ['name'])), ignoreFailures: bool(), timeout: str() }),
      timeout: str(),
      uninstall: obj({
        deletionPropagation: oneOf(['background', 'foreground', 'orphan'], { default: 'background' }),
        disableHooks: bool(),
        disableWait: bool(),
        keepHistory: bool(),
        timeout: str(),
      }),
      upgrade: obj({
        ...helmActionFlags(),
        chartNameChangeStrategy: oneOf(['InPlaceUpdate', 'Reinstall']),
        cleanupOnFail: bool(),
        force: bool(),
        preserveValues: bool(),
        remediation: obj({
          ignoreTestFailures: bool(),
          remediateLastFailure: bool(),
          retries: int(),
          strategy: oneOf(['rollback', 'uninstall']),
        }),
        serverSideApply: oneOf(['enabled', 'disabled', 'auto']),
      }),
      values: free(true),
      valuesFrom: arr(
        obj({ kind: oneOf(['Secret', 'ConfigMap']), literal: bool(), name: str(), optional: bool(), targetPath: str(), valuesKey: str() }, ['kind', 'name']),
      ),
      waitStrategy: obj({ name: oneOf(['poller', 'legacy']) }, ['name']),
    },
    ['interval'],
  ),
  obj(
    {
      conditions: conditions(),
      failures: int({ format: 'int64' }),
      helmChart: str(),
      history: arr(
        obj(
          {
            action: str(),
            apiVersion: str(),
            appVersion: str(),
            chartName: str(),
            chartVersion: str(),
            configDigest: str(),
            deleted: time(),
            digest: str(),
            firstDeployed: time(),
            lastDeployed: time(),
            name: str(),
            namespace: str(),
            ociDigest: str(),
            status: str(),
            testHooks: map(obj({ lastCompleted: time(), lastStarted: time(), phase: str() })),
            version: int(),
          },
          ['chartName', 'chartVersion', 'configDigest', 'digest', 'firstDeployed', 'lastDeployed', 'name', 'namespace', 'status', 'version'],
        ),
      ),
      installFailures: int({ format: 'int64' }),
      inventory: inventory(),
      lastAttemptedConfigDigest: str(),
      lastAttemptedGeneration: generation(),
      lastAttemptedReleaseAction: oneOf(['install', 'upgrade']),
      lastAttemptedReleaseActionDuration: str(),
      lastAttemptedRevision: str(),
      lastAttemptedRevisionDigest: str(),
      lastAttemptedValuesChecksum: str(),
      lastHandledForceAt: str(),
      lastHandledReconcileAt: str(),
      lastHandledResetAt: str(),
      lastReleaseRevision: int(),
      observedCommonMetadataDigest: str(),
      observedGeneration: generation(),
      observedPostRenderersDigest: str(),
      storageNamespace: str(),
      upgradeFailures: int({ format: 'int64' }),
    },
    [],
    { default: FLUX_STATUS_DEFAULT },
  ),
);

const KUSTOMIZATION = kind(
  obj(
    {
      buildMetadata: arr(oneOf(['originAnnotations', 'transformerAnnotations'])),
      commonMetadata: labelsAndAnnotations(),
      components: arr(str()),
      decryption: obj({ provider: oneOf(['sops']), secretRef: nameRef(), serviceAccountName: str() }, ['provider']),
      deletionPolicy: oneOf(['MirrorPrune', 'Delete', 'WaitForTermination', 'Orphan']),
      dependsOn: dependsOn(),
      force: bool({ default: false }),
      healthCheckExprs: healthCheckExprs(),
      healthChecks: arr(obj({ apiVersion: str(), kind: str(), name: str(), namespace: str() }, ['kind', 'name'])),
      ignore: ignoreRules(),
      ignoreMissingComponents: bool(),
      images: images(),
      interval: str(),
      kubeConfig: kubeConfig(),
      namePrefix: str(),
      nameSuffix: str(),
      patches: patches(),
      path: str(),
      postBuild: obj({
        substitute: map(),
        substituteFrom: arr(obj({ kind: oneOf(['Secret', 'ConfigMap']), name: str(), optional: bool({ default: false }) }, ['kind', 'name'])),
        substituteStrategy: oneOf(['WithVariables', 'Always']),
      }),
      prune: bool(),
      retryInterval: str(),
      serviceAccountName: str(),
      sourceRef: obj({ apiVersion: str(), kind: oneOf(['OCIRepository', 'GitRepository', 'Bucket', 'ExternalArtifact']), name: str(), namespace: str() }, [
        'kind',
        'name',
      ]),
      suspend: bool(),
      targetNamespace: str(),
      timeout: str(),
      wait: bool(),
    },
    ['interval', 'prune', 'sourceRef'],
  ),
  obj(
    {
      conditions: conditions(),
      history: arr(
        obj(
          {
            digest: str(),
            firstReconciled: time(),
            lastReconciled: time(),
            lastReconciledDuration: str(),
            lastReconciledStatus: str(),
            metadata: map(),
            totalReconciliations: int({ format: 'int64' }),
          },
          ['digest', 'firstReconciled', 'lastReconciled', 'lastReconciledDuration', 'lastReconciledStatus', 'totalReconciliations'],
        ),
      ),
      inventory: inventory(),
      lastAppliedOriginRevision: str(),
      lastAppliedRevision: str(),
      lastAttemptedRevision: str(),
      lastHandledReconcileAt: str(),
      observedGeneration: generation(),
    },
    [],
    { default: FLUX_STATUS_DEFAULT },
  ),
);

/** The Flux kinds rgdc emits, keyed by `apiVersion` then kind. All are namespaced. */
export const FLUX_KINDS: Readonly<Record<string, Readonly<Record<string, ResolvedSchema>>>> = {
  'source.toolkit.fluxcd.io/v1': {
    OCIRepository: { schema: ociRepository('v1'), scope: 'Namespaced' },
    GitRepository: { schema: GIT_REPOSITORY, scope: 'Namespaced' },
  },
  'source.toolkit.fluxcd.io/v1beta2': { OCIRepository: { schema: ociRepository('v1beta2'), scope: 'Namespaced' } },
  'helm.toolkit.fluxcd.io/v2': { HelmRelease: { schema: HELM_RELEASE, scope: 'Namespaced' } },
  'kustomize.toolkit.fluxcd.io/v1': { Kustomization: { schema: KUSTOMIZATION, scope: 'Namespaced' } },
};
