/**
 * `kubectl get KIND -A -o yaml` (or `-o json`) prints the instances of a cluster as one
 * `kind: List` with `items[]`: what a CI job can export without giving rgdc cluster
 * access. `rgdc diff --instances` takes such a file as one instance per item.
 *
 * ```yaml
 * apiVersion: v1
 * kind: List
 * items:
 *   - apiVersion: kro.run/v1alpha1
 *     kind: Podinfo
 *     metadata: {name: tenant-01, namespace: tenant-01}
 *     spec: {replicas: 1}
 * metadata: {resourceVersion: ""}
 * ```
 *
 * Each item's `source` is the file with everything outside the item blanked (spaces, the
 * line breaks kept), so the item is the only document and every line and column a
 * preview reports is the one in the file.
 */
import { isMap, isSeq, parseDocument, type Document } from 'yaml';
import type { PreviewFile } from '../preview/types.js';
import type { InstanceFile } from './types.js';

/** The items of a `kind: List` file, each as an instance file; any other file as it is. */
export function unpackInstanceList(file: PreviewFile): InstanceFile[] {
  const ranges = listItemRanges(file.source);
  if (!ranges) return [file];
  return ranges.map(([start, end], item) => ({ file: file.file, source: blankOutside(file.source, start, end), item }));
}

/** Start and end offsets of each item, or undefined when the text is not one `kind: List`. */
function listItemRanges(source: string): [number, number][] | undefined {
  // A cheap test first: most instance files are not Lists.
  if (!/\bList\b/.test(source) || !/\bitems\b/.test(source)) return undefined;
  let document: Document.Parsed;
  try {
    document = parseDocument(source, { uniqueKeys: false });
  } catch {
    return undefined;
  }
  // A stream of several documents, or YAML errors: left to the preview, which reports them.
  if (document.errors.length > 0 || !isMap(document.contents)) return undefined;
  if ((document.toJS() as { kind?: unknown }).kind !== 'List') return undefined;
  const items = document.contents.get('items', true);
  if (!isSeq(items)) return undefined;
  return items.items.flatMap((node) => {
    const range = (node as { range?: [number, number, number] } | null)?.range;
    return range ? [[range[0], range[1]] as [number, number]] : [];
  });
}

function blankOutside(source: string, start: number, end: number): string {
  const blank = (text: string) => text.replace(/[^\r\n]/g, ' ');
  return blank(source.slice(0, start)) + source.slice(start, end) + blank(source.slice(end));
}
