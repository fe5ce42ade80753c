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
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localize, type LocalizeOptions } from '../../src/index.js';
import { REPO_ROOT, UPDATE } from '../support/fixtures.js';

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

/** Compares `actual` with the case's file, or rewrites it under UPDATE=1 (removes it when undefined). */
function expectFile(name: string, file: string, actual: string | undefined): void {
  const path = join(CASES_DIR, name, file);
  if (UPDATE) {
    if (actual === undefined) rmSync(path, { force: true });
    else writeFileSync(path, actual);
    return;
  }
  if (actual === undefined) expect(existsSync(path), `${file} must not exist`).toBe(false);
  else expect(actual).toBe(existsSync(path) ? readFileSync(path, 'utf8') : undefined);
}

describe.each(cases)('localize fixture %s', (name) => {
  it('matches output.yaml, changes.json and diagnostics.json', () => {
    const result = localize(optionsOf(name));
    const diagnostics = result.diagnostics.map((d) => ({ code: d.code, severity: d.severity, file: d.file, line: d.line, column: d.column, path: d.path }));
    expectFile(name, 'diagnostics.json', diagnostics.length > 0 ? `${JSON.stringify(diagnostics, null, 2)}\n` : undefined);
    expectFile(name, 'changes.json', result.ok ? `${JSON.stringify(result.changes, null, 2)}\n` : undefined);
    expectFile(name, 'output.yaml', result.output);
    expect(result.ok).toBe(result.output !== undefined);
  });

  it('gives identical results every time', () => {
    expect(localize(optionsOf(name))).toEqual(localize(optionsOf(name)));
  });
});
