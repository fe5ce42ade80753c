/**
 * One runner over `test/fixtures/diff/<case>/` (the harness in `test/support/suite.ts`):
 * `rgdc diff old.yaml new.yaml` must give `expected.json` (kro's verdict and message, every
 * change with its type, path, kro path, source, old and new value, breaking/allowed/kroApplies
 * and position, every graph change) and `diagnostics.json` (absent: none). `UPDATE=1` rewrites them.
 * Each case names the kro code it reproduces in `case.yaml`; together the cases cover
 * every change type of kro's `pkg/graph/crd/compat/changes.go` (but the two no RGD can
 * produce, `UNREACHABLE_CHANGE_TYPES`). A case for another kro release than the default or
 * for kro feature gates says so in `case.yaml`: `kroRelease` (the `--kro` flag; `kro` names
 * the code) and `kroFeatureGates` (`--kro-feature-gates`).
 */
import { describe, expect, it } from 'vitest';
import { CHANGE_TYPES, diff, UNREACHABLE_CHANGE_TYPES, type DiffResult } from '../../src/diff/index.js';
import { DEFAULT_KRO_RELEASE, findKroRelease } from '../../src/kro/releases/index.js';
import { parseFeatureGates } from '../../src/targets/feature-gates.js';
import { expectGolden } from '../support/golden.js';
import { expectCaseDiagnostics, listCases, type SuiteCase } from '../support/suite.js';

const TEST_FILE = 'test/diff/fixtures.test.ts';

/** A case's `case.yaml`: what it reproduces, the kro code it comes from, and the kro release and gates it is for. */
interface CaseConfig {
  readonly description: string;
  readonly kro: readonly string[];
  /** `--kro` (default the default release). */
  readonly kroRelease?: string;
  /** `--kro-feature-gates`, kro's syntax (`ConservativeCRDComparison=true`). */
  readonly kroFeatureGates?: string;
}

const cases = listCases<CaseConfig>('diff', { keys: ['description', 'kro', 'kroRelease', 'kroFeatureGates'], has: 'case.yaml' });

function run(kase: SuiteCase<CaseConfig>): DiffResult {
  const release = kase.config.kroRelease === undefined ? DEFAULT_KRO_RELEASE : findKroRelease(kase.config.kroRelease);
  if (!release) throw new Error(`${kase.name}: unknown kroRelease ${kase.config.kroRelease}`);
  const gates = kase.config.kroFeatureGates === undefined ? undefined : parseFeatureGates(kase.config.kroFeatureGates, release);
  if (gates && 'error' in gates) throw new Error(`${kase.name}: kroFeatureGates: ${gates.error}`);
  return diff({ old: kase.input('old.yaml'), new: kase.input('new.yaml'), kro: release, ...(gates ? { featureGates: gates.gates } : {}) });
}

/** The report as compared: positions as `file:line:col`, no free text but kro's own. */
function summarize(result: DiffResult): unknown {
  const at = (l?: { file: string; line: number; column: number }) => (l ? `${l.file.split('/').pop()}:${l.line}:${l.column}` : undefined);
  return {
    ok: result.ok,
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

describe.each(cases)('diff case $name', (kase) => {
  it('cites the kro code it reproduces', () => {
    expect(kase.config.description).toBeTruthy();
    expect(kase.config.kro?.length).toBeGreaterThan(0);
  });

  it('matches expected.json and diagnostics.json', () => {
    const result = run(kase);
    expectGolden(kase.path('expected.json'), `${JSON.stringify(summarize(result), null, 2)}\n`, TEST_FILE);
    expectCaseDiagnostics(kase, result.diagnostics, TEST_FILE);
  });
});

describe('diff fixture coverage', () => {
  it('has a case for every kro change type', () => {
    const seen = new Set<string>();
    for (const kase of cases) {
      const expected = JSON.parse(kase.read('expected.json')) as { changes: { type: string; source: string }[] };
      for (const change of expected.changes) if (change.source === 'kro') seen.add(change.type);
    }
    expect(
      Object.keys(CHANGE_TYPES)
        .filter((type) => !seen.has(type))
        .sort(),
    ).toEqual([...UNREACHABLE_CHANGE_TYPES].sort());
  });

  it('is deterministic', () => {
    for (const kase of cases.slice(0, 5)) expect(JSON.stringify(summarize(run(kase)))).toBe(JSON.stringify(summarize(run(kase))));
  });
});
