/**
 * Component references on the command line: `rgdc component REF`, and `--component` of
 * preview and localize, which takes a descriptor FILE or a REF. A value that names an
 * existing file (or `-`) is always the file, so descriptor files keep working whatever
 * their name; otherwise a value with a reference's `//` or `TYPE::` is read as a reference.
 *
 * Exit codes: a reference that cannot be parsed is a usage error (2); a store that fails
 * (unreachable, missing, refused, no such version) is 4; a stored version that is not a
 * valid OCM component version is 1.
 */
import { statSync } from 'node:fs';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { createCollector } from '../diagnostics/diagnostic.js';
import { fileSpan, makeDiagnostic } from '../diagnostics/report.js';
import { loadComponentSet } from '../ocm/load.js';
import { openStore, type StoreOptions } from '../ocm/open-store.js';
import { componentReferenceFromConfigData, formatComponentReference, looksLikeComponentReference, type ComponentReference } from '../ocm/reference.js';
import { resolveVersionless, versionResolvedInfo, type ConfigDataVersion } from '../ocm/versionless.js';
import { loadYaml } from '../source/index.js';
import { parseReferenceArgument } from './reference-argument.js';
import { parse } from 'yaml';
import { isRecord } from '../util/records.js';
import type { ComponentSet } from '../ocm/descriptor/types.js';
import { OciError, type OciReader } from '../oci/types.js';
import { storeFailure } from '../ocm/store-failure.js';
import { isConfigDataDocument } from '../configdata/document-kind.js';

/** Whether a `--component` value is a component reference rather than a descriptor file. */
export function isComponentReferenceOption(value: string): boolean {
  if (value === '-') return false;
  try {
    if (statSync(value).isFile()) return false;
  } catch {
    // Not a file: a reference if it looks like one, else the file read reports it.
  }
  return looksLikeComponentReference(value);
}

/** The store a reference names, or the diagnostic saying why it cannot be opened (exit 4). */
export function openReferenceStore(reference: ComponentReference, text: string, options: StoreOptions = {}): OciReader | Diagnostic {
  try {
    return openStore(reference.repository, options);
  } catch (error) {
    if (!(error instanceof OciError)) throw error;
    return storeFailure(error, text);
  }
}

/**
 * `--component REF` read into the components preview and localize take, or why not (with
 * the descriptor texts read, for code frames).
 */
export async function loadComponentOption(text: string, options: StoreOptions = {}, configData?: ConfigDataVersion): Promise<LoadedComponents> {
  const parsed = parseReferenceArgument(text);
  if ('code' in parsed) return { diagnostics: [parsed] };
  // Without a version: the ConfigData's component.version, else the newest (../ocm/versionless.ts).
  const resolution = resolveVersionless(parsed, configData);
  const loaded = await loadComponentReference(resolution.reference, text, options);
  if (!('set' in loaded)) return loaded;
  const root = loaded.set.components[0];
  const formatted = formatComponentReference(parsed);
  const info = root ? versionResolvedInfo(resolution, formatted, String(root.version), fileSpan(formatted)) : undefined;
  return info ? { ...loaded, warnings: [...loaded.warnings, info] } : loaded;
}

/**
 * What {@link loadComponentOption} gives: the components (with the store's warnings, such
 * as a damaged cache entry, and the info line on the version a versionless reference was
 * read at, for the command to report), or the diagnostics of the failure.
 */
export type LoadedComponents = { set: ComponentSet; warnings: readonly Diagnostic[] } | { diagnostics: Diagnostic[]; sources?: ReadonlyMap<string, string> };

/**
 * The `component.version` of a ConfigData (`apiVersion: rgdc/v1alpha1`) and where it is,
 * for a versionless `--component REF`; undefined for any other file.
 */
export function configDataVersionOf(file: string, source: string): ConfigDataVersion | undefined {
  const document = loadYaml(file === '-' ? '<stdin>' : file, source, () => undefined).documents.find((d) => isConfigDataDocument(d.value));
  const component = document && isRecord(document.value) && isRecord(document.value.component) ? document.value.component : undefined;
  if (!document || typeof component?.version !== 'string') return undefined;
  return { text: component.version, span: document.locate(['component', 'version']) };
}

/** A parsed reference read into components (its store opened, its version resolved). */
export async function loadComponentReference(reference: ComponentReference, text: string, options: StoreOptions = {}): Promise<LoadedComponents> {
  const sink = createCollector();
  const reader = openReferenceStore(reference, text, { ...options, report: sink.report });
  if ('code' in reader) return { diagnostics: [reader] };
  const sources = new Map<string, string>();
  const loaded = await loadComponentSet(reader, reference, sink.report, sources);
  if (!loaded || sink.hasErrors()) return { diagnostics: [...sink.diagnostics], sources };
  return { set: loaded.set, warnings: [...sink.diagnostics] };
}

/**
 * `--component-from-configdata`: the reference the ConfigData's own `component` names
 * (`repository//name:version`), or the usage diagnostic saying why there is none.
 */
export function configDataComponentReference(file: string, source: string): ComponentReference | Diagnostic {
  let value: unknown;
  try {
    value = parse(source);
  } catch {
    value = undefined;
  }
  const component = isRecord(value) && isRecord(value.component) ? value.component : undefined;
  if (!component || typeof component.name !== 'string' || typeof component.version !== 'string' || typeof component.repository !== 'string') {
    return makeDiagnostic(
      'ocm_invalid_reference',
      fileSpan(file),
      '',
      `${file} is not a ConfigData with \`component: {name, version, repository}\`; --component-from-configdata reads the component version a ConfigData names`,
      { hint: 'Give a ConfigData, or name the component version with --component REF.' },
    );
  }
  const reference = componentReferenceFromConfigData({ name: component.name, version: component.version, repository: component.repository });
  if ('error' in reference)
    return makeDiagnostic(
      'ocm_invalid_reference',
      fileSpan(file),
      'component',
      `the ConfigData's component does not make a component reference: ${reference.error}`,
      { hint: reference.hint },
    );
  return reference;
}
