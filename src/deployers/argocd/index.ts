/**
 * The Argo CD deployer: one `Application` per instance that installs the Helm chart the OCM
 * `Resource` resolved, from its OCI registry, pinned by digest, with the same values the Flux
 * HelmRelease gets. Everything rgdc knows about Argo CD is in this folder
 * (docs/design/deployers.md, docs/argocd.md).
 *
 * Not delivered (each refused at its ConfigData field, never dropped): kustomize deliveries,
 * and `secrets` entries, because Argo CD cannot read Helm values from a Secret.
 */
import { OCM_CONTROLLER_V0_3_0, OCM_K8S_TOOLKIT_8102A71, OCM_K8S_TOOLKIT_FAD0B5E } from '../../targets/controllers.js';
import { composeProfile } from '../../targets/compose.js';
import type { Deployer } from '../types.js';
import { buildApplicationNode } from './application.js';
import { ARGOCD_KINDS } from './kinds.js';
import { ARGOCD_NAME, ARGOCD_V3_1 } from './releases.js';
import { ARGOCD_GROUPS, simulateArgoCd } from './upstream.js';

const WHAT = 'one Argo CD Application (argoproj.io/v1alpha1) per instance, chart from the OCI registry pinned by digest';

export const ARGOCD: Deployer = {
  name: ARGOCD_NAME,
  title: 'Argo CD',
  // Newest first, by OCM controller generation.
  profiles: [
    composeProfile(OCM_CONTROLLER_V0_3_0, ARGOCD_NAME, ARGOCD_V3_1, {
      aliases: [],
      description: `Nested additional status (\`status.additional.oci.*\`); ${WHAT}`,
    }),
    composeProfile(OCM_K8S_TOOLKIT_FAD0B5E, ARGOCD_NAME, ARGOCD_V3_1, {
      aliases: [],
      description: `Flat additional status (\`status.additional.*\`); ${WHAT}`,
    }),
    composeProfile(OCM_K8S_TOOLKIT_8102A71, ARGOCD_NAME, ARGOCD_V3_1, { aliases: [], description: `Reference status (\`status.reference.*\`); ${WHAT}` }),
  ],
  buildNodes: ({ analysis, delivery, profile }) => (delivery.kind === 'helm' ? [buildApplicationNode(analysis, delivery, profile)] : []),
  secretValuesPath: () => ({
    code: 'configdata_secret_unsupported',
    message: 'Argo CD cannot read Helm values from a Secret (argo-cd#1786), and rgdc never writes a secret value into the Application',
    hint: "Give the chart the Secret's name instead (a value such as `existingSecret`, set by a configuration rule), or compile for Flux (`--deployer flux`).",
  }),
  refusesDelivery: (delivery) =>
    delivery.kind === 'kustomize'
      ? {
          path: ['deploy', 'kustomize'],
          message: 'rgdc compiles only Helm deliveries for Argo CD so far; a kustomize delivery would lose its patches',
          hint: 'Compile this ConfigData for Flux (`--deployer flux`), or deliver the manifests as a Helm chart (docs/argocd.md).',
        }
      : undefined,
  // No installation settings yet: a ConfigData that pins or defaults one is refused for these targets.
  settings: { groups: {}, targets: {}, unavailable: () => new Map(), groupsFor: () => ({}) },
  kinds: ARGOCD_KINDS,
  kindsFor: () => ARGOCD_KINDS,
  upstream: { groups: ARGOCD_GROUPS, simulate: simulateArgoCd },
  verify: { puller: 'Argo CD' },
  columns: [],
};
