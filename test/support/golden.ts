/**
 * Golden files: what a fixture runner compares its output with. No runner writes its own
 * expectation: a missing file fails the case with the command that creates it, and only
 * `UPDATE=1` (re)writes files, for a person to review like code. Diagnostics are compared
 * with every field they promise (code, severity, position and end, path, message, hint),
 * so a changed message or a moved end column shows up as a changed golden file.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { expect } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { REPO_ROOT, UPDATE } from './fixtures.js';

/** How to create or refresh the golden files of `testFile`. */
export function updateCommand(testFile: string): string {
  return `UPDATE=1 npx vitest run ${testFile}`;
}

function missingGolden(path: string, testFile: string): Error {
  return new Error(`${relative(REPO_ROOT, path)} is missing: create it with \`${updateCommand(testFile)}\` and review it`);
}

/** The golden file's text, or an error that says how to create it; `UPDATE=1` writes `actual` first. */
export function readGolden(path: string, actual: string, testFile: string): string {
  if (UPDATE) writeFileSync(path, actual);
  if (!existsSync(path)) throw missingGolden(path, testFile);
  return readFileSync(path, 'utf8');
}

/** Asserts that `path` holds exactly `actual` (see {@link readGolden}). */
export function expectGolden(path: string, actual: string, testFile: string): void {
  expect(actual, relative(REPO_ROOT, path)).toBe(readGolden(path, actual, testFile));
}

/**
 * For outputs a case may not have (no diagnostics, no output on failure): `undefined`
 * means the file must not exist. Under `UPDATE=1` the file is written or removed.
 */
export function expectOptionalGolden(path: string, actual: string | undefined, testFile: string): void {
  if (UPDATE) {
    if (actual === undefined) rmSync(path, { force: true });
    else writeFileSync(path, actual);
    return;
  }
  const name = relative(REPO_ROOT, path);
  if (actual === undefined) {
    expect(existsSync(path), `${name} must not exist (the run produced none); remove it or run \`${updateCommand(testFile)}\``).toBe(false);
    return;
  }
  if (!existsSync(path)) throw missingGolden(path, testFile);
  expect(actual, name).toBe(readFileSync(path, 'utf8'));
}

/** Text with this checkout's absolute path replaced, so golden files hold on every machine. */
function withoutCheckout(text: string): string {
  return text.split(REPO_ROOT).join('<repo>');
}

/** A diagnostic as golden files record it: every field, the file name relative to the repository. */
export function goldenDiagnostic(d: Diagnostic, options: { file?: boolean } = {}): Record<string, unknown> {
  return {
    code: d.code,
    severity: d.severity,
    ...(options.file === false ? {} : { file: d.file.startsWith('/') ? relative(REPO_ROOT, d.file) : d.file }),
    line: d.line,
    column: d.column,
    endLine: d.endLine,
    endColumn: d.endColumn,
    path: d.path,
    message: withoutCheckout(d.message),
    ...(d.hint === undefined ? {} : { hint: withoutCheckout(d.hint) }),
  };
}

/** The JSON text of a diagnostics golden file, or undefined when there are none. */
export function goldenDiagnostics(diagnostics: readonly Diagnostic[], options: { file?: boolean } = {}): string | undefined {
  return diagnostics.length > 0
    ? `${JSON.stringify(
        diagnostics.map((d) => goldenDiagnostic(d, options)),
        null,
        2,
      )}\n`
    : undefined;
}
