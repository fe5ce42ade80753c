/**
 * Component versions as an OCI repository stores them: the tag is the version with `+`
 * written as `.build-` (OCI tags cannot hold `+`; OCM spec, v1 `META_SEPARATOR`, monorepo
 * `semver_tag.go`). The versions of a component are the tags of its repository mapped
 * back, tags that are not semantic versions dropped, ordered by Masterminds semver; a
 * constraint selects the newest version it admits, as the OCM controller resolves
 * `Component.spec.semver`.
 */
import { checkConstraint, compareSemver, parseSemver, type SemverConstraint, type SemverVersion } from './semver-constraint.js';

const BUILD_SEPARATOR = '.build-';

/** The OCI tag of a version (`1.2.3+ci.42` → `1.2.3.build-ci.42`). */
export function versionToTag(version: string): string {
  return version.replace('+', BUILD_SEPARATOR);
}

/** The version a tag stands for (`1.2.3.build-ci.42` → `1.2.3+ci.42`). */
export function tagToVersion(tag: string): string {
  return tag.replace(BUILD_SEPARATOR, '+');
}

/** One version of a component, with the tag it is stored under. */
export interface ComponentVersionTag {
  readonly version: string;
  readonly tag: string;
  readonly semver: SemverVersion;
}

/**
 * The versions behind `tags`, newest first. Tags that are not semantic versions (`latest`,
 * signatures, attestations) are dropped. Versions equal but for build metadata keep the
 * tags' text order (descending) so the order never depends on the store.
 */
export function versionsFromTags(tags: readonly string[]): ComponentVersionTag[] {
  const versions: ComponentVersionTag[] = [];
  for (const tag of tags) {
    const version = tagToVersion(tag);
    const semver = parseSemver(version);
    if (!('error' in semver)) versions.push({ version, tag, semver });
  }
  return versions.sort((a, b) => compareSemver(b.semver, a.semver) || (a.version < b.version ? 1 : a.version > b.version ? -1 : 0));
}

/** The newest of `versions` (newest first) that `constraint` admits. */
export function selectVersion(versions: readonly ComponentVersionTag[], constraint: SemverConstraint): ComponentVersionTag | undefined {
  return versions.find((v) => checkConstraint(constraint, v.semver));
}
