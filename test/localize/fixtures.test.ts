/**
 * One runner over `test/fixtures/localize/<case>/` (the harness in `test/support/suite.ts`).
 * A case holds `configdata.yaml` (or `case.yaml` `configData`: a path from the repository
 * root), the file to localize (`input.yaml`, or `case.yaml` `input`: a path from the
 * repository root, for files of the shared corpus), and optionally `values.yaml`,
 * `component.yaml` (or `case.yaml` `component`), and in `case.yaml` `images`
 * ({RESOURCE: REF}, as `--image`), `target` ("KIND/NAME", as `--target`) and `filePath`
 * (`--file-path`, OCM v1 ConfigData). Expectations: `output.yaml` byte for byte (absent
 * when errors stop the run), `changes.json`, and `diagnostics.json`.
 * `UPDATE=1 npx vitest run test/localize` rewrites them; review the diff like code.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localize, type LocalizeOptions } from '../../src/index.js';
import { REPO_ROOT } from '../support/fixtures.js';
import { expectCaseDiagnostics, expectCaseFile, listCases, type SuiteCase } from '../support/suite.js';

const TEST_FILE = 'test/localize/fixtures.test.ts';

interface CaseConfig {
  readonly input?: string;
  readonly configData?: string;
  readonly filePath?: string;
  readonly component?: string;
  readonly images?: Record<string, string>;
  readonly target?: string;
}

const cases = listCases<CaseConfig>('localize', { keys: ['input', 'configData', 'filePath', 'component', 'images', 'target'] });

/** A file as the CLI would name it: relative to the repository root. */
function source(path: string) {
  return { file: relative(REPO_ROOT, path), source: readFileSync(path, 'utf8') };
}

function optionsOf(kase: SuiteCase<CaseConfig>): LocalizeOptions {
  const { dir, config: args } = kase;
  const component = args.component ? join(REPO_ROOT, args.component) : join(dir, 'component.yaml');
  const [kind, objectName] = args.target?.split('/') ?? [];
  return {
    input: source(args.input ? join(REPO_ROOT, args.input) : join(dir, 'input.yaml')),
    configData: source(args.configData ? join(REPO_ROOT, args.configData) : join(dir, 'configdata.yaml')),
    ...(existsSync(join(dir, 'values.yaml')) ? { values: source(join(dir, 'values.yaml')) } : {}),
    ...(existsSync(component) ? { component: source(component) } : {}),
    ...(args.images ? { images: args.images } : {}),
    ...(kind && objectName ? { target: { kind, name: objectName } } : {}),
    ...(args.filePath ? { filePath: args.filePath } : {}),
  };
}

describe.each(cases)('localize fixture $name', (kase) => {
  it('matches output.yaml, changes.json and diagnostics.json', () => {
    const result = localize(optionsOf(kase));
    expectCaseDiagnostics(kase, result.diagnostics, TEST_FILE);
    expectCaseFile(kase, 'changes.json', result.ok ? `${JSON.stringify(result.changes, null, 2)}\n` : undefined, TEST_FILE);
    expectCaseFile(kase, 'output.yaml', result.output, TEST_FILE);
    expect(result.ok).toBe(result.output !== undefined);
  });

  it('gives identical results every time', () => {
    expect(localize(optionsOf(kase))).toEqual(localize(optionsOf(kase)));
  });
});
