/**
 * `externalRef` rules: exactly one of `metadata.name` and `metadata.selector` (the CRD's
 * CEL rule), and from kro v0.9.4 (PR #1230) a selector that is a LabelSelector or one
 * standalone `${...}` (kro's `validateSelector`); a literal selector then gets Kubernetes'
 * own LabelSelector checks. Before, the CRD typed the selector as a LabelSelector object
 * (`./rgd-api.ts`) and kro checked no more.
 */
import type { FieldPath } from '../../source/index.js';
import type { DiagnosticCode } from '../../diagnostics/codes.js';
import { hasExpression, scanTemplate, type ScannerRules } from '../../template/scanner.js';
import { LABEL_SELECTOR_SHAPE } from './rgd-api.js';
import { checkStructure, type ShapeIssue } from './structural.js';
import { isRecord } from '../../util/records.js';
import type { KroRelease } from '../releases/index.js';
import { labelValueProblem, qualifiedNameProblem } from '../../kube/object-meta.js';

type At = (code: DiagnosticCode, path: FieldPath, message: string, key?: boolean) => void;

const OPERATORS = new Set(['In', 'NotIn', 'Exists', 'DoesNotExist']);

/** Checks an `externalRef` map at `path`. */
export function checkExternalRef(ref: Record<string, unknown>, path: FieldPath, label: string, at: At, release: KroRelease): void {
  const metadata = ref.metadata;
  if (!isRecord(metadata)) return;
  const hasName = metadata.name !== undefined && metadata.name !== null;
  const hasSelector = metadata.selector !== undefined && metadata.selector !== null;
  if (hasName === hasSelector) {
    at('rgd_exclusive_fields', [...path, 'metadata'], `${label}: exactly one of name or selector must be provided`);
    return;
  }
  if (hasSelector && release.externalRefSelector === 'label-selector-or-expression')
    checkSelector(metadata.selector, [...path, 'metadata', 'selector'], label, at, release.scanner);
}

/** A scan error (a nested or, from kro v0.10, an unterminated `${`) is the expression phase's to report. */
function checkSelector(selector: unknown, path: FieldPath, label: string, at: At, rules: ScannerRules): void {
  if (typeof selector === 'string') {
    const scan = scanTemplate(selector, { rules });
    if (!scan.error && !scan.standalone) {
      at('rgd_invalid_selector', path, `${label}: selector must be a Kubernetes LabelSelector object or a CEL expression that resolves to one`);
    }
    return;
  }
  if (!isRecord(selector)) {
    at('rgd_invalid_selector', path, `${label}: selector must be a Kubernetes LabelSelector object or a CEL expression that resolves to one`);
    return;
  }
  const issues: ShapeIssue[] = [];
  checkStructure(selector, LABEL_SELECTOR_SHAPE, path, issues);
  // A standalone `${...}` may stand for a value of any type (kro's parser types it later),
  // so a shape issue on such a string is not one: `matchLabels: ${schema.spec.labels}`.
  const real = issues.filter((issue) => !isStandaloneAt(selector, issue.path.slice(path.length), rules));
  for (const issue of real) at('rgd_invalid_selector', issue.path, `${label}: invalid selector: ${issue.message}`, issue.key === true);
  if (real.length > 0 || containsExpression(selector, rules)) return;
  checkLiteralSelector(selector, path, label, at);
}

/** Kubernetes' `ValidateLabelSelector`, for selectors without expressions. */
function checkLiteralSelector(selector: Record<string, unknown>, path: FieldPath, label: string, at: At): void {
  const bad = (where: FieldPath, message: string) => at('rgd_invalid_selector', where, `${label}: invalid label selector: ${message}`);
  const labels = isRecord(selector.matchLabels) ? selector.matchLabels : {};
  for (const [key, value] of Object.entries(labels)) {
    if (!isLabelKey(key)) bad([...path, 'matchLabels', key], `${JSON.stringify(key)} is not a valid label key`);
    if (typeof value === 'string' && labelValueProblem(value) !== undefined)
      bad([...path, 'matchLabels', key], `${JSON.stringify(value)} is not a valid label value`);
  }
  const expressions = Array.isArray(selector.matchExpressions) ? selector.matchExpressions : [];
  expressions.forEach((expression, i) => {
    if (!isRecord(expression)) return;
    const where: FieldPath = [...path, 'matchExpressions', i];
    const operator = String(expression.operator);
    const values = Array.isArray(expression.values) ? expression.values : [];
    if (!OPERATORS.has(operator)) bad([...where, 'operator'], `${JSON.stringify(operator)} is not a valid operator (In, NotIn, Exists, DoesNotExist)`);
    else if ((operator === 'In' || operator === 'NotIn') && values.length === 0) bad(where, `operator ${operator} needs at least one value`);
    else if ((operator === 'Exists' || operator === 'DoesNotExist') && values.length > 0) bad([...where, 'values'], `operator ${operator} takes no values`);
    if (typeof expression.key === 'string' && !isLabelKey(expression.key)) bad([...where, 'key'], `${JSON.stringify(expression.key)} is not a valid label key`);
  });
}

function isLabelKey(key: string): boolean {
  return qualifiedNameProblem(key) === undefined;
}

function isStandaloneAt(root: unknown, relative: FieldPath, rules: ScannerRules): boolean {
  let node: unknown = root;
  for (const segment of relative) {
    if (Array.isArray(node) && typeof segment === 'number') node = node[segment];
    else if (isRecord(node)) node = node[String(segment)];
    else return false;
  }
  if (typeof node !== 'string') return false;
  const scan = scanTemplate(node, { rules });
  return !scan.error && scan.standalone;
}

function containsExpression(value: unknown, rules: ScannerRules): boolean {
  if (typeof value === 'string') return hasExpression(value, rules);
  if (Array.isArray(value)) return value.some((item) => containsExpression(item, rules));
  if (isRecord(value)) return Object.values(value).some((item) => containsExpression(item, rules));
  return false;
}
