import type { CodeInfo } from '../code-info.js';

/**
 * Diagnostic codes of the `publish_` group: `rgdc publish` adding the RGD (and the
 * bootstrap objects) to an OCM component version (docs/publish.md). Append new codes;
 * never rename one.
 */
export const PUBLISH_CODES = {
  publish_store_failed: {
    severity: 'error',
    summary:
      "The registry or CTF failed a read or write of the publish: unreachable, credentials refused or lacking push access, an immutable tag that cannot be overwritten, a blob or manifest refused. The message carries the HTTP status and the registry's error code. Exit code 4.",
    hint: 'Check the credentials (push access), the reference and the network; an immutable tag needs a new version (leave out --replace).',
  },
  publish_signed_version: {
    severity: 'error',
    summary:
      'The component version to publish into is signed. Its signatures cover the normalised descriptor, resources and digests included, so adding a resource would break them. Exit code 1.',
    hint: 'Publish into an unsigned version, or pass --force (the signatures are left out of what is written) and sign the result again with `ocm sign componentversion`.',
  },
  publish_signatures_dropped: {
    severity: 'warning',
    summary: "With --force, the source version's signatures are left out of the version written: they covered the old resources and would no longer verify.",
    hint: 'Sign the published version again (`ocm sign componentversion`) if installations verify signatures.',
  },
  publish_version_exists: {
    severity: 'error',
    summary: 'The version --new-version names exists and holds something else than the source with these resources. Exit code 1.',
    hint: 'Choose another --new-version, leave it out for the next free `<version>+rgd.<n>`, or rewrite that version with --replace.',
  },
  publish_unsupported_source: {
    severity: 'error',
    summary:
      'The component version is stored in a form rgdc does not rewrite: an OCI index, or a descriptor other than v2 (v3alpha1 is read only). Exit code 1.',
    hint: 'Publish into a version written by the OCM CLI with a v2 descriptor (the default of both OCM CLIs).',
  },
  publish_not_rgd: {
    severity: 'error',
    summary: 'The file given to publish is neither a ConfigData (`apiVersion: rgdc/v1alpha1`) nor one ResourceGraphDefinition. Exit code 1.',
    hint: 'Give the ConfigData (compiled first) or the RGD file `rgdc compile` wrote.',
  },
  publish_concurrent_write: {
    severity: 'error',
    summary:
      "Another publish wrote the same tag of the registry or CTF at the same time, and its version is the one kept: this run's version was not written (or was replaced right after) and nothing of the other run's was overwritten. With the default `<version>+rgd.<n>`, rgdc moves to the next free number by itself and only reports this when the race repeats; with --new-version or --replace, the loser fails. Exit code 4.",
    hint: 'Run publish again: it reads the store anew (the same RGD already there is nothing to publish).',
  },
} as const satisfies Record<string, CodeInfo>;
