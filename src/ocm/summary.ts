/**
 * What `rgdc component show` and `rgdc component versions` report, as data (their
 * `--json` result) and as text. Resources, references and signatures are exactly as the
 * descriptor has them; a `localBlob` resource also names the manifest layer holding it.
 */
import { findLocalBlobLayer, type ComponentVersion, type OciDescriptor } from './component-version.js';
import type { Json } from './descriptor/types.js';
import type { VersionSelector } from './reference.js';
import { inert } from '../diagnostics/terminal-text.js';
import { checkConstraint } from './semver-constraint.js';
import type { ComponentVersionTag } from './versions.js';

/** `rgdc component show` result. */
export interface ComponentVersionSummary {
  readonly reference: string;
  readonly component: string;
  readonly version: string;
  readonly store: string;
  readonly repository: string;
  readonly tag?: string;
  readonly manifest: { readonly digest: string; readonly mediaType: string; readonly annotations: Readonly<Record<string, string>> };
  readonly index?: { readonly digest: string; readonly mediaType: string };
  readonly descriptor: { readonly schemaVersion: string; readonly mediaType: string; readonly digest: string; readonly size?: number };
  readonly provider?: unknown;
  /** The descriptor's resources, unchanged. */
  readonly resources: readonly Json[];
  /** For each `localBlob` resource (by index in `resources`), the layer holding its bytes. */
  readonly localBlobs: readonly { readonly resource: number; readonly name: string; readonly layer: OciDescriptor | null }[];
  readonly references: readonly Json[];
  readonly signatures: readonly Json[];
}

/** The summary of a component version read from a store. */
export function summarizeComponentVersion(version: ComponentVersion, reference: string): ComponentVersionSummary {
  const { component } = version;
  const localBlobs = component.resources.flatMap((resource, index) => {
    const access = resource.access;
    const isLocal = typeof access === 'object' && access !== null && /^localBlob(\/v1)?$/i.test(String((access as Json).type ?? ''));
    return isLocal ? [{ resource: index, name: String(resource.name), layer: findLocalBlobLayer(version, resource) ?? null }] : [];
  });
  return {
    reference,
    component: component.name,
    version: component.version,
    store: version.location,
    repository: version.repository,
    ...(version.tag !== undefined ? { tag: version.tag } : {}),
    manifest: version.manifest,
    ...(version.index ? { index: version.index } : {}),
    descriptor: {
      schemaVersion: component.format,
      mediaType: version.descriptorLayer.mediaType,
      digest: version.descriptorLayer.digest,
      ...(version.descriptorLayer.size !== undefined ? { size: version.descriptorLayer.size } : {}),
    },
    ...(component.provider !== undefined ? { provider: component.provider } : {}),
    resources: component.resources,
    localBlobs,
    references: component.references,
    signatures: component.signatures,
  };
}

/**
 * `rgdc component show` as text: a header, then one block per resource, reference and
 * signature. Every line is an {@link inert} template: what the store supplied is escaped
 * before it can reach a terminal (ESC sequences, C1 controls, bidi overrides, CR).
 */
export function renderComponentVersion(summary: ComponentVersionSummary): string {
  const lines = [
    inert`component   ${summary.component}`,
    inert`version     ${summary.version}`,
    inert`store       ${summary.store} (${summary.repository}${summary.tag !== undefined ? `:${summary.tag}` : ''})`,
    inert`manifest    ${summary.manifest.digest} (${summary.manifest.mediaType})`,
    ...(summary.index ? [inert`index       ${summary.index.digest} (${summary.index.mediaType})`] : []),
    inert`descriptor  ${summary.descriptor.schemaVersion}, ${summary.descriptor.mediaType}, ${summary.descriptor.digest}`,
    ...(summary.provider !== undefined
      ? [inert`provider    ${typeof summary.provider === 'string' ? summary.provider : JSON.stringify(summary.provider)}`]
      : []),
    '',
    inert`resources (${summary.resources.length}):`,
  ];
  summary.resources.forEach((resource, index) => {
    const extra = isJson(resource.extraIdentity) && Object.keys(resource.extraIdentity).length > 0 ? ` ${JSON.stringify(resource.extraIdentity)}` : '';
    lines.push(
      inert`  ${String(resource.name)}${extra}  ${String(resource.version ?? '')}  ${String(resource.type ?? '')}  ${String(resource.relation ?? '')}`,
    );
    lines.push(inert`    access: ${JSON.stringify(resource.access ?? null)}`);
    const blob = summary.localBlobs.find((b) => b.resource === index);
    if (blob)
      lines.push(
        inert`    layer:  ${blob.layer ? `${blob.layer.digest} (${blob.layer.mediaType}${blob.layer.size !== undefined ? `, ${blob.layer.size} bytes` : ''})` : 'missing from the manifest'}`,
      );
    if (resource.digest !== undefined) lines.push(inert`    digest: ${JSON.stringify(resource.digest)}`);
  });
  lines.push('', inert`references (${summary.references.length}):`);
  for (const reference of summary.references)
    lines.push(
      inert`  ${String(reference.name)}  ${String(reference.componentName)}:${String(reference.version)}${reference.digest !== undefined ? `  digest: ${JSON.stringify(reference.digest)}` : ''}`,
    );
  lines.push('', inert`signatures (${summary.signatures.length}):`);
  for (const signature of summary.signatures) {
    const algorithm = isJson(signature.signature) ? String(signature.signature.algorithm ?? '') : '';
    lines.push(inert`  ${String(signature.name)}  ${algorithm}  digest: ${JSON.stringify(signature.digest ?? null)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** `rgdc component versions` result. */
export interface ComponentVersionsSummary {
  readonly component: string;
  readonly store: string;
  readonly repository: string;
  /** The version or constraint of the reference, when it had one. */
  readonly constraint?: string;
  /** The version the reference resolves to (the newest it selects). */
  readonly selected?: string;
  /** Newest first; `matches` only when the reference had a version or constraint. */
  readonly versions: readonly { readonly version: string; readonly tag: string; readonly matches?: boolean }[];
}

/** The versions of a component, marking those the reference's version or constraint selects. */
export function summarizeVersions(
  component: string,
  store: string,
  repository: string,
  versions: readonly ComponentVersionTag[],
  selector: VersionSelector | undefined,
): ComponentVersionsSummary {
  const matches = (v: ComponentVersionTag) =>
    selector === undefined ? undefined : selector.kind === 'exact' ? v.version === selector.version : checkConstraint(selector.constraint, v.semver);
  const listed = versions.map((v) => {
    const m = matches(v);
    return { version: v.version, tag: v.tag, ...(m === undefined ? {} : { matches: m }) };
  });
  const selected = selector === undefined ? undefined : listed.find((v) => v.matches)?.version;
  return {
    component,
    store,
    repository,
    ...(selector ? { constraint: selector.kind === 'exact' ? selector.version : selector.text } : {}),
    ...(selected !== undefined ? { selected } : {}),
    versions: listed,
  };
}

/** One version per line, newest first; `*` marks those selected, `>` the one the reference resolves to ({@link inert}, as above). */
export function renderVersions(summary: ComponentVersionsSummary): string {
  if (summary.versions.length === 0) return '';
  const marked = summary.constraint !== undefined;
  return summary.versions.map((v) => inert`${marked ? (v.version === summary.selected ? '> ' : v.matches ? '* ' : '  ') : ''}${v.version}\n`).join('');
}

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
