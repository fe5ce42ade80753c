/**
 * Publishing into OCM component versions: the RGD (and bootstrap objects) added as
 * `localBlob` resources, as a new version or in place (docs/publish.md).
 */
export { publish } from './publish.js';
export { planVersion, resourceStatus, blobDigestSpec, type VersionPlan, type SourceVersion, type PlannedBlob } from './plan.js';
export type { PublishMode, PublishRequest, PublishResult, PublishedResource, ResourceBlob, ResourceStatus, VersionRef } from './types.js';
