/**
 * Flux delivery of manifests or a kustomization: an `OCIRepository` pinned by digest to
 * the artifact the OCM `Resource` resolved, and a `Kustomization` carrying the rules as
 * JSON6902 patches, post-build variables and `images` overrides, with secrets read by
 * `postBuild.substituteFrom`.
 */
import { escapeLiteralValue, escapeTemplateText } from '../../cel/literal.js';
import type { TargetProfile } from '../../targets/types.js';
import { fluxRelease } from './releases.js';
import type { Analysis, KustomizeDelivery, PatchSet } from '../../compiler/phases/3-analyze/types.js';
import { embed, schemaSpec } from '../../compiler/phases/4-graph/nodes/cel.js';
import { buildNode, type NodeDraft } from '../../compiler/phases/4-graph/nodes/draft.js';
import { applySettings, settingNames, type SettingsContext } from '../../compiler/phases/4-graph/nodes/settings.js';
import { buildOciRepositoryNode, OCI_REPOSITORY_ID } from './oci-repository.js';
import { objectName } from '../../compiler/phases/4-graph/nodes/names.js';
import { APPEND } from '../../configdata/values-path.js';
import { formatFieldPath } from '../../source/field-path.js';
import type { Provenance } from '../../compiler/phases/4-graph/nodes/provenance.js';
import { renderJsonText, renderStringSource, type RenderContext } from '../../compiler/phases/4-graph/nodes/values.js';

export const KUSTOMIZATION_ID = 'kustomization';

/** OCIRepository, then Kustomization. */
export function buildKustomizeNodes(analysis: Analysis, delivery: KustomizeDelivery, profile: TargetProfile, settings: SettingsContext): NodeDraft[] {
  const { deploy, source } = delivery;
  const c = profile.ocm.coordinates;
  const interval = deploy.interval ?? fluxRelease(profile).interval;
  const context: RenderContext = { profile, parameters: analysis.schema.parameters };
  const { rgdName } = analysis.names;
  const git = deploy.sourceType === 'git' && profile.ocm.git !== undefined ? profile.ocm.git : undefined;
  const sourceNode = git
    ? buildGitRepositoryNode(rgdName, source.id, git, interval, profile)
    : buildOciRepositoryNode(rgdName, source, interval, profile, ['deploy', 'kustomize', 'source'], settings);

  const spec: Record<string, unknown> = {
    interval,
    sourceRef: git
      ? { kind: 'GitRepository', name: embed(`${GIT_REPOSITORY_ID}.metadata.name`) }
      : { kind: 'OCIRepository', name: embed(`${OCI_REPOSITORY_ID}.metadata.name`) },
    path: escapeTemplateText(deploy.path ?? './'),
    prune: deploy.prune ?? true,
    wait: deploy.wait ?? true,
  };
  if (deploy.namespace) spec.targetNamespace = deploy.namespace;
  if (delivery.patches.length > 0) spec.patches = delivery.patches.map((p) => renderPatch(p, context));
  if (delivery.images.length > 0) {
    spec.images = [...delivery.images]
      .sort((a, b) => (a.name < b.name ? -1 : 1))
      .map((image) => ({
        name: escapeTemplateText(image.name),
        newName: `${embed(`${image.resourceId}.${c.registry}`)}/${embed(`${image.resourceId}.${c.repository}`)}`,
        newTag: embed(`${image.resourceId}.${c.tag}`),
        digest: embed(`${image.resourceId}.${c.digest}`),
      }));
  }
  const postBuild: Record<string, unknown> = {};
  if (delivery.substitutions.length > 0) {
    postBuild.substitute = Object.fromEntries(
      [...delivery.substitutions].sort((a, b) => (a.name < b.name ? -1 : 1)).map((s) => [s.name, renderStringSource(s.source, context)]),
    );
  }
  if (analysis.secrets.length > 0) {
    postBuild.substituteFrom = analysis.secrets.map((secret) => ({
      kind: 'Secret',
      name: embed(schemaSpec(['secrets', secret.name, 'name'])),
      ...(secret.optional ? { optional: true } : {}),
    }));
  }
  if (Object.keys(postBuild).length > 0) spec.postBuild = postBuild;

  const provenance: Provenance = {};
  delivery.patches.forEach((p, i) => {
    provenance[`spec.patches[${i}].patch`] = p.operations.map((o) => o.source.origin);
  });
  [...delivery.images]
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .forEach((image, i) => {
      provenance[`spec.images[${i}]`] = [image.origin];
    });
  for (const s of delivery.substitutions) provenance[formatFieldPath(['spec', 'postBuild', 'substitute', s.name])] = [s.source.origin];
  analysis.secrets.forEach((secret, i) => {
    provenance[`spec.postBuild.substituteFrom[${i}]`] = [secret.origin];
  });
  const applied = applySettings(settings, 'kustomize', settingNames(settings, 'kustomize'), spec, provenance);
  const kustomization = buildNode({
    id: KUSTOMIZATION_ID,
    name: objectName(rgdName),
    origin: ['deploy', 'kustomize'],
    apiVersion: fluxRelease(profile).kustomizationApiVersion,
    kind: 'Kustomization',
    spec,
    ...applied,
  });
  return [sourceNode, kustomization];
}

export const GIT_REPOSITORY_ID = 'gitRepository';

/** A Flux GitRepository pinned to the commit the OCM `Resource` resolved. */
function buildGitRepositoryNode(
  rgdName: string,
  sourceId: string,
  git: NonNullable<TargetProfile['ocm']['git']>,
  interval: string,
  profile: TargetProfile,
): NodeDraft {
  return buildNode({
    id: GIT_REPOSITORY_ID,
    name: objectName(rgdName),
    origin: ['deploy', 'kustomize', 'source'],
    apiVersion: fluxRelease(profile).gitRepositoryApiVersion,
    kind: 'GitRepository',
    spec: { interval, url: embed(`${sourceId}.${git.url}`), ref: { commit: embed(`${sourceId}.${git.commit}`) } },
  });
}

/**
 * One Flux patch: a JSON6902 document as a single-line JSON string (kro cannot read
 * `${...}` inside block scalars reliably). Map members use `add`, which creates or
 * replaces; list items use `replace`, because `add` would insert and shift the list.
 */
function renderPatch(patch: PatchSet, context: RenderContext): Record<string, unknown> {
  const operations = patch.operations.map(({ path, source }) => {
    const op = typeof path[path.length - 1] === 'number' ? 'replace' : 'add';
    const pointer = `/${path.map((s) => (s === APPEND ? '-' : String(s).replace(/~/g, '~0').replace(/\//g, '~1'))).join('/')}`;
    return `{"op":"${op}","path":${escapeTemplateText(JSON.stringify(pointer))},"value":${renderJsonText(source, context)}}`;
  });
  const t = patch.target;
  const target: Record<string, string> = {};
  if (t.group !== undefined) target.group = t.group;
  if (t.version !== undefined) target.version = t.version;
  target.kind = t.kind;
  target.name = t.name;
  if (t.namespace !== undefined) target.namespace = t.namespace;
  return { patch: `[${operations.join(',')}]`, target: escapeLiteralValue(target) };
}
