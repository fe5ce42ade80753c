/**
 * Preview step 6: the text output. One YAML document per object in creation order, each
 * introduced by a comment naming its resource id and state, then the instance. Same
 * serialisation as compile (no folding, two-space indent, keys in data order), so the
 * same input gives the same bytes. With provenance, every leaf carries a comment saying
 * where it came from (the `yaml` Document API attaches it to the node).
 */
import { Document, isMap, isScalar, isSeq, type Node } from 'yaml';
import { formatFieldPath } from '../source/index.js';
import { emitPlainYaml, escapeCommentText, OUTPUT_OPTIONS, quoteIndentedBlocks, SAFE_DOCUMENT_OPTIONS } from '../compiler/phases/5-emit/index.js';
import { describeOrigin, leaves } from './explain.js';
import type { ObjectProvenance, PreviewedObject } from './types.js';

/** The key of an object in the provenance map: `id`, or `id[index]` in a collection. */
export function objectKey(object: { readonly id: string; readonly collectionIndex?: number }): string {
  return object.collectionIndex === undefined ? object.id : `${object.id}[${object.collectionIndex}]`;
}

/** Renders the objects and the instance as one multi-document YAML stream. */
export function renderPreview(
  objects: readonly PreviewedObject[],
  instance: Record<string, unknown> | undefined,
  provenance: Readonly<Record<string, ObjectProvenance>> | undefined,
): string {
  const documents: string[] = [];
  for (const object of objects) {
    const state = object.external ? 'read from --external' : object.ready ? 'created, ready' : 'created, not ready';
    documents.push(renderDocument(object.object, `resource ${objectKey(object)}: ${state}`, provenance?.[objectKey(object)]));
  }
  if (instance) documents.push(renderDocument(instance, 'the instance, as stored, with the status kro projects', provenance?.instance));
  return documents.map((d, i) => (i === 0 ? d : `---\n${d}`)).join('');
}

function renderDocument(value: Record<string, unknown>, title: string, provenance: ObjectProvenance | undefined): string {
  // Without provenance comments: the title comment, a blank line and the plain emission,
  // as the Document path writes a document with a comment before it.
  const plain = provenance ? undefined : emitPlainYaml(value);
  if (plain !== undefined) return `# ${escapeCommentText(title)}\n\n${plain}`;
  return renderDocumentByDocument(value, title, provenance);
}

/** renderDocument through the `yaml` Document API (provenance comments on nodes). */
export function renderDocumentByDocument(value: Record<string, unknown>, title: string, provenance: ObjectProvenance | undefined): string {
  const doc = new Document(value, SAFE_DOCUMENT_OPTIONS);
  // Titles and origins name ids and expressions from the input: escaped, so a line break
  // in them cannot end the comment.
  doc.commentBefore = ` ${escapeCommentText(title)}`;
  quoteIndentedBlocks(doc);
  if (provenance) {
    for (const path of leaves(value)) {
      const origin = provenance[formatFieldPath(path)];
      if (!origin) continue;
      const node = (path.length === 0 ? doc.contents : doc.getIn(path as unknown[], true)) as Node | undefined;
      if (!node) continue;
      const text = ` ${escapeCommentText(describeOrigin(origin).replace(/\n/g, ' '))}`;
      if (isScalar(node) && typeof node.value === 'string' && node.value.includes('\n')) {
        // A comment after a block scalar's header would be read back as content; put it on its own line before.
        node.commentBefore = text;
      } else if (isScalar(node) || isMap(node) || isSeq(node)) {
        if (!isScalar(node)) node.flow = true;
        node.comment = text;
      }
    }
  }
  return doc.toString(OUTPUT_OPTIONS);
}
