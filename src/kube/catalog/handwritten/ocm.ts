/**
 * OCM controller kinds (`delivery.ocm.software/v1alpha1`), written from the API reference
 * (`reference/ocm.md` section 2; Go types in `kubernetes/controller/api/v1alpha1`), one set
 * per controller generation rgdc's targets are made for (`OCM_KINDS_BY_RELEASE`). The test
 * `catalog-drift` compares each field by field with that generation's CRDs in the corpus:
 * open-component-model 8d5af58, ocm-k8s-toolkit fad0b5e and 8102a71 (`OCM_CRD_SETS` in
 * `test/support/corpus.ts`).
 */
import { arr, bool, free, kind, map, obj, oneOf, str } from '../dsl.js';
import type { ResolvedSchema, SchemaNode } from '../types.js';
import { conditions, generation, localRef } from './common.js';

/** `OCMConfiguration`: where an object gets (and passes on) its OCM configuration. */
function ocmConfig(): SchemaNode {
  return arr(
    obj(
      {
        apiVersion: str(),
        kind: str(),
        name: str(),
        namespace: str(),
        policy: oneOf(['Propagate', 'DoNotPropagate'], { default: 'Propagate' }),
      },
      ['kind', 'name', 'policy'],
    ),
  );
}

/** A component descriptor digest. */
function digest(): SchemaNode {
  return obj({ hashAlgorithm: str(), normalisationAlgorithm: str(), value: str() }, ['hashAlgorithm', 'normalisationAlgorithm', 'value']);
}

/** `ComponentInfo`: the resolved component version (no digest before ocm-k8s-toolkit #287). */
function componentInfo(withDigest = true): SchemaNode {
  const properties: Record<string, SchemaNode> = { component: str(), repositorySpec: free(true), version: str() };
  if (withDigest) properties.digest = digest();
  return obj(properties, ['component', 'repositorySpec', 'version']);
}

function commonStatus(extra: Record<string, SchemaNode>): SchemaNode {
  return obj({ ...extra, conditions: conditions(), effectiveOCMConfig: ocmConfig(), observedGeneration: generation() });
}

const REPOSITORY = kind(
  obj({ interval: str(), ocmConfig: ocmConfig(), repositorySpec: free(true), suspend: bool() }, ['interval', 'repositorySpec']),
  commonStatus({}),
  ['spec'],
);

/**
 * Which OCM controller generation a schema describes: the monorepo `kubernetes/controller`
 * (8d5af58), ocm-k8s-toolkit at its last commit (fad0b5e) or at 8102a71 (before #287).
 * Repository and Deployer are the same in all three; Component differs in one enum value.
 */
export type OcmRelease = 'monorepo-8d5af58' | 'toolkit-fad0b5e' | 'toolkit-8102a71';

const component = (release: OcmRelease): SchemaNode =>
  kind(
    obj(
      {
        component: str(),
        // The toolkit still has `Enforce`; the monorepo dropped it.
        downgradePolicy: oneOf(release === 'monorepo-8d5af58' ? ['Allow', 'Deny'] : ['Allow', 'Deny', 'Enforce'], { default: 'Deny' }),
        interval: str(),
        ocmConfig: ocmConfig(),
        repositoryRef: localRef(),
        semver: str(),
        semverFilter: str(),
        suspend: bool(),
        verify: arr(obj({ secretRef: localRef(), signature: str(), value: str() }, ['signature'])),
      },
      ['component', 'interval', 'repositoryRef', 'semver'],
    ),
    commonStatus({ component: componentInfo() }),
    ['spec'],
  );

/** The monorepo Resource: nested `additionalStatusFields`, no `spec.interval`, `verificationPolicy`. */
const MONOREPO_RESOURCE = kind(
  obj(
    {
      additionalStatusFields: free(),
      componentRef: localRef(),
      ocmConfig: ocmConfig(),
      resource: obj({ byReference: obj({ referencePath: arr(map()), resource: map() }, ['resource']) }, ['byReference']),
      suspend: bool(),
      verificationPolicy: oneOf(['Always', 'Never'], { default: 'Always' }),
    },
    ['componentRef', 'resource'],
  ),
  commonStatus({
    additional: free(),
    component: componentInfo(),
    resource: obj(
      {
        access: free(),
        digest: digest(),
        extraIdentity: map(),
        labels: arr(
          obj(
            {
              merge: obj({ algorithm: str(), config: free(true) }, ['algorithm']),
              name: str(),
              signing: bool(),
              value: free(true),
              version: str(),
            },
            ['name', 'value'],
          ),
        ),
        name: str(),
        type: str(),
        version: str(),
      },
      ['access', 'name', 'type'],
    ),
  }),
  ['spec'],
);

