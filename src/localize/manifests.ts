/**
 * The Kubernetes objects of a manifests file and the walks kustomize and Flux make over
 * them: target matching (kustomize patch selectors), container images (the `images`
 * transformer) and string scalars (post-build substitution).
 */
import { isMap, isScalar, isSeq, type Scalar } from 'yaml';
import type { FieldPath, LoadedDocument } from '../source/types.js';
import type { PatchTarget } from '../generated/configdata.js';
import type { ObjectSelector } from './types.js';
import { isRecord } from '../util/records.js';

/** One object of the file. */
export interface ManifestObject {
  readonly document: number;
  readonly kind: string;
  readonly name: string;
  readonly namespace?: string;
  readonly group: string;
  readonly version: string;
  /** Flux skips substitution for objects labelled or annotated `kustomize.toolkit.fluxcd.io/substitute: disabled`. */
  readonly substituteDisabled: boolean;
}

const SUBSTITUTE_KEY = 'kustomize.toolkit.fluxcd.io/substitute';

/** The objects, or the index of the first document that is not one. */
export function readObjects(documents: readonly LoadedDocument[]): { objects: ManifestObject[] } | { notObject: number } {
  const objects: ManifestObject[] = [];
  for (let i = 0; i < documents.length; i++) {
    const value = documents[i]!.value;
    if (value === null || value === undefined) continue;
    if (!isRecord(value) || typeof value.kind !== 'string' || !isRecord(value.metadata) || typeof value.metadata.name !== 'string') return { notObject: i };
    const apiVersion = typeof value.apiVersion === 'string' ? value.apiVersion : '';
    const slash = apiVersion.lastIndexOf('/');
    const metadata = value.metadata;
    const flagged = (m: unknown) => isRecord(m) && m[SUBSTITUTE_KEY] === 'disabled';
    objects.push({
      document: i,
      kind: value.kind,
      name: metadata.name as string,
      ...(typeof metadata.namespace === 'string' ? { namespace: metadata.namespace } : {}),
      group: slash < 0 ? '' : apiVersion.slice(0, slash),
      version: apiVersion.slice(slash + 1),
      substituteDisabled: flagged(metadata.annotations) || flagged(metadata.labels),
    });
  }
  return { objects };
}

/** Kustomize selector matching; an object without namespace is in `default`. */
export function matchesTarget(object: ManifestObject, target: PatchTarget): boolean {
  if (object.kind !== target.kind || object.name !== target.name) return false;
  if (target.namespace !== undefined && (object.namespace ?? 'default') !== target.namespace) return false;
  if (target.group !== undefined && object.group !== target.group) return false;
  if (target.version !== undefined && object.version !== target.version) return false;
  return true;
}

export function matchesSelector(object: ManifestObject, selector: ObjectSelector | undefined): boolean {
  return selector === undefined || (object.kind === selector.kind && object.name === selector.name);
}

export function objectLabel(object: ManifestObject): string {
  return `${object.kind}/${object.name}`;
}

/** Every `image` of a `containers` or `initContainers` list, anywhere in the object. */
export function findContainerImages(document: LoadedDocument): { path: FieldPath; node: Scalar }[] {
  const found: { path: FieldPath; node: Scalar }[] = [];
  const visit = (node: unknown, path: FieldPath): void => {
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
        if (key === undefined) continue;
        if ((key === 'containers' || key === 'initContainers') && isSeq(pair.value)) {
          pair.value.items.forEach((item, i) => {
            if (!isMap(item)) return;
            const image = item.get('image', true);
            if (isScalar(image) && typeof image.value === 'string') found.push({ path: [...path, key, i, 'image'], node: image });
          });
        }
        visit(pair.value, [...path, key]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => {
        visit(item, [...path, i]);
      });
    }
  };
  visit(document.doc.contents, []);
  return found;
}

/** Every string scalar value (keys excluded) with its path and whether it sits in a flow collection. */
export function findStrings(document: LoadedDocument): { path: FieldPath; node: Scalar; inFlow: boolean }[] {
  const found: { path: FieldPath; node: Scalar; inFlow: boolean }[] = [];
  const visit = (node: unknown, path: FieldPath, inFlow: boolean): void => {
    if (isScalar(node)) {
      if (typeof node.value === 'string') found.push({ path, node, inFlow });
    } else if (isMap(node)) {
      for (const pair of node.items) if (isScalar(pair.key)) visit(pair.value, [...path, String(pair.key.value)], inFlow || node.flow === true);
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => {
        visit(item, [...path, i], inFlow || node.flow === true);
      });
    }
  };
  visit(document.doc.contents, [], false);
  return found;
}
