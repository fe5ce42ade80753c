/**
 * compare-compile across the fixture move (issue 28): a side whose checkout has a case's
 * input only under its older path (`MOVED`) runs it from there, and its output names the
 * file by the new path again, so that the move alone is no difference.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { caseAt, inputsEqual, inputsExist, MOVED } from '../../scripts/compare-compile-cases.mjs';

const roots = mkdtempSync(join(tmpdir(), 'compare-moves-'));
afterAll(() => rmSync(roots, { recursive: true, force: true }));

function checkout(name: string, files: Record<string, string>): string {
  const root = join(roots, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

const NOW = 'test/fixtures/compile/helm-simple/configdata.yaml';
const kase = { args: ['compile', NOW, '--json'], inputs: [NOW] };

describe('compare-compile: moved fixtures', () => {
  const before = checkout('before', { 'fixtures/helm-simple/configdata.yaml': 'a: 1\n' });
  const after = checkout('after', { [NOW]: 'a: 1\n' });

  it('maps the compile suite to its older folder', () => {
    expect(MOVED).toContainEqual(['test/fixtures/compile/', 'fixtures/']);
  });

  it('runs a case from the older path where only that exists, and renames it back in the output', () => {
    expect(caseAt(before, kase)).toEqual({
      args: ['compile', 'fixtures/helm-simple/configdata.yaml', '--json'],
      inputs: ['fixtures/helm-simple/configdata.yaml'],
      renames: [['fixtures/helm-simple/configdata.yaml', NOW]],
    });
    expect(caseAt(after, kase)).toEqual({ ...kase, renames: [] });
  });

  it('finds the input at both sides and compares the bytes of the two paths', () => {
    expect(inputsExist(before, kase)).toBe(true);
    expect(inputsEqual(before, after, kase)).toBe(true);
    const changed = checkout('changed', { [NOW]: 'a: 2\n' });
    expect(inputsEqual(before, changed, kase)).toBe(false);
  });

  it('leaves a case alone that neither path has', () => {
    const empty = checkout('empty', { 'README.md': '' });
    expect(inputsExist(empty, kase)).toBe(false);
    expect(caseAt(empty, kase).renames).toEqual([]);
  });
});
