/**
 * Reading component descriptors into {@link OcmComponent}s. One set of rules for every
 * caller (preview's and localize's `--component FILE`, and descriptor layers read from a
 * registry or CTF):
 * - v2 (`meta.schemaVersion: v2`, or no `meta`, with `component.{name, version,
 *   repositoryContexts, resources, componentReferences}`), as `ocm get cv -o yaml` prints it;
 * - v3alpha1 (`apiVersion: ocm.software/v3alpha1` or `ocm.gardener.cloud/v3alpha1`,
 *   `kind: ComponentVersion` or `metadata` + `spec`; `spec.{resources, references}`);
 * - for convenience (files only), a component constructor: `components: [...]` or one
 *   component's `name`/`version`/`resources`. Resources that carry an `input` instead of
 *   an `access` have no access until they are uploaded.
 * Every YAML document holds one component (a constructor may hold several); the first is
 * the root, the others are what `referencePath` reaches through component references.
 */
import { loadYaml } from '../../source/index.js';
import type { LoadedDocument } from '../../source/types.js';
import type { DiagnosticSink } from '../../diagnostics/diagnostic.js';
import { createCollector } from '../../diagnostics/diagnostic.js';
import type { DiagnosticCode } from '../../diagnostics/codes.js';
import { fileSpan, makeDiagnostic } from '../../diagnostics/report.js';
import { isRecord } from '../../util/records.js';
import type { ComponentSet, DescriptorFormat, Json, OcmComponent } from './types.js';

/** A descriptor file as given on the command line: its name (as shown) and text. */
export interface DescriptorFile {
  readonly file: string;
  readonly source: string;
}

/** The code to report a file that holds no descriptor under (each command has its own). */
export type InvalidComponentCode = Extract<DiagnosticCode, 'preview_invalid_component' | 'localize_invalid_component'>;

/** Reads every component of the file; reports and returns undefined when there is none. */
export function readComponentFile(input: DescriptorFile, report: DiagnosticSink, invalidCode: InvalidComponentCode): ComponentSet | undefined {
  const sink = createCollector();
  const loaded = loadYaml(input.file, input.source, sink.report);
  sink.diagnostics.forEach(report);
  if (sink.hasErrors()) return undefined;
  const components: OcmComponent[] = [];
  for (const document of loaded.documents) {
    if (document.value === null || document.value === undefined) continue;
    const read = readDescriptorDocument(document, { constructors: true });
    if (read.length === 0) {
      report(
        makeDiagnostic(
          invalidCode,
          document.locate([]),
          '',
          `document ${document.index + 1} of ${loaded.file} is not an OCM component descriptor (v2 or ocm.software/v3alpha1) or component constructor`,
        ),
      );
      return undefined;
    }
    for (const component of read) components.push(component);
  }
  if (components.length === 0) {
    report(makeDiagnostic(invalidCode, fileSpan(loaded.file), '', `${loaded.file} holds no component descriptor`));
    return undefined;
  }
  return { file: loaded.file, components };
}

/**
 * The components one document describes: one for a descriptor, any number for a
 * constructor (only with `constructors`), none when it is neither.
 */
export function readDescriptorDocument(document: LoadedDocument, options: { constructors?: boolean; where?: string } = {}): OcmComponent[] {
  const value = document.value;
  if (!isRecord(value)) return [];
  const where = options.where ?? `${document.file} (document ${document.index + 1})`;
  const base = { document, where, signatures: list(value.signatures) };
  const meta = isRecord(value.meta) ? value.meta : undefined;
  if (isRecord(value.component) && (meta === undefined || meta.schemaVersion === 'v2')) {
    const c = value.component;
    return [
      component('v2', c, {
        ...base,
        provider: c.provider,
        contexts: c.repositoryContexts,
        references: c.componentReferences,
        resourcesPath: ['component', 'resources'],
        referencesPath: ['component', 'componentReferences'],
      }),
    ];
  }
  if (
    typeof value.apiVersion === 'string' &&
    /\/v3alpha1$/.test(value.apiVersion) &&
    (value.kind === 'ComponentVersion' || (isRecord(value.spec) && isRecord(value.metadata)))
  ) {
    const metadata = isRecord(value.metadata) ? value.metadata : {};
    const spec = isRecord(value.spec) ? value.spec : {};
    return [
      component(
        'v3alpha1',
        { ...spec, name: metadata.name, version: metadata.version },
        {
          ...base,
          provider: metadata.provider,
          contexts: value.repositoryContexts,
          references: spec.references,
          resourcesPath: ['spec', 'resources'],
          referencesPath: ['spec', 'references'],
        },
      ),
    ];
  }
  if (!options.constructors) return [];
  if (Array.isArray(value.components)) {
    return value.components.flatMap((c, i) =>
      isRecord(c)
        ? [
            component('constructor', c, {
              ...base,
              signatures: [],
              provider: c.provider,
              contexts: [],
              references: c.componentReferences ?? c.references,
              resourcesPath: ['components', i, 'resources'],
              referencesPath: ['components', i, c.componentReferences !== undefined ? 'componentReferences' : 'references'],
            }),
          ]
        : [],
    );
  }
  if (typeof value.name === 'string' && Array.isArray(value.resources)) {
    return [
      component('constructor', value, {
        ...base,
        signatures: [],
        provider: value.provider,
        contexts: [],
        references: value.componentReferences ?? value.references,
        resourcesPath: ['resources'],
        referencesPath: [value.componentReferences !== undefined ? 'componentReferences' : 'references'],
      }),
    ];
  }
  return [];
}

interface Parts extends Pick<OcmComponent, 'document' | 'where' | 'signatures' | 'resourcesPath' | 'referencesPath'> {
  readonly provider: unknown;
  readonly contexts: unknown;
  readonly references: unknown;
}

function component(format: DescriptorFormat, c: Json, parts: Parts): OcmComponent {
  const { provider, contexts, references, ...rest } = parts;
  return {
    name: String(c.name ?? ''),
    version: String(c.version ?? ''),
    format,
    ...(provider !== undefined ? { provider } : {}),
    repositoryContexts: list(contexts),
    resources: list(c.resources),
    sources: list(c.sources),
    references: list(references),
    ...rest,
  };
}

/** The maps of a list (anything else is dropped: schema validation reports it where it matters). */
function list(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}
