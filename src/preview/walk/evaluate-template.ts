/**
 * Fills one template with values, as kro's resolver does: every string holding `${...}`
 * is evaluated. A standalone expression keeps its type (a number stays a number, a map a
 * map); a template string concatenates its parts, each of which must be a string; a
 * field (or list item) whose expression is `omit()` is removed. Map keys are never
 * evaluated. Evaluation stops at the first field that cannot be resolved yet (kro waits)
 * or fails.
 */
import type { KroEnvironment } from '../../cel/environment.js';
import { evaluateExpression, fromCelValue, type CelValue } from '../../cel/evaluate.js';
import { scanTemplate, type ScannerRules } from '../../template/scanner.js';
import { formatFieldPath } from '../../source/index.js';
import type { FieldPath } from '../types.js';

/** Why a value could not be computed, and where (path inside the evaluated value). */
export interface EvaluationProblem {
  readonly kind: 'unresolved' | 'failed';
  readonly message: string;
  /** Field path inside the evaluated value (for positions). */
  readonly path: FieldPath;
  readonly expression: string;
}

/** A field that held `${...}`: its printed path and the template string. */
export interface ExpressionField {
  readonly path: FieldPath;
  readonly templatePath: FieldPath;
  readonly text: string;
}

/** The evaluator's state for one template: environment, variables and a counter. */
export interface TemplateScope {
  readonly env: KroEnvironment;
  readonly bindings: Readonly<Record<string, CelValue>>;
  /** Incremented per expression evaluated. */
  readonly counter: { expressions: number };
  /** How the previewed kro release scans `${...}` (`PreviewGraph.kro.scanner`); default kro v0.9's. */
  readonly rules?: ScannerRules;
}

/** The filled value, the fields that held expressions, or the first problem. */
export type TemplateResult = { readonly value: unknown; readonly expressions: readonly ExpressionField[] } | { readonly problem: EvaluationProblem };

const OMITTED = Symbol('omitted');

/** Evaluates every expression of `template`. */
export function evaluateTemplate(template: unknown, scope: TemplateScope): TemplateResult {
  const expressions: ExpressionField[] = [];
  try {
    const value = fill(template, [], [], scope, expressions);
    return { value: value === OMITTED ? undefined : value, expressions };
  } catch (error) {
    if (error instanceof ProblemError) return { problem: error.problem };
    throw error;
  }
}

/** Evaluates one standalone string (includeWhen, readyWhen, forEach, status): the raw CEL value. */
export function evaluateStandalone(text: string, scope: TemplateScope): { value: CelValue } | { problem: EvaluationProblem } {
  const scan = scanTemplate(text, scanOptions(scope));
  const part = scan.parts[0];
  if (!scan.standalone || !part || part.kind !== 'expression')
    return { problem: { kind: 'failed', message: 'not a standalone ${...} expression', path: [], expression: text } };
  scope.counter.expressions++;
  const result = evaluateExpression(scope.env, part.expression, scope.bindings);
  if (result.error) return { problem: classify(result.error.message, part.expression, []) };
  if (result.omitted) return { problem: { kind: 'failed', message: 'omit() is only allowed in template fields', path: [], expression: part.expression } };
  return { value: result.value };
}

function scanOptions(scope: TemplateScope): { rules?: ScannerRules } {
  return scope.rules ? { rules: scope.rules } : {};
}

class ProblemError extends Error {
  constructor(readonly problem: EvaluationProblem) {
    super(problem.message);
  }
}

/**
 * `path` and `templatePath` are stacks, pushed and popped on the way down: they are copied
 * only where a field holds an expression (most template fields do not).
 */
function fill(value: unknown, path: (string | number)[], templatePath: (string | number)[], scope: TemplateScope, expressions: ExpressionField[]): unknown {
  if (typeof value === 'string') return value.includes('${') ? fillString(value, path, templatePath, scope, expressions) : value;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    value.forEach((item, i) => {
      path.push(out.length);
      templatePath.push(i);
      const filled = fill(item, path, templatePath, scope, expressions);
      path.pop();
      templatePath.pop();
      if (filled !== OMITTED) out.push(filled);
    });
    return out;
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const child = record[key];
      path.push(key);
      templatePath.push(key);
      const filled = fill(child, path, templatePath, scope, expressions);
      path.pop();
      templatePath.pop();
      if (filled !== OMITTED) out[key] = filled;
    }
    return out;
  }
  return value;
}

function fillString(
  text: string,
  pathStack: readonly (string | number)[],
  templatePath: readonly (string | number)[],
  scope: TemplateScope,
  expressions: ExpressionField[],
): unknown {
  const scan = scanTemplate(text, scanOptions(scope));
  if (scan.error || !scan.parts.some((p) => p.kind === 'expression')) return text;
  const path: FieldPath = [...pathStack];
  expressions.push({ path, templatePath: [...templatePath], text });
  let out = '';
  for (const part of scan.parts) {
    if (part.kind === 'text') {
      out += part.text;
      continue;
    }
    scope.counter.expressions++;
    const result = evaluateExpression(scope.env, part.expression, scope.bindings);
    if (result.error) throw new ProblemError(classify(result.error.message, part.expression, path));
    if (result.omitted) {
      if (scan.standalone) return OMITTED;
      throw new ProblemError({ kind: 'failed', message: 'omit() is only allowed as a standalone field value', path, expression: part.expression });
    }
    if (scan.standalone) return fromCelValue(result.value);
    if (typeof result.value !== 'string') {
      throw new ProblemError({
        kind: 'failed',
        message: `${formatFieldPath(path)}: \${${part.expression}} is ${describeValue(result.value)}, but every part of a template string must be a string (use string(...))`,
        path,
        expression: part.expression,
      });
    }
    out += result.value;
  }
  return out;
}

/**
 * kro treats a missing field as data that is not there yet (it waits and retries); any
 * other evaluation error fails the instance.
 */
function classify(message: string, expression: string, path: FieldPath): EvaluationProblem {
  const pending = /no such key|no such attribute|no such field|undefined variable|unknown variable/i.test(message);
  return { kind: pending ? 'unresolved' : 'failed', message, path, expression };
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'bigint') return `the int ${value}`;
  if (typeof value === 'number') return `the double ${value}`;
  if (typeof value === 'boolean') return `the bool ${value}`;
  if (Array.isArray(value)) return 'a list';
  return `a ${typeof value}`;
}
