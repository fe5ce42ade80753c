/**
 * Finds every string of an RGD that kro reads as CEL, with the context that decides its
 * rules: template and externalRef fields, `readyWhen`, `includeWhen`, `forEach` values,
 * and `schema.status` (whose `conditions` entries are special). Map keys are never read.
 * Status leaves without an expression are reported here, as kro rejects them.
 */
import { formatFieldPath, type FieldPath } from '../../source/index.js';
import type { DiagnosticSink } from '../../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../../diagnostics/report.js';
import { KRO_V0_9_SCANNER, scanTemplate, type ScanResult, type ScannerRules } from '../../template/scanner.js';
import type { ExpressionContext, ExpressionSite, RgdModel } from '../types.js';
import { isRecord } from '../../util/records.js';

/** Every expression site of the RGD, in document order; `rules` is the kro release's scanner (`release.scanner`). */
export function collectExpressionSites(model: RgdModel, report: DiagnosticSink, rules: ScannerRules = KRO_V0_9_SCANNER): ExpressionSite[] {
  const sites: ExpressionSite[] = [];
  for (const resource of model.resources) {
    const base: FieldPath = ['spec', 'resources', resource.index];
    const add = (context: ExpressionContext, path: FieldPath, text: string, fieldPath?: string) =>
      sites.push({ context, path, text, resource: resource.index, ...(fieldPath !== undefined ? { fieldPath } : {}) });
    if (resource.template) walkStrings(resource.template, [...base, 'template'], [], (path, text, inner) => add('template', path, text, inner));
    if (resource.externalRef) walkStrings(resource.externalRef, [...base, 'externalRef'], [], (path, text, inner) => add('externalRef', path, text, inner));
    for (const [field, context] of [
      ['readyWhen', 'readyWhen'],
      ['includeWhen', 'includeWhen'],
    ] as const) {
      resource[field].forEach((entry, i) => {
        if (typeof entry === 'string') add(context, [...base, field, i], entry);
      });
    }
    resource.forEach.forEach(([name, value], i) => {
      if (typeof value === 'string') add('forEach', [...base, 'forEach', i, name], value);
    });
  }
  collectStatus(model, sites, report, rules);
  return sites;
}

function collectStatus(model: RgdModel, sites: ExpressionSite[], report: DiagnosticSink, rules: ScannerRules): void {
  const status = model.status;
  if (!isRecord(status)) return;
  const base: FieldPath = ['spec', 'schema', 'status'];
  const literal = (path: FieldPath) =>
    report(
      makeDiagnostic(
        'rgd_status_literal',
        model.document.locate(path),
        formatFieldPath(path),
        `status field ${formatFieldPath(path.slice(3))} has no expression; status fields without expressions are not supported`,
      ),
    );
  for (const [key, value] of Object.entries(status)) {
    const path: FieldPath = [...base, key];
    if (key === 'conditions' && Array.isArray(value)) {
      value.forEach((entry, i) => {
        if (typeof entry === 'string') sites.push({ context: 'statusCondition', path: [...path, i], text: entry });
        else
          report(
            makeDiagnostic(
              'rgd_condition_invalid',
              model.document.locate([...path, i]),
              formatFieldPath([...path, i]),
              `status.conditions[${i}] must be a \${...} expression string, got ${describeValue(entry)}`,
            ),
          );
      });
      continue;
    }
    if (key === 'conditions') {
      // kro's extractConditionExpressions: the key is special and must hold a list.
      report(
        makeDiagnostic(
          'rgd_condition_invalid',
          model.document.locate(path),
          formatFieldPath(path),
          `status.conditions must be a list of \${...} expressions, got ${describeValue(value)}`,
        ),
      );
      continue;
    }
    walkLeaves(value, path, (leafPath, leaf) => {
      // A nested `${` (and from kro v0.10 an unterminated one) is kro's parse error, not a
      // literal: let the expression phase say so.
      if (typeof leaf === 'string' && leaf.includes('${') && isSite(scanTemplate(leaf, { rules })))
        sites.push({ context: 'status', path: leafPath, text: leaf });
      else literal(leafPath);
    });
  }
}

function isSite(scan: ScanResult): boolean {
  return scan.error !== undefined || scan.parts.some((part) => part.kind === 'expression');
}

function describeValue(value: unknown): string {
  if (isRecord(value)) return 'a map';
  if (value === null) return 'null';
  return `a ${typeof value}`;
}

/**
 * Calls `visit` for every string holding `${` below `value`; `inner` is the path below the
 * root. The paths are copied only for the strings visited: a template has far more
 * fields than expressions.
 */
function walkStrings(value: unknown, path: FieldPath, inner: (string | number)[], visit: (path: FieldPath, text: string, inner: string) => void): void {
  if (typeof value === 'string') {
    if (value.includes('${')) visit([...path, ...inner], value, formatFieldPath(inner));
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      inner.push(i);
      walkStrings(item, path, inner, visit);
      inner.pop();
    });
  } else if (isRecord(value)) {
    for (const key of Object.keys(value)) {
      inner.push(key);
      walkStrings(value[key], path, inner, visit);
      inner.pop();
    }
  }
}

/** Calls `visit` for every scalar leaf below `value` (maps and lists are walked into). */
function walkLeaves(value: unknown, path: FieldPath, visit: (path: FieldPath, leaf: unknown) => void): void {
  if (Array.isArray(value))
    value.forEach((item, i) => {
      walkLeaves(item, [...path, i], visit);
    });
  else if (isRecord(value)) for (const [key, child] of Object.entries(value)) walkLeaves(child, [...path, key], visit);
  else visit(path, value);
}