/** `status.resource` of the toolkit Resource: the digest is a string; labels from #287 on (fad0b5e). */
function toolkitResourceInfo(release: OcmRelease): SchemaNode {
  const properties: Record<string, SchemaNode> = { access: free(true), digest: str(), extraIdentity: map(), name: str(), type: str(), version: str() };
  if (release === 'toolkit-fad0b5e') {
    properties.labels = arr(
      obj({ merge: obj({ algorithm: str(), config: free(true) }, ['algorithm']), name: str(), signing: bool(), value: free(true), version: str() }, [
        'name',
        'value',
      ]),
    );
  }
  return obj(properties, ['access', 'digest', 'name', 'type']);
}

/**
 * The ocm-k8s-toolkit Resource: `spec.interval` required and `skipVerify`; at fad0b5e a flat
 * `additionalStatusFields` (one CEL string per key) and `status.additional`; at 8102a71
 * neither, but the controller's own `status.reference`.
 */
function toolkitResource(release: Exclude<OcmRelease, 'monorepo-8d5af58'>): SchemaNode {
  const spec: Record<string, SchemaNode> = {
    componentRef: localRef(),
    interval: str(),
    ocmConfig: ocmConfig(),
    resource: obj({ byReference: obj({ referencePath: arr(map()), resource: map() }, ['resource']) }, ['byReference']),
    skipVerify: bool(),
    suspend: bool(),
  };
  const status: Record<string, SchemaNode> = { component: componentInfo(release === 'toolkit-fad0b5e'), resource: toolkitResourceInfo(release) };
  if (release === 'toolkit-fad0b5e') {
    spec.additionalStatusFields = map(str());
    status.additional = map(free(true));
  } else {
    status.reference = obj({ digest: str(), reference: str(), registry: str(), repository: str(), tag: str() }, ['registry', 'repository']);
  }
  return kind(obj(spec, ['componentRef', 'interval', 'resource']), commonStatus(status), ['spec']);
}

const DEPLOYER = kind(
  obj({ ocmConfig: ocmConfig(), resourceRef: obj({ name: str(), namespace: str() }, ['name']), suspend: bool() }, ['resourceRef']),
  commonStatus({
    deployed: arr(obj({ apiVersion: str(), kind: str(), name: str(), namespace: str(), uid: str() }, ['apiVersion', 'kind', 'name'])),
  }),
);

/** The OCM kinds of one controller generation, keyed by `apiVersion` then kind. */
function ocmKinds(release: OcmRelease): Readonly<Record<string, Readonly<Record<string, ResolvedSchema>>>> {
  return {
    'delivery.ocm.software/v1alpha1': {
      Repository: { schema: REPOSITORY, scope: 'Namespaced' },
      Component: { schema: component(release), scope: 'Namespaced' },
      Resource: { schema: release === 'monorepo-8d5af58' ? MONOREPO_RESOURCE : toolkitResource(release), scope: 'Namespaced' },
      Deployer: { schema: DEPLOYER, scope: 'Cluster' },
    },
  };
}

/** The OCM kinds of each controller generation rgdc's targets are written for. */
export const OCM_KINDS_BY_RELEASE: Readonly<Record<OcmRelease, Readonly<Record<string, Readonly<Record<string, ResolvedSchema>>>>>> = {
  'monorepo-8d5af58': ocmKinds('monorepo-8d5af58'),
  'toolkit-fad0b5e': ocmKinds('toolkit-fad0b5e'),
  'toolkit-8102a71': ocmKinds('toolkit-8102a71'),
};

/** The OCM kinds of the newest controller (the default target's), keyed by `apiVersion` then kind. */
export const OCM_KINDS = OCM_KINDS_BY_RELEASE['monorepo-8d5af58'];
