/**
 * OCM controller kinds (`delivery.ocm.software/v1alpha1`), written from the API reference
 * (`reference/ocm.md` section 2; Go types in `kubernetes/controller/api/v1alpha1`). The
 * test `catalog-drift` compares them field by field with the upstream CRDs.
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

/** `ComponentInfo`: the resolved component version. */
function componentInfo(): SchemaNode {
  return obj({ component: str(), digest: digest(), repositorySpec: free(true), version: str() }, ['component', 'repositorySpec', 'version']);
}

function commonStatus(extra: Record<string, SchemaNode>): SchemaNode {
  return obj({ ...extra, conditions: conditions(), effectiveOCMConfig: ocmConfig(), observedGeneration: generation() });
}

const REPOSITORY = kind(
  obj({ interval: str(), ocmConfig: ocmConfig(), repositorySpec: free(true), suspend: bool() }, ['interval', 'repositorySpec']),
  commonStatus({}),
  ['spec'],
);

const COMPONENT = kind(
  obj(
    {
      component: str(),
      downgradePolicy: oneOf(['Allow', 'Deny'], { default: 'Deny' }),
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

const RESOURCE = kind(
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

const DEPLOYER = kind(
  obj({ ocmConfig: ocmConfig(), resourceRef: obj({ name: str(), namespace: str() }, ['name']), suspend: bool() }, ['resourceRef']),
  commonStatus({
    deployed: arr(obj({ apiVersion: str(), kind: str(), name: str(), namespace: str(), uid: str() }, ['apiVersion', 'kind', 'name'])),
  }),
);

/** The OCM kinds rgdc emits, keyed by `apiVersion` then kind. */
export const OCM_KINDS: Readonly<Record<string, Readonly<Record<string, ResolvedSchema>>>> = {
  'delivery.ocm.software/v1alpha1': {
    Repository: { schema: REPOSITORY, scope: 'Namespaced' },
    Component: { schema: COMPONENT, scope: 'Namespaced' },
    Resource: { schema: RESOURCE, scope: 'Namespaced' },
    Deployer: { schema: DEPLOYER, scope: 'Cluster' },
  },
};
