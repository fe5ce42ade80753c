/**
 * The API server's rules for `metadata.labels` and `metadata.annotations`
 * (k8s.io/apimachinery `ValidateLabels`, `ValidateAnnotations`): an object that breaks
 * them is refused at apply time, so rgdc reports them before anything is applied.
 *
 * ```ts
 * labelProblems({ 'app.kubernetes.io/name': 'podinfo' }); // []
 * labelProblems({ 'Bad Key': 'x' });                      // [{ key: 'Bad Key', where: 'key', message: '...' }]
 * ```
 */

/** One refused label or annotation: the key, and whether its key or its value is wrong. */
export interface MetadataProblem {
  readonly key: string;
  readonly where: 'key' | 'value';
  readonly message: string;
}

import { quoteForMessage } from '../diagnostics/terminal-text.js';

const NAME_PART = /^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$/;
const NAME_PART_MAX = 63;
const DNS1123_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const DNS1123_SUBDOMAIN_MAX = 253;
const DNS1123_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const DNS1123_LABEL_MAX = 63;
const LABEL_VALUE = /^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$/;
const LABEL_VALUE_MAX = 63;
/** `TotalAnnotationSizeLimitB`: keys and values of one object together. */
export const ANNOTATIONS_MAX_BYTES = 256 * 1024;

/** Why `key` is not a qualified name (`[prefix/]name`), or undefined when it is one. */
export function qualifiedNameProblem(key: string): string | undefined {
  const parts = key.split('/');
  if (parts.length > 2) return 'a qualified name has at most one `/` (an optional DNS subdomain prefix, then the name)';
  const name = parts.length === 2 ? parts[1]! : parts[0]!;
  if (parts.length === 2) {
    const prefix = parts[0]!;
    if (prefix.length === 0) return 'the prefix before `/` must not be empty';
    if (prefix.length > DNS1123_SUBDOMAIN_MAX) return `the prefix is longer than ${DNS1123_SUBDOMAIN_MAX} characters`;
    if (!DNS1123_SUBDOMAIN.test(prefix)) return 'the prefix must be a DNS subdomain: lower-case letters, digits, `-` and `.`';
  }
  if (name.length === 0) return 'the name part must not be empty';
  if (name.length > NAME_PART_MAX) return `the name part is longer than ${NAME_PART_MAX} characters`;
  if (!NAME_PART.test(name)) return 'the name part must be letters, digits, `-`, `_` or `.`, starting and ending with a letter or digit';
  return undefined;
}

/** True for an RFC 1123 subdomain (the name of most objects, custom resources included): lower-case alphanumerics, '-' and '.', at most 253. */
export function isDns1123Subdomain(text: string): boolean {
  return text.length <= DNS1123_SUBDOMAIN_MAX && DNS1123_SUBDOMAIN.test(text);
}

/** True for an RFC 1123 label (a namespace, for example): lower-case alphanumerics and '-', at most 63. */
export function isDns1123Label(text: string): boolean {
  return text.length <= DNS1123_LABEL_MAX && DNS1123_LABEL.test(text);
}

/** Why `value` is not a valid label value, or undefined when it is one. */
export function labelValueProblem(value: string): string | undefined {
  if (value.length > LABEL_VALUE_MAX) return `a label value has at most ${LABEL_VALUE_MAX} characters`;
  if (!LABEL_VALUE.test(value)) return 'a label value must be empty or letters, digits, `-`, `_` or `.`, starting and ending with a letter or digit';
  return undefined;
}

/** Every label the API server refuses. Values that are not strings are left to schema checks. */
export function labelProblems(labels: Readonly<Record<string, unknown>>): MetadataProblem[] {
  const problems: MetadataProblem[] = [];
  for (const [key, value] of Object.entries(labels)) {
    const keyProblem = qualifiedNameProblem(key);
    if (keyProblem) problems.push({ key, where: 'key', message: `label key ${quote(key)}: ${keyProblem}` });
    const valueProblem = typeof value === 'string' ? labelValueProblem(value) : undefined;
    if (valueProblem) problems.push({ key, where: 'value', message: `label ${quote(key)}: ${valueProblem}` });
  }
  return problems;
}

/** Every annotation the API server refuses (keys are compared lower-cased, as it does), and the size limit. */
export function annotationProblems(annotations: Readonly<Record<string, unknown>>): MetadataProblem[] {
  const problems: MetadataProblem[] = [];
  let bytes = 0;
  let last = '';
  for (const [key, value] of Object.entries(annotations)) {
    const keyProblem = qualifiedNameProblem(key.toLowerCase());
    if (keyProblem) problems.push({ key, where: 'key', message: `annotation key ${quote(key)}: ${keyProblem}` });
    bytes += Buffer.byteLength(key) + (typeof value === 'string' ? Buffer.byteLength(value) : 0);
    last = key;
  }
  if (bytes > ANNOTATIONS_MAX_BYTES)
    problems.push({ key: last, where: 'value', message: `annotations take ${bytes} bytes; the API server accepts at most ${ANNOTATIONS_MAX_BYTES}` });
  return problems;
}

/** Keys in messages: JSON-quoted, so control characters and quotes show escaped. */
function quote(text: string): string {
  return quoteForMessage(text.length > 80 ? `${text.slice(0, 77)}...` : text);
}
