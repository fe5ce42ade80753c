/**
 * Which component version a ConfigData is verified against, and reading it (with the
 * component versions its references reach, for `referencePath`).
 *
 * - Without `--component REF`: the ConfigData's own `component` (`repository//name:version`).
 * - `--component REF` without a version: the ConfigData's `component.version` resolved in
 *   REF's store (a mirror, a CTF), so the same constraint is checked there.
 * - `--component REF:VERSION` (or `@DIGEST`): that version; a name or a version the
 *   ConfigData would not deploy is a warning (`configdata_component_mismatch`).
 *
 * When the ConfigData's own version selects nothing in the repository, that is the
 * ConfigData's error (`configdata_version_not_in_repository` at `component.version`, exit
 * 1, the versions that exist in the hint); every other store failure stays an `ocm_*`
 * diagnostic (exit 4).
 */
import type { LoadedDocument } from '../source/types.js';
import { createCollector, type DiagnosticSink } from '../diagnostics/diagnostic.js';
import { fileSpan, makeDiagnostic } from '../diagnostics/report.js';
import { listComponentVersions, loadComponentSet } from '../ocm/load.js';
import { formatComponentReference, parseVersionSelector, type ComponentReference } from '../ocm/reference.js';
import type { ComponentVersion } from '../ocm/component-version.js';
import { resolveVersionless, versionResolvedInfo } from '../ocm/versionless.js';
import type { ComponentSet } from '../ocm/descriptor/types.js';
import { satisfies } from '../ocm/semver-constraint.js';
import type { OciReader } from '../oci/types.js';

/** The ConfigData's `component`. */
export interface ConfigDataComponent {
  readonly name: string;
  readonly version: string;
  readonly repository: string;
}

/** The component version read for verification. */
export interface VerifiedComponent {
  readonly set: ComponentSet;
  readonly root: ComponentVersion;
  /** The reference as resolved (`repository//name:version`). */
  readonly reference: string;
}

/**
 * Reads the component version `given` names (filling in the ConfigData's version when
 * it names none). `sources` receives descriptor texts for code frames.
 */
export async function readVerifiedComponent(
  reader: OciReader,
  given: ComponentReference,
  /** `given` came from `--component REF`, not from the ConfigData. */
  explicit: boolean,
  component: ConfigDataComponent,
  document: LoadedDocument,
  report: DiagnosticSink,
  sources: Map<string, string>,
): Promise<VerifiedComponent | undefined> {
  // The version is the ConfigData's own unless --component REF names one: a versionless
  // reference means what it means for every command (../ocm/versionless.ts).
  const resolution = explicit
    ? resolveVersionless(given, { text: component.version, span: document.locate(['component', 'version']) })
    : { reference: given, versionless: false };
  const fromConfigData = !explicit || resolution.versionless;
  const reference: ComponentReference = resolution.reference;
  const sink = createCollector();
  const loaded = await loadComponentSet(reader, reference, sink.report, sources);
  const rootName = formatComponentReference(reference);
  // A repository without any version of the component is the store's problem (a wrong
  // repository or name: exit 4); one whose versions the ConfigData's version misses is the ConfigData's.
  const missing = fromConfigData && sink.diagnostics.some((d) => d.code === 'ocm_version_not_found' && d.file === rootName);
  const others = missing ? ((await listComponentVersions(reader, reference, () => undefined)) ?? []).length > 0 : false;
  for (const diagnostic of sink.diagnostics) {
    if (others && diagnostic.code === 'ocm_version_not_found' && diagnostic.file === rootName) {
      // The ConfigData's own version selects nothing here: its error, at its line.
      report(
        makeDiagnostic(
          'configdata_version_not_in_repository',
          document.locate(['component', 'version']),
          'component.version',
          `component.version "${component.version}": ${diagnostic.message} (in ${reader.location})`,
          diagnostic.hint === undefined ? {} : { hint: diagnostic.hint },
        ),
      );
    } else if (!explicit && diagnostic.file === rootName) {
      // The ConfigData's own repository failed: said at the line that names it.
      report(
        makeDiagnostic(
          diagnostic.code,
          document.locate(['component', 'repository']),
          'component.repository',
          `${rootName}: ${diagnostic.message}`,
          diagnostic.hint === undefined ? {} : { hint: diagnostic.hint },
        ),
      );
    } else report(diagnostic);
  }
  if (!loaded || sink.hasErrors()) return undefined;
  const root = loaded.root;
  const text = formatComponentReference(given);
  const info = versionResolvedInfo(resolution, text, root.component.version, fileSpan(text));
  if (info) report(info);
  if (root.component.name !== component.name) {
    report(
      makeDiagnostic(
        'configdata_component_mismatch',
        document.locate(['component', 'name']),
        'component.name',
        `verified against ${root.component.name}, but the ConfigData deploys ${component.name}`,
        { hint: 'Give --component the reference of the component the ConfigData names.' },
      ),
    );
  } else if (!fromConfigData && !admits(component.version, root.component.version)) {
    report(
      makeDiagnostic(
        'configdata_component_mismatch',
        document.locate(['component', 'version']),
        'component.version',
        `verified against version ${root.component.version}, which component.version "${component.version}" does not admit; the cluster would deploy another version`,
      ),
    );
  }
  return { set: loaded.set, root, reference: formatComponentReference(reference, { version: root.component.version }) };
}

/** Whether the ConfigData's version (exact, or a constraint) admits `version`. */
function admits(selectorText: string, version: string): boolean {
  const selector = parseVersionSelector(selectorText);
  if ('error' in selector) return true;
  if (selector.kind === 'exact') return selector.version.replace(/^v/, '') === version.replace(/^v/, '');
  return satisfies(version, selector.text) === true;
}
