import type { CodeInfo } from '../code-info.js';

/**
 * Diagnostic codes of the `ocm_` group: component references and component versions read
 * from an OCI registry or a Common Transport Format (CTF) store (`rgdc component`,
 * `--component REF`). Append new codes; never rename one.
 */
export const OCM_CODES = {
  ocm_invalid_reference: {
    severity: 'error',
    summary:
      'A component reference cannot be read: it is not `[http://|https://]HOST[:PORT][/PATH]//COMPONENT[:VERSION|@DIGEST]` or a CTF path `ctf::PATH//COMPONENT[:VERSION]`, the component name is not an OCM name, or the version is neither a version nor a semver constraint. Exit code 2.',
    hint: 'Write the repository, `//`, then the component name and version: `ghcr.io/acme/ocm//acme.org/podinfo:6.9.1` (docs/components.md).',
  },
  ocm_store_failed: {
    severity: 'error',
    summary:
      'The registry or CTF could not give what the component version needs: it is unreachable or missing, refused the credentials, lacks the repository, tag or a blob, or sent bytes that do not match their digest. Exit code 4.',
    hint: 'Check the reference, the network and the credentials; `rgdc component versions REF` lists the versions that exist.',
  },
  ocm_version_not_found: {
    severity: 'error',
    summary: 'The component has no version the reference asks for (no such tag, or no tag the semver constraint admits). Exit code 4.',
    hint: 'Pick one of the versions listed (`rgdc component versions REF`).',
  },
  ocm_not_component_version: {
    severity: 'error',
    summary:
      "The manifest under the component's tag is not an OCM component version: its config or descriptor layer has a media type OCM does not write, or they are not what the media type says.",
    hint: 'Point the reference at a component version written by the OCM CLI or library (`component-descriptors/<name>` repositories).',
  },
  ocm_invalid_descriptor: {
    severity: 'error',
    summary:
      'The component descriptor of a stored component version breaks the OCM descriptor schema (v2 or v3alpha1), or names another component or version than the one read. Exit code 1.',
    hint: 'The descriptor was written by a tool that does not follow the OCM schema; rebuild the component version with the OCM CLI.',
  },
  ocm_resource_missing: {
    severity: 'error',
    summary: 'The component version has no resource with the identity asked for (`rgdc component resource`). Exit code 1.',
    hint: 'Use one of the resources listed; `rgdc component show REF` shows them all.',
  },
  ocm_resource_not_local_blob: {
    severity: 'error',
    summary:
      'The resource is not a text `localBlob` of the component version (it points at an OCI artifact or elsewhere, or holds binary data), so `rgdc component resource` cannot print it. Exit code 1.',
    hint: 'Fetch it where its access points (an image reference: skopeo, oras), or with `ocm download resource`.',
  },
  ocm_store_limit: {
    severity: 'error',
    summary:
      "The registry or CTF went past one of the bounds rgdc keeps on what a store may make it wait for or hold, and rgdc stopped reading there: the request deadline, the tag list's pages or tags, a blob's size (declared or sent), an archive's inflated size or entries (docs/limits.md, \"Remote reads\"). The message names the limit and the environment variable that raises it. Exit code 4.",
    hint: 'A store that trips a limit is usually broken or hostile; if its answer is genuine, raise the limit the message names (RGDC_REGISTRY_DEADLINE_MS, RGDC_REGISTRY_MAX_TAG_PAGES, RGDC_REGISTRY_MAX_TAGS, RGDC_REGISTRY_MAX_BLOB_BYTES, RGDC_MAX_ARCHIVE_BYTES, RGDC_MAX_ARCHIVE_ENTRIES).',
  },
  ocm_cache_damaged: {
    severity: 'warning',
    summary:
      'An entry of the OCI cache (`$XDG_CACHE_HOME/rgdc/oci/`) is damaged: its bytes do not hash to its name, it is not a regular file inside the cache (a FIFO, a device, a link out of the cache), it is over the size limit, or a `last-seen` tag index breaks its schema. rgdc ignores the entry: online it fetches the content again, with `--offline` the content is missing (`ocm_store_failed`, exit 4).',
    hint: 'Nothing to do online; to repair the cache for --offline, run once online, or delete the cache folder.',
  },
  ocm_push_tag_conflict: {
    severity: 'error',
    summary:
      'A component version `rgdc component push` copies is already at the target under the same tag, but with another manifest digest (or another writer put one there during the push). A component version is immutable: rgdc never overwrites it; the other versions are still pushed. Exit code 1.',
    hint: 'Give the changed component version a new version. To replace it on purpose, delete the tag at the target first, then push again.',
  },
  ocm_push_nothing: {
    severity: 'error',
    summary:
      'The source of `rgdc component push` holds nothing to push: a CTF without tagged `component-descriptors/` artifacts, or a component without versions. Pushing nothing is not reported as success. Exit code 1.',
    hint: 'Check the source and the component name; `rgdc component versions SOURCE//NAME` lists the versions there are.',
  },
  ocm_version_resolved: {
    severity: 'info',
    summary:
      "A component reference without a version (`--component ./ctf//acme.org/podinfo`) was read at the version this line names: the one the ConfigData's `component.version` selects, else the newest. The same line for `compile --verify`, `check --component`, `preview --component` and `localize --component`.",
    hint: 'Write REF:VERSION (or a constraint) to read another version (docs/components.md, "A reference without a version").',
  },
} as const satisfies Record<string, CodeInfo>;
