/**
 * `rgdc import` on every OCM v1 ConfigData of the shared corpus (read in place, never
 * copied), plus v1 files written for these tests: one case per folder of
 * `test/fixtures/import/` (the harness in `test/support/suite.ts`). A case's `case.yaml`
 * holds the command's flags (`component`, `repository`, `kustomize` or `helmChart`,
 * `referencePath`, `source`) and `input`, the v1 file as a path from the repository root
 * (absent: the case's own `config.yaml`). Expectations: `configdata.yaml`, the imported
 * ConfigData (absent when the import fails; it must then compile with zero errors), and
 * `diagnostics.json` (only the documented "cannot translate" ones). `UPDATE=1` rewrites them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/compiler/compile.js';
import { importV1ConfigData } from '../../src/import/index.js';
import { corpusDir, repoRoot } from '../support/corpus.js';
import { expectCaseDiagnostics, expectCaseFile, listCases, type SuiteCase } from '../support/suite.js';

const TEST_FILE = 'test/import/corpus.test.ts';
const OCM_V1 = path.join(corpusDir, 'ocm/ocm-controller');

/** A case's `case.yaml`: `rgdc import`'s flags, camel-cased. */
interface CaseConfig {
  /** The v1 ConfigData, from the repository root; absent: the case's `config.yaml`. */
  readonly input: string;
  readonly component: string;
  readonly repository: string;
  readonly kustomize: string;
  readonly helmChart: string;
  /** As `--reference-path`: `a/b`. */
  readonly referencePath: string;
  /** As `--source`, from the repository root. */
  readonly source: string;
}

type Case = SuiteCase<CaseConfig>;

const CASES = listCases<CaseConfig>('import', {
  has: 'case.yaml',
  keys: ['input', 'component', 'repository', 'kustomize', 'helmChart', 'referencePath', 'source'],
});

/** The v1 file of a case, absolute. */
const inputOf = (c: Case) => (c.config.input === undefined ? c.path('config.yaml') : path.join(repoRoot, c.config.input));

/** The cases that import (they have the imported ConfigData); the others fail and write nothing. */
const IMPORTED = CASES.filter((c) => c.has('configdata.yaml'));

const relative = (file: string) => path.relative(repoRoot, file).split(path.sep).join('/');

function runCase(c: Case) {
  const { component = '', repository = '', kustomize, helmChart, referencePath, source } = c.config;
  const at = component.indexOf('@');
  if (at < 0 || repository === '' || (kustomize === undefined) === (helmChart === undefined))
    throw new Error(`${c.name}/case.yaml needs component (NAME@VERSION), repository and one of kustomize, helmChart`);
  const file = inputOf(c);
  const sourceDir = source === undefined ? undefined : path.join(repoRoot, source);
  return importV1ConfigData({
    file: relative(file),
    source: readFileSync(file, 'utf8'),
    component: { name: component.slice(0, at), version: component.slice(at + 1) },
    repository,
    deploy: kustomize === undefined ? { kind: 'helm', resource: helmChart! } : { kind: 'kustomize', resource: kustomize },
    ...(sourceDir ? { sourceDir, sourceDirLabel: relative(sourceDir) } : {}),
    ...(referencePath ? { referencePath: referencePath.split('/') } : {}),
  });
}

/** Every file of the v1 corpus that is an OCM v1 ConfigData (kind ConfigData, v1 or no apiVersion). */
function corpusConfigData(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return corpusConfigData(file);
    if (!/\.ya?ml$/.test(entry)) return [];
    const text = readFileSync(file, 'utf8');
    const isConfigData = /^kind: ConfigData\s*$/m.test(text) && (/^apiVersion: config\.ocm\.software\/v1alpha1\s*$/m.test(text) || !/^apiVersion:/m.test(text));
    return isConfigData ? [file] : [];
  });
}

describe('rgdc import: OCM v1 ConfigData of the corpus', () => {
  it('the corpus is present and every v1 ConfigData in it has a case', () => {
    expect(existsSync(OCM_V1)).toBe(true);
    const found = corpusConfigData(OCM_V1).sort();
    expect(found.length).toBeGreaterThanOrEqual(5);
    const covered = new Set(CASES.map(inputOf));
    expect(found.filter((f) => !covered.has(f))).toEqual([]);
  });

  it.each(CASES)('$name: imports with only the expected diagnostics, to configdata.yaml', (c) => {
    const result = runCase(c);
    expectCaseDiagnostics(c, result.diagnostics, TEST_FILE);
    expectCaseFile(c, 'configdata.yaml', result.ok ? result.configData : undefined, TEST_FILE);
    expect(result.diagnostics.every((d) => (!result.ok || d.severity !== 'error') && d.hint && d.line >= 1)).toBe(true);
  });

  it.each(IMPORTED)('$name: the imported ConfigData compiles with zero errors', (c) => {
    const result = runCase(c);
    const compiled = compile({ file: `${c.rel}/configdata.yaml`, source: result.configData! });
    expect(compiled.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(compiled.ok).toBe(true);
  });

  it('is deterministic', () => {
    for (const c of IMPORTED) expect(runCase(c).configData).toBe(runCase(c).configData);
  });
});
