/**
 * Kustomize delivery: a v1 rule names a manifest file; rgdc needs the object inside it
 * (`target: {kind, name}`). With `--source DIR`, `DIR/<file>` is read (possibly several
 * YAML documents): one object is the target; among several, the one the rule's path
 * fits (the deepest existing prefix of the path) is, when it is the only one.
 */
import { readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, normalize, sep } from 'node:path';
import { createCollector } from '../diagnostics/diagnostic.js';
import { loadYaml } from '../source/index.js';
import type { ValuesPath } from '../configdata/values-path.js';
import type { PatchTarget } from '../generated/configdata.js';

/** One Kubernetes object of a manifest file. */
export interface ManifestObject {
  readonly apiVersion: string;
  readonly kind: string;
  readonly name: string;
  readonly namespace?: string;
  readonly value: Readonly<Record<string, unknown>>;
}

/** Reads a file relative to the source directory; `undefined` text means "cannot". */
export type ManifestReader = (file: string) => { text: string } | { error: string };

/** Reads manifests from a directory, refusing paths that leave it. */
export function directoryReader(dir: string): ManifestReader {
  return (file) => {
    const clean = normalize(file);
    if (isAbsolute(file) || clean === '..' || clean.startsWith(`..${sep}`)) return { error: `\`${file}\` is outside the source directory` };
    const path = join(dir, clean);
    try {
      if (statSync(path).isDirectory()) return { error: `${path} is a directory` };
      return { text: readFileSync(path, 'utf8') };
    } catch (error) {
      const e = error as NodeJS.ErrnoException;
      return { error: e.code === 'ENOENT' ? `${path} does not exist` : `${path} cannot be read (${e.code ?? e.message})` };
    }
  };
}

/** Parses manifest text into its Kubernetes objects (documents without kind/name are skipped). */
export function parseManifests(file: string, text: string): { objects: ManifestObject[] } | { error: string } {
  const sink = createCollector();
  const loaded = loadYaml(file, text, sink.report);
  const first = sink.diagnostics.find((d) => d.severity === 'error');
  if (first) return { error: `${file} is not valid YAML (line ${first.line}: ${first.message})` };
  const objects: ManifestObject[] = [];
  for (const document of loaded.documents) {
    collect(document.value, objects);
  }
  return { objects };
}

/** A document may be an object or a `List` of objects. */
function collect(value: unknown, out: ManifestObject[]): void {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
  const map = value as Record<string, unknown>;
  if (typeof map.kind === 'string' && map.kind.endsWith('List') && Array.isArray(map.items)) {
    for (const item of map.items) collect(item, out);
    return;
  }
  const metadata = map.metadata as Record<string, unknown> | undefined;
  if (typeof map.kind !== 'string' || typeof map.apiVersion !== 'string' || typeof metadata?.name !== 'string') return;
  out.push({
    apiVersion: map.apiVersion,
    kind: map.kind,
    name: metadata.name,
    ...(typeof metadata.namespace === 'string' ? { namespace: metadata.namespace } : {}),
    value: map,
  });
}

/** How many leading segments of `path` exist in `value`. */
export function fitDepth(value: unknown, path: ValuesPath): number {
  let current = value;
  let depth = 0;
  for (const segment of path) {
    if (
      typeof segment === 'number'
        ? Array.isArray(current) && segment < current.length
        : current !== null && typeof current === 'object' && !Array.isArray(current) && Object.hasOwn(current, segment)
    ) {
      current = (current as Record<string | number, unknown>)[segment];
      depth++;
    } else break;
  }
  return depth;
}

export type TargetResolution =
  | { readonly target: PatchTarget }
  | { readonly code: 'import_manifest_unreadable' | 'import_ambiguous_target' | 'import_unmapped_file'; readonly message: string };

/** Caches manifest files and resolves rules to the object they patch. */
export class ManifestIndex {
  private readonly files = new Map<string, { objects: ManifestObject[] } | { error: string }>();

  constructor(private readonly read: ManifestReader) {}

  /** The objects of a file (read once). */
  load(file: string): { objects: ManifestObject[] } | { error: string } {
    let entry = this.files.get(file);
    if (!entry) {
      const read = this.read(file);
      entry = 'error' in read ? read : parseManifests(file, read.text);
      this.files.set(file, entry);
    }
    return entry;
  }

  /** Every object read so far, for the namespace check. */
  private allObjects(): ManifestObject[] {
    return [...this.files.values()].flatMap((entry) => ('objects' in entry ? entry.objects : []));
  }

  /**
   * The object a rule with `file` and `path` patches. Call {@link load} for every file of
   * the ConfigData first: the namespace is added only when another object read shares
   * the target's kind and name.
   */
  resolve(file: string, path: ValuesPath, pathText: string): TargetResolution {
    const entry = this.load(file);
    if ('error' in entry) return { code: 'import_manifest_unreadable', message: entry.error };
    const objects = entry.objects;
    if (objects.length === 0)
      return { code: 'import_manifest_unreadable', message: `\`${file}\` holds no Kubernetes object (apiVersion, kind and metadata.name)` };
    if (objects.some((o) => o.apiVersion.startsWith('kustomize.config.k8s.io/'))) {
      return { code: 'import_unmapped_file', message: `\`${file}\` is the kustomization itself; rgdc patches the objects it builds, not the kustomization` };
    }
    let chosen: ManifestObject;
    if (objects.length === 1) chosen = objects[0]!;
    else {
      const depths = objects.map((o) => fitDepth(o.value, path));
      const best = depths.reduce((a, b) => Math.max(a, b), 0);
      const fitting = objects.filter((_, i) => depths[i] === best);
      if (best === 0 || fitting.length > 1) {
        const names = (best === 0 ? objects : fitting).map((o) => `${o.kind}/${o.name}`).join(', ');
        return {
          code: 'import_ambiguous_target',
          message: `\`${file}\` holds ${objects.length} objects and \`${pathText}\` fits ${best === 0 ? 'none of them' : 'several'} equally (${names})`,
        };
      }
      chosen = fitting[0]!;
    }
    const target: { -readonly [K in keyof PatchTarget]: PatchTarget[K] } = { kind: chosen.kind, name: chosen.name };
    const twins = this.allObjects().filter((o) => o.kind === chosen.kind && o.name === chosen.name && o.namespace !== chosen.namespace);
    if (twins.length > 0 && chosen.namespace !== undefined) target.namespace = chosen.namespace;
    return { target };
  }
}
