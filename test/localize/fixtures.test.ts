/**
 * One runner over `test/fixtures/localize/<case>/`. A case holds `configdata.yaml` (or
 * `args.json` `configData`: a path from the repository root), the file to localize
 * (`input.yaml`, or `args.json` `input`: a path from the repository root, for files of the
 * shared corpus), and optionally `values.yaml`, `component.yaml` (or `args.json`
 * `component`), `args.json` `images` ({RESOURCE: REF}), `target` ("KIND/NAME") and
 * `filePath` (`--file-path`, OCM v1 ConfigData). Expectations: `output.yaml` byte for byte
 * (absent when errors stop the run), `changes.json`, and `diagnostics.json` (code, severity, file, line, column, path).
 * `UPDATE=1 npx vitest run test/localize` rewrites them; review the diff like code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localize, type LocalizeOptions } from '../../src/index.js';
import { REPO_ROOT } from '../support/fixtures.js';
import { expectOptionalGolden, goldenDiagnostics } from '../support/golden.js';

const CASES_DIR = join(REPO_ROOT, 'test/fixtures/localize');

interface CaseArgs {
  readonly input?: string;
  readonly configData?: string;
  readonly filePath?: string;
  readonly component?: string;
  readonly images?: Record<string, string>;
  readonly target?: string;
}

const cases = readdirSync(CASES_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

/** A file as the CLI would name it: relative to the repository root. */
function source(path: string) {
  return { file: relative(REPO_ROOT, path), source: readFileSync(path, 'utf8') };
}

function optionsOf(name: string): LocalizeOptions {
  const dir = join(CASES_DIR, name);
  const argsFile = join(dir, 'args.json');
  const args: CaseArgs = existsSync(argsFile) ? (JSON.parse(readFileSync(argsFile, 'utf8')) as CaseArgs) : {};
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

/** Compares `actual` with the case's file (see `golden.ts`: undefined means the file must not exist). */
function expectFile(name: string, file: string, actual: string | undefined): void {
  expectOptionalGolden(join(CASES_DIR, name, file), actual, 'test/localize/fixtures.test.ts');
}

describe.each(cases)('localize fixture %s', (name) => {
  it('matches output.yaml, changes.json and diagnostics.json', () => {
    const result = localize(optionsOf(name));
    expectFile(name, 'diagnostics.json', goldenDiagnostics(result.diagnostics));
    expectFile(name, 'changes.json', result.ok ? `${JSON.stringify(result.changes, null, 2)}\n` : undefined);
    expectFile(name, 'output.yaml', result.output);
    expect(result.ok).toBe(result.output !== undefined);
  });

  it('gives identical results every time', () => {
    expect(localize(optionsOf(name))).toEqual(localize(optionsOf(name)));
  });
});
