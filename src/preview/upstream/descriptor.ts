/**
 * OCM component descriptors for `--component FILE`, read into one shape whatever the
 * format:
 * - v2 (`meta.schemaVersion: v2`, `component.{name, version, repositoryContexts,
 *   resources, componentReferences}`), as `ocm get cv -o yaml` prints it;
 * - v3alpha1 (`apiVersion: ocm.software/v3alpha1` or `ocm.gardener.cloud/v3alpha1`,
 *   `kind: ComponentVersion`, `metadata.{name, version}`, `spec.{resources, references}`);
 * - for convenience, a component constructor (`components: [...]`): resources that carry
 *   an `input` instead of an `access` have no access until they are uploaded, so they
 *   cannot be resolved.
 * Every YAML document holds one component (a constructor may hold several); the first
 * is the root, the others are what `referencePath` reaches through `componentReferences`.
 */
import { loadYaml, type LoadedDocument } from '../../compiler/phases/1-load/index.js';
import type { DiagnosticSink } from '../../diagnostics/diagnostic.js';
import { createCollector } from '../../diagnostics/diagnostic.js';
import { fileSpan, makeDiagnostic } from '../../diagnostics/report.js';
import type { PreviewFile } from '../types.js';
import { isRecord } from '../../util/records.js';

type Json = Record<string, unknown>;

/** One component version, format-independent. */
export interface OcmComponent {
  readonly name: string;
  readonly version: string;
  /** v2 `repositoryContexts` (where the component was read from), newest last. */
  readonly repositoryContexts: readonly Json[];
  readonly resources: readonly Json[];
  /** `componentReferences` (v2) / `references` (v3alpha1): `{name, componentName, version, extraIdentity?}`. */
  readonly references: readonly Json[];
  /** Where it was read, for messages: `file` (document n). */
  readonly where: string;
}

/** The components of a file, root first. */
export interface ComponentSet {
  readonly file: string;
  readonly components: readonly OcmComponent[];
}

/** Reads every component of the file; reports and returns undefined when there is none. */
export function readComponentDescriptors(input: PreviewFile, report: DiagnosticSink): ComponentSet | undefined {
  const sink = createCollector();
  const loaded = loadYaml(input.file, input.source, sink.report);
  sink.diagnostics.forEach(report);
  if (sink.hasErrors()) return undefined;
  const components: OcmComponent[] = [];
  for (const document of loaded.documents) {
    if (document.value === null || document.value === undefined) continue;
    const read = readDocument(document);
    if (read.length === 0) {
      report(makeDiagnostic('preview_invalid_component', document.locate([]), '', `document ${document.index + 1} of ${loaded.file} is not an OCM component descriptor (v2 or ocm.software/v3alpha1)`));
      return undefined;
    }
    for (const component of read) components.push(component);
  }
  if (components.length === 0) {
    report(makeDiagnostic('preview_invalid_component', fileSpan(loaded.file), '', `${loaded.file} holds no component descriptor`));
    return undefined;
  }
  return { file: loaded.file, components };
}

function readDocument(document: LoadedDocument): OcmComponent[] {
  const value = document.value;
  if (!isRecord(value)) return [];
  const where = `${document.file} (document ${document.index + 1})`;
  const meta = isRecord(value.meta) ? value.meta : undefined;
  if (isRecord(value.component) && (meta?.schemaVersion === 'v2' || meta === undefined)) {
    const c = value.component;
    return [component(c.name, c.version, c.repositoryContexts, c.resources, c.componentReferences, where)];
  }
  if (typeof value.apiVersion === 'string' && /\/v3alpha1$/.test(value.apiVersion) && value.kind === 'ComponentVersion') {
    const metadata = isRecord(value.metadata) ? value.metadata : {};
    const spec = isRecord(value.spec) ? value.spec : {};
    return [component(metadata.name, metadata.version, value.repositoryContexts, spec.resources, spec.references, where)];
  }
  if (Array.isArray(value.components)) {
    return value.components.filter(isRecord).map((c) => component(c.name, c.version, [], c.resources, c.componentReferences ?? c.references, where));
  }
  return [];
}

function component(name: unknown, version: unknown, contexts: unknown, resources: unknown, references: unknown, where: string): OcmComponent {
  return {
    name: String(name ?? ''),
    version: String(version ?? ''),
    repositoryContexts: Array.isArray(contexts) ? contexts.filter(isRecord) : [],
    resources: Array.isArray(resources) ? resources.filter(isRecord) : [],
    references: Array.isArray(references) ? references.filter(isRecord) : [],
    where,
  };
}

/** The component named `name` (the root when `name` is undefined). */
export function findComponent(set: ComponentSet, name: string | undefined): OcmComponent | undefined {
  return name === undefined ? set.components[0] : set.components.find((c) => c.name === name);
}

/** A resource found by identity, and the component that holds it. */
export interface ResolvedResource {
  readonly component: OcmComponent;
  readonly resource: Json;
}

/**
 * Follows `referencePath` (a list of reference identities) from `root` through
 * `componentReferences`, then finds the resource by identity (`name`, `version` and any
 * `extraIdentity` key must all match). Returns a reason when something is missing, with
 * `component` set when the path led to a component that lacks the resource (the
 * descriptor is wrong, not incomplete).
 */
export function resolveResource(set: ComponentSet, root: OcmComponent, identity: Json, referencePath: readonly Json[]): ResolvedResource | { missing: string; component?: OcmComponent } {
  let current = root;
  for (const step of referencePath) {
    const reference = current.references.find((r) => matchesIdentity(r, step));
    if (!reference) return { missing: `component ${current.name}:${current.version} has no component reference ${describe(step)}` };
    const next = set.components.find((c) => c.name === reference.componentName && (reference.version === undefined || c.version === String(reference.version)));
    if (!next) return { missing: `component ${String(reference.componentName)}:${String(reference.version ?? '')} (reference ${describe(step)} of ${current.name}) is not in ${set.file}; add its descriptor as another YAML document` };
    current = next;
  }
  const resource = current.resources.find((r) => matchesIdentity(r, identity));
  if (!resource) return { missing: `component ${current.name}:${current.version} (${current.where}) has no resource ${describe(identity)}`, component: current };
  return { component: current, resource };
}

/** OCM identity matching: every selector key equals the element's `name`, `version` or extra identity. */
function matchesIdentity(element: Json, selector: Json): boolean {
  const extra = isRecord(element.extraIdentity) ? element.extraIdentity : {};
  return Object.entries(selector).every(([key, expected]) => {
    const actual = key === 'name' || key === 'version' ? element[key] : extra[key];
    return actual !== undefined && String(actual) === String(expected);
  });
}

/** `chart (helmChart), image (ociImage)`: what a component offers, for hints. */
export function describeResources(component: OcmComponent): string {
  if (component.resources.length === 0) return 'no resources';
  return component.resources
    .map((r) => {
      const extra = isRecord(r.extraIdentity) && Object.keys(r.extraIdentity).length > 0 ? `[${describe(r.extraIdentity)}]` : '';
      return `${String(r.name)}${extra} (${String(r.type ?? 'no type')})`;
    })
    .join(', ');
}

function describe(identity: Json): string {
  return Object.entries(identity)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(',');
}

