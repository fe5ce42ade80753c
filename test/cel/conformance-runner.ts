/**
 * Runs the cel-spec `simple` conformance data shipped in `@bufbuild/cel-spec` through
 * rgdc's `evaluateExpression` on a kro environment (the environment kro compiles RGD
 * expressions in), one case at a time. Declarations (`typeEnv`) become extra variables
 * of the scope, bindings become CEL values. An `evalError` case passes when evaluation
 * fails with an evaluation or type error (cel-go reports some of them at check time).
 */
import { tests } from '@bufbuild/cel-spec/testdata/conformance.js';
import { createKroEnvironment, type KroEnvironment } from '../../src/cel/environment.js';
import { evaluateExpression } from '../../src/cel/evaluate.js';
import { canonicalOfActual, canonicalOfExpected, typeName, valueToCel } from './conformance-values.js';
import { CONFORMANCE_SKIPS } from './conformance-skips.js';

/** The sections kro relies on (issue 5, acceptance). */
export const SECTIONS = [
  'basic',
  'comparisons',
  'conversions',
  'lists',
  'logic',
  'macros',
  'macros2',
  'parse',
  'string',
  'string_ext',
  'optionals',
  'bindings_ext',
  'encoders_ext',
  'integer_math',
  'fp_math',
  'fields',
] as const;

/** The outcome of one case. */
export interface CaseResult {
  /** `section/suite/name`, the key of {@link CONFORMANCE_SKIPS}. */
  readonly id: string;
  readonly section: string;
  readonly expr: string;
  readonly status: 'pass' | 'fail' | 'skip';
  /** The case expects an evaluation error (any error passes it: a weaker check). */
  readonly expectsError?: boolean;
  /** Why it failed or was skipped. */
  readonly detail?: string;
}

// biome-ignore lint/suspicious/noExplicitAny: cel-spec's conformance cases are protobuf JSON, read field by field.
type Json = any;

/** Runs every case of {@link SECTIONS}. */
export function runConformance(): CaseResult[] {
  const base = createKroEnvironment({ resources: new Map() });
  const results: CaseResult[] = [];
  for (const section of tests.suites as Json[]) {
    if (!(SECTIONS as readonly string[]).includes(section.name)) continue;
    for (const suite of section.suites as Json[]) {
      for (const test of suite.tests as Json[]) {
        const original = test.original;
        const id = `${section.name}/${suite.name}/${original.name}`;
        const skip = CONFORMANCE_SKIPS[id];
        if (skip) {
          results.push({ id, section: section.name, expr: original.expr, status: 'skip', detail: skip });
          continue;
        }
        results.push({ id, section: section.name, expr: original.expr, expectsError: original.evalError !== undefined, ...runCase(base, original) });
      }
    }
  }
  return results;
}

function runCase(base: KroEnvironment, test: Json): { status: 'pass' | 'fail'; detail?: string } {
  let env = base;
  const bindings: Record<string, unknown> = {};
  try {
    const iterators: Record<string, string> = {};
    for (const decl of test.typeEnv ?? []) {
      if (!decl.ident) continue;
      iterators[decl.name] = typeName(decl.ident.type) ?? 'dyn';
    }
    for (const name of Object.keys(test.bindings ?? {})) iterators[name] ??= 'dyn';
    if (Object.keys(iterators).length > 0) env = base.extend({ iterators });
    for (const [name, binding] of Object.entries<Json>(test.bindings ?? {})) bindings[name] = valueToCel(binding.value);
  } catch (error) {
    return { status: 'fail', detail: `setup: ${(error as Error).message}` };
  }
  const result = evaluateExpression(env, test.expr, bindings);
  if (test.evalError) {
    if (result.error) return { status: 'pass' };
    return { status: 'fail', detail: `expected an error, got ${canonicalOfActual(result.value)}` };
  }
  if (result.error) return { status: 'fail', detail: `error: ${result.error.message}` };
  const expected = canonicalOfExpected(test.value ?? { boolValue: true });
  const actual = canonicalOfActual(result.value);
  return expected === actual ? { status: 'pass' } : { status: 'fail', detail: `expected ${expected}, got ${actual}` };
}

/** Pass counts per section, as a plain table ("error cases": passes that expected an error). */
export function formatTable(results: readonly CaseResult[]): string {
  const rows: string[][] = [['section', 'passed', 'run', 'skipped', 'rate', 'error cases']];
  let passed = 0;
  let run = 0;
  let skipped = 0;
  let errors = 0;
  for (const section of SECTIONS) {
    const own = results.filter((r) => r.section === section);
    const p = own.filter((r) => r.status === 'pass').length;
    const s = own.filter((r) => r.status === 'skip').length;
    const e = own.filter((r) => r.status === 'pass' && r.expectsError).length;
    const n = own.length - s;
    passed += p;
    run += n;
    skipped += s;
    errors += e;
    rows.push([section, String(p), String(n), String(s), rate(p, n), String(e)]);
  }
  rows.push(['total', String(passed), String(run), String(skipped), rate(passed, run), String(errors)]);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')).join('\n');
}

function rate(passed: number, run: number): string {
  return run === 0 ? '-' : `${((100 * passed) / run).toFixed(1)}%`;
}
