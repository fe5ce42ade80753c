/**
 * One runner over `test/fixtures/diff/<case>/`: `rgdc diff old.yaml new.yaml` must give
 * `expected.json` (kro's verdict and message, every change with its type, path, kro path,
 * source, old and new value, breaking/allowed/kroApplies and position, every graph change). `UPDATE=1` rewrites it.
 * Each case names the kro code it reproduces in `case.yaml`; together the cases cover
 * every change type of kro's `pkg/graph/crd/compat/changes.go`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CHANGE_TYPES, diff, type DiffResult } from '../../src/diff/index.js';
import { expectGolden } from '../support/golden.js';

const ROOT = 'test/fixtures/diff';
const cases = readdirSync(ROOT)
  .filter((name) => existsSync(join(ROOT, name, 'case.yaml')))
  .sort();

function run(name: string): DiffResult {
  const read = (side: string) => ({ file: join(ROOT, name, `${side}.yaml`), source: readFileSync(join(ROOT, name, `${side}.yaml`), 'utf8') });
  return diff({ old: read('old'), new: read('new') });
}

/** The report as compared: positions as `file:line:col`, no free text but kro's own. */
function summarize(result: DiffResult): unknown {
  const at = (l?: { file: string; line: number; column: number }) => (l ? `${l.file.split('/').pop()}:${l.line}:${l.column}` : undefined);
  return {
    ok: result.ok,
    diagnostics: result.diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`),
    exit: result.verdict?.action === 'refuse' ? 5 : result.ok ? 0 : 1,
    verdict: result.verdict,
    changes: result.changes.map((c) => ({
      type: c.type,
      path: c.path,
      kroPath: c.kroPath,
      source: c.source,
      // Every value a change promises, also when kro's message does not show it (issue 27).
      oldValue: c.oldValue,
      newValue: c.newValue,
      breaking: c.breaking,
      allowed: c.allowed,
      kroApplies: c.kroApplies,
      severity: c.severity,
      ...(c.overReported ? { overReported: true } : {}),
      ...(c.source === 'kro' ? { message: c.message } : {}),
      at: at(c.location),
    })),
    graph: result.graph.map((g) => ({
      type: g.type,
      id: g.id,
      ...(g.from ? { from: g.from } : {}),
      ...(g.fields ? { fields: g.fields } : {}),
      at: at(g.location),
    })),
  };
}

describe.each(cases)('diff case %s', (name) => {
  it('cites the kro code it reproduces', () => {
    const meta = parse(readFileSync(join(ROOT, name, 'case.yaml'), 'utf8')) as { description?: string; kro?: string[] };
    expect(meta.description).toBeTruthy();
    expect(meta.kro?.length).toBeGreaterThan(0);
  });

  it('matches expected.json', () => {
    const actual = `${JSON.stringify(summarize(run(name)), null, 2)}\n`;
    expectGolden(join(ROOT, name, 'expected.json'), actual, 'test/diff/fixtures.test.ts');
  });
});

describe('diff fixture coverage', () => {
  it('has a case for every kro change type', () => {
    const seen = new Set<string>();
    for (const name of cases) {
      const expected = JSON.parse(readFileSync(join(ROOT, name, 'expected.json'), 'utf8')) as { changes: { type: string; source: string }[] };
      for (const change of expected.changes) if (change.source === 'kro') seen.add(change.type);
    }
    expect(Object.keys(CHANGE_TYPES).filter((type) => !seen.has(type))).toEqual([]);
  });

  it('is deterministic', () => {
    for (const name of cases.slice(0, 5)) expect(JSON.stringify(summarize(run(name)))).toBe(JSON.stringify(summarize(run(name))));
  });
});
