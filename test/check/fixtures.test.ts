/**
 * The check fixture table: every folder under `test/fixtures/check/` is one invalid RGD
 * (`rgd.yaml`) and the diagnostics check must report for it (`diagnostics.json`: every field
 * of each diagnostic, message and hint included). Templates are checked against the corpus CRDs (Flux, OCM, kro).
 * `template_unknown_kind` warnings are recorded only by cases about unknown kinds, so the
 * table does not churn when the built-in catalog learns more kinds.
 * `UPDATE=1 npx vitest run test/check/fixtures.test.ts` rewrites expectations; review the diff.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../../src/check/check.js';
import type { SchemaResolver } from '../../src/kro/types.js';
import { loadCorpusCrds } from '../support/corpus.js';
import { REPO_ROOT } from '../support/fixtures.js';
import { goldenDiagnostic, readGolden } from '../support/golden.js';

const DIR = join(REPO_ROOT, 'test/fixtures/check');
const cases = readdirSync(DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

const schemas: SchemaResolver = {
  lookup(apiVersion, kind) {
    const found = loadCorpusCrds().lookup(apiVersion, kind);
    return found ? { schema: found.schema, scope: found.scope } : undefined;
  },
};

interface Expected {
  code: string;
  severity: string;
  line: number;
  column: number;
}

describe('check fixtures', () => {
  it('has at least 60 invalid RGDs', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });

  it.each(cases)('%s', (name) => {
    const file = `test/fixtures/check/${name}/rgd.yaml`;
    const result = check({ files: [{ file, source: readFileSync(join(REPO_ROOT, file), 'utf8') }], schemas });
    const kept = result.diagnostics.filter((d) => d.severity !== 'info' && (d.code !== 'template_unknown_kind' || name.includes('unknown-kind')));
    const actual = kept.map((d) => goldenDiagnostic(d));
    const expectedFile = join(DIR, name, 'diagnostics.json');
    const expected = JSON.parse(readGolden(expectedFile, `${JSON.stringify(actual, null, 2)}\n`, 'test/check/fixtures.test.ts')) as Expected[];
    expect(actual).toEqual(expected);
    // Every case is an invalid RGD: at least one error, and check says not ok.
    expect(expected.some((d) => d.severity === 'error')).toBe(true);
    expect(result.ok).toBe(false);
  });
});
