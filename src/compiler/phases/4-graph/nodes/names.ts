/**
 * The names of the objects an instance creates: the one place the naming scheme lives
 * (documented in docs/names.md).
 *
 * - Every object is named `<instance>-<rgd>`, plus `-<role>` where one instance needs
 *   several objects of a kind (an OCM `Resource` per OCM resource: `-<resource slug>`).
 *   The RGD name in the name keeps instance `prod` of two RGDs in one namespace apart.
 * - The Helm release name is `<instance>-<rgd>`, or `<instance namespace>-<instance>-<rgd>`
 *   when the chart is installed into a fixed `targetNamespace`, which instances from
 *   several namespaces share.
 * - A name longer than its limit (63 for objects, 53 for Helm releases) is cut, stripped of
 *   trailing `-`/`.`, and ends in `-` and 8 characters of `random.seededString(8, name)`
 *   (SHA-256 of the whole name, `[0-9a-z]`): deterministic, and distinct for names that
 *   share a long prefix.
 *
 * The names are CEL, evaluated by kro at apply time, because the instance name is known
 * only then. Only kro's ungated libraries are used (ext.Strings `substring`, the Kubernetes
 * regex library's `find`, kro's `random`), so any kro release rgdc targets accepts them.
 */
import { celString } from '../../../../cel/literal.js';
import type { FieldPath } from '../../../../source/types.js';
import { embed } from './cel.js';

/** The ConfigData field every generated name comes from (the RGD name), for `--explain`. */
export const NAME_ORIGIN: FieldPath = ['metadata', 'name'];

/**
 * The longest name a generated object may have. Not the 253 a name may have: Flux writes
 * the name of a `Kustomization` or `HelmRelease` into the label
 * `kustomize.toolkit.fluxcd.io/name` or `helm.toolkit.fluxcd.io/name` of every object it
 * applies (fluxcd/pkg `ssa` `SetOwnerLabels`; helm-controller `postrender/origin_labels.go`),
 * and a label value has at most 63 characters. One limit for every kind keeps it simple.
 */
export const OBJECT_NAME_MAX = 63;
/** The longest Helm release name (Helm's `maxReleaseNameLen`; the HelmRelease CRD's `maxLength`). */
export const HELM_RELEASE_NAME_MAX = 53;
/** Characters of the hash that ends a shortened name. */
export const NAME_HASH_LENGTH = 8;

/**
 * `metadata.name` of an object the instance creates, as a kro template.
 *
 * @example objectName('podinfo', 'chart') // ${cel.bind(name, schema.metadata.name + "-podinfo-chart", ...)}
 */
export function objectName(rgdName: string, role?: string): string {
  const suffix = `-${rgdName}${role ? `-${role}` : ''}`;
  return embed(boundedName(`schema.metadata.name + ${celString(suffix)}`, OBJECT_NAME_MAX));
}

/**
 * The name of an object that lives outside the instance's namespace, where the objects of
 * instances from every namespace meet (an Argo CD `Application` in `argocd`): the instance
 * namespace joins the name, `<namespace>-<instance>-<rgd>`, bounded as every name is.
 */
export function sharedNamespaceObjectName(rgdName: string): string {
  return embed(boundedName(`schema.metadata.namespace + "-" + schema.metadata.name + ${celString(`-${rgdName}`)}`, OBJECT_NAME_MAX));
}

/**
 * `spec.releaseName` of the HelmRelease. Without a `targetNamespace` the release lives in
 * the instance's namespace, so the instance name and RGD make it unique; with one, several
 * instance namespaces install into the same namespace and the instance namespace joins the
 * name (helm-controller's default `<targetNamespace>-<name>` would collide there).
 */
export function helmReleaseName(rgdName: string, sharedTargetNamespace: boolean): string {
  const head = sharedTargetNamespace ? 'schema.metadata.namespace + "-" + schema.metadata.name' : 'schema.metadata.name';
  return embed(boundedName(`${head} + ${celString(`-${rgdName}`)}`, HELM_RELEASE_NAME_MAX));
}

/**
 * CEL that yields the name `whole` computes when it fits `limit`, else its first
 * `limit - 9` characters up to the last letter or digit, then `-` and the hash. The whole
 * name is a DNS-1123 subdomain (instance names are; `-` joins parts that start and end with
 * a letter or digit), so a prefix of it has no `-.`/`.-` and the result is one too.
 */
function boundedName(whole: string, limit: number): string {
  const keep = limit - NAME_HASH_LENGTH - 1;
  const shortened = `name.substring(0, ${keep}).find("^.*[0-9a-z]") + "-" + random.seededString(${NAME_HASH_LENGTH}, name)`;
  return `cel.bind(name, ${whole}, name.size() <= ${limit} ? name : ${shortened})`;
}
