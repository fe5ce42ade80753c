/**
 * A component reference without a version (`./ctf//acme.org/podinfo`, a mirror) means one
 * thing for every command that takes one with a ConfigData at hand (`compile --verify`,
 * `check --component`, `preview --component`, `localize --component`): the ConfigData's
 * `component.version` (a version or a constraint, resolved in the reference's store as
 * the OCM controller resolves `Component.spec.semver`) when there is one, else the newest
 * release (else the newest pre-release). Each says which version it read with the same
 * info line, `ocm_version_resolved` (docs/components.md, "A reference without a version").
 */
import type { Diagnostic, SourceSpan } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/report.js';
import { parseVersionSelector, type ComponentReference } from './reference.js';

/** The ConfigData's `component.version`, and where it is written. */
export interface ConfigDataVersion {
  readonly text: string;
  readonly span: SourceSpan;
}

/** A reference with the version it is read at filled in, and whether it named none. */
export interface VersionlessResolution {
  readonly reference: ComponentReference;
  /** The reference named neither a version nor a digest. */
  readonly versionless: boolean;
  /** The ConfigData's version used for a versionless reference (absent: the newest is read). */
  readonly constraint?: ConfigDataVersion;
}

/**
 * Fills in the version of a reference that names none: the ConfigData's `component.version`
 * when it is a version or a constraint, else none (the store's newest is read).
 */
export function resolveVersionless(reference: ComponentReference, configData: ConfigDataVersion | undefined): VersionlessResolution {
  if (reference.version !== undefined || reference.digest !== undefined) return { reference, versionless: false };
  const own = configData === undefined ? undefined : parseVersionSelector(configData.text);
  if (!own || 'error' in own) return { reference, versionless: true };
  return { reference: { ...reference, version: own }, versionless: true, constraint: configData! };
}

/**
 * The info line saying which version a versionless reference was read at (`text`: the
 * reference as given; `version`: the version read), or undefined for a reference that
 * named its version. At the ConfigData's `component.version` when that chose it.
 */
export function versionResolvedInfo(resolution: VersionlessResolution, text: string, version: string, commandLine: SourceSpan): Diagnostic | undefined {
  if (!resolution.versionless) return undefined;
  const name = resolution.reference.component;
  const why =
    resolution.constraint === undefined
      ? 'the newest version there (no ConfigData component.version to select by)'
      : resolution.reference.version?.kind === 'exact'
        ? `the version the ConfigData's component.version "${resolution.constraint.text}" names`
        : `the newest version the ConfigData's component.version "${resolution.constraint.text}" admits`;
  return makeDiagnostic(
    'ocm_version_resolved',
    resolution.constraint?.span ?? commandLine,
    resolution.constraint ? 'component.version' : '',
    `${text} names no version: read ${name}:${version}, ${why}`,
    { severity: 'info' },
  );
}
