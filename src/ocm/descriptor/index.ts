/**
 * The one OCM component descriptor module: reading descriptors (files and descriptor
 * layers), validating them against the OCM schemas, and finding resources and references
 * in them. Preview, localize and `rgdc component` use it.
 */
export type { ComponentSet, DescriptorFormat, Json, OcmComponent } from './types.js';
export { readComponentFile, readDescriptorDocument, type DescriptorFile, type InvalidComponentCode } from './read.js';
export {
  describeIdentity,
  describeResources,
  findByIdentity,
  findComponent,
  findReferencedComponent,
  matchesIdentity,
  resolveResource,
  type ResolvedResource,
  type UnresolvedResource,
} from './resolve.js';
