/**
 * The OCM model: component references, versions and their tags, the descriptor module,
 * and component versions read through an `OciReader` (registry or CTF).
 */
export {
  parseComponentReference,
  componentReferenceFromConfigData,
  formatComponentReference,
  formatRepository,
  looksLikeComponentReference,
  parseVersionSelector,
  type ComponentReference,
  type ComponentRepository,
  type ReferenceError,
  type VersionSelector,
} from './reference.js';
export { versionToTag, tagToVersion, versionsFromTags, selectVersion, type ComponentVersionTag } from './versions.js';
export {
  componentRepository,
  readComponentVersion,
  findLocalBlobLayer,
  decodeDescriptor,
  COMPONENT_CONFIG_MEDIA_TYPES,
  type ComponentVersion,
  type OciDescriptor,
} from './component-version.js';
export { listComponentVersions, readReferencedVersion, loadComponentSet } from './load.js';
export { openStore, type StoreOptions } from './open-store.js';
export { CtfStore, type CtfArtifact } from './ctf-store.js';
export { readTar, writeTar, type TarEntry } from './tar.js';
export { computeDigest, parseDigest, verifyDigest } from './digest.js';
export {
  readComponentFile,
  readDescriptorDocument,
  describeIdentity,
  describeResources,
  findByIdentity,
  findComponent,
  findReferencedComponent,
  matchesIdentity,
  resolveResource,
  type ComponentSet,
  type DescriptorFile,
  type DescriptorFormat,
  type InvalidComponentCode,
  type Json,
  type OcmComponent,
  type ResolvedResource,
  type UnresolvedResource,
} from './descriptor/index.js';
export {
  summarizeComponentVersion,
  renderComponentVersion,
  summarizeVersions,
  renderVersions,
  type ComponentVersionSummary,
  type ComponentVersionsSummary,
} from './summary.js';
