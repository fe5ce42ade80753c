/**
 * The check fixture table (the harness in `test/support/suite.ts`): every folder under
 * `test/fixtures/check/` is one invalid RGD
 * (`rgd.yaml`) and the diagnostics check must report for it (`diagnostics.json`: every field
 * of each diagnostic, message and hint included). Templates are checked against the corpus CRDs (Flux, OCM, kro).
 * An optional `case.yaml` may name the kro release to check for (`kro: v0.10.0`, as `--kro`;
 * default rgdc's default release).
 * `template_unknown_kind` warnings are recorded only by cases about unknown kinds, so the
 * table does not churn when the built-in catalog learns more kinds.
 * `UPDATE=1 npx vitest run test/check/fixtures.test.ts` rewrites expectations; review the diff.
 */
import { describe, expect, it } from 'vitest';
import { check } from '../../src/check/check.js';
import type { SchemaResolver } from '../../src/kro/types.js';
import { findKroRelease } from '../../src/kro/releases/index.js';
import { loadCorpusCrds } from '../support/corpus.js';
import { expectCaseDiagnostics, listCases } from '../support/suite.js';

const cases = listCases<{ kro?: string }>('check', { keys: ['kro'], has: 'rgd.yaml' });

const schemas: SchemaResolver = {
  lookup(apiVersion, kind) {
    const found = loadCorpusCrds().lookup(apiVersion, kind);
    return found ? { schema: found.schema, scope: found.scope } : undefined;
  },
};

describe('check fixtures', () => {
  it('has at least 60 invalid RGDs', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });

  it.each(cases)('$name', (kase) => {
    const kro = kase.config.kro === undefined ? undefined : findKroRelease(kase.config.kro);
    if (kase.config.kro !== undefined && !kro) throw new Error(`${kase.name}/case.yaml: kro names ${kase.config.kro}, which rgdc does not model`);
    const result = check({ files: [kase.input('rgd.yaml')], schemas, ...(kro ? { kro } : {}) });
    const kept = result.diagnostics.filter((d) => d.severity !== 'info' && (d.code !== 'template_unknown_kind' || kase.name.includes('unknown-kind')));
    expectCaseDiagnostics(kase, kept, 'test/check/fixtures.test.ts');
    // Every case is an invalid RGD: at least one error, and check says not ok.
    expect(kept.some((d) => d.severity === 'error')).toBe(true);
    expect(result.ok).toBe(false);
  });
});
