/**
 * Evaluates a configuration rule's `value` against the merged parameter values, as spiff
 * did in OCM v1: `(( a.b ))` alone keeps the parameter's type, text around placeholders
 * becomes a string, literals stay literals; maps and lists are evaluated item by item.
 */
import { formatFieldPath } from '../source/field-path.js';
import type { FieldPath, LoadedDocument } from '../source/types.js';
import { parseRuleValue } from '../configdata/value-expression.js';
import type { DiagnosticSink } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/report.js';
import { isRecord } from '../util/records.js';

/** The value, or `undefined` after reporting why the rule cannot be evaluated. */
export function evaluateRuleValue(
  value: unknown,
  parameters: Record<string, unknown>,
  origin: FieldPath,
  configData: LoadedDocument,
  report: DiagnosticSink,
): { value: unknown } | undefined {
  const at = (code: 'configdata_unsupported_expression' | 'localize_unset_parameter', path: FieldPath, message: string) =>
    report(makeDiagnostic(code, configData.locate(path), formatFieldPath(path), message));
  const walk = (v: unknown, path: FieldPath): { value: unknown } | undefined => {
    if (Array.isArray(v)) {
      const out: unknown[] = [];
      for (let i = 0; i < v.length; i++) {
        const item = walk(v[i], [...path, i]);
        if (!item) return undefined;
        out.push(item.value);
      }
      return { value: out };
    }
    if (isRecord(v)) {
      const out: Record<string, unknown> = {};
      for (const [k, item] of Object.entries(v)) {
        const r = walk(item, [...path, k]);
        if (!r) return undefined;
        out[k] = r.value;
      }
      return { value: out };
    }
    if (typeof v !== 'string') return { value: v };
    const parsed = parseRuleValue(v);
    if ('error' in parsed) return void at('configdata_unsupported_expression', path, parsed.error);
    if (parsed.kind === 'literal') return { value: parsed.value };
    const lookup = (name: readonly string[]): { value: unknown } | undefined => {
      const found = parameterValue(parameters, name);
      if (!found) at('localize_unset_parameter', path, `parameter \`${name.join('.')}\` has no value (no default and none in the values); the rule is skipped`);
      return found;
    };
    if (parsed.kind === 'parameter') return lookup(parsed.path);
    let text = '';
    for (const part of parsed.parts) {
      if (typeof part === 'string') {
        text += part;
        continue;
      }
      const found = lookup(part.parameter);
      if (!found) return undefined;
      if (found.value !== null && typeof found.value === 'object') {
        return void at(
          'configdata_unsupported_expression',
          path,
          `parameter \`${part.parameter.join('.')}\` is ${Array.isArray(found.value) ? 'a list' : 'a map'} and cannot be embedded in text`,
        );
      }
      text += found.value === null ? '' : String(found.value);
    }
    return { value: text };
  };
  return walk(value, origin);
}

function parameterValue(parameters: Record<string, unknown>, name: readonly string[]): { value: unknown } | undefined {
  let node: unknown = parameters;
  for (const segment of name) {
    // Own keys only: `(( toString ))` names no parameter, whatever every object inherits.
    if (!isRecord(node) || !Object.hasOwn(node, segment) || node[segment] === undefined) return undefined;
    node = node[segment];
  }
  return { value: node };
}
