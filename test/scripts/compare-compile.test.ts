/**
 * scripts/compare-compile.mjs (docs/contributing.md, "Refactoring without changing
 * behaviour") finds a difference, and only where there is one: in a throw-away worktree of
 * HEAD holding this checkout's copy of the script, one fixture's input is changed, not
 * committed, and the script compares HEAD with that working tree over two fixtures. Both
 * sides are built, so this takes two `npm run build`: under a minute.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/fixtures.js';

const SCRIPTS = ['scripts/compare-compile.mjs', 'scripts/compare-compile-cases.mjs'];
const CHANGED = 'test/fixtures/compile/helm-simple/configdata.yaml';
/** Two builds and 18 command lines at each side: under a minute on two busy cores; four minutes is a hang. */
const BUILD_AND_RUN_MS = 240_000;

const git = (cwd: string, ...args: string[]) => spawnSync('git', ['-C', cwd, ...args], { encoding: 'utf8' });
/** The script's temporary worktrees are in rgdc-compare-* folders: none may be left behind. */
const leftWorktrees = () =>
  git(REPO_ROOT, 'worktree', 'list', '--porcelain')
    .stdout.split('\n')
    .filter((line) => /^worktree .*[/\\]rgdc-compare-[^/\\]+[/\\](old|new)$/.test(line));

function compareCompile(cwd: string, ...args: string[]) {
  const { FORCE_COLOR: _force, ...env } = process.env;
  return spawnSync(process.execPath, ['scripts/compare-compile.mjs', ...args], { cwd, env, encoding: 'utf8', timeout: BUILD_AND_RUN_MS });
}

describe('compare-compile', () => {
  let tmp: string;
  let checkout: string;

  beforeAll(() => {
    tmp = realpathSync(mkdtempSync(join(tmpdir(), 'compare-compile-test-')));
    checkout = join(tmp, 'checkout');
    const added = git(REPO_ROOT, 'worktree', 'add', '--detach', '--quiet', checkout, 'HEAD');
    if (added.status !== 0) throw new Error(`git worktree add: ${added.stderr}`);
    // The script under test is this checkout's, committed or not.
    for (const script of SCRIPTS) copyFileSync(join(REPO_ROOT, script), join(checkout, script));
    symlinkSync(realpathSync(join(REPO_ROOT, 'node_modules')), join(checkout, 'node_modules'));
    const before = readFileSync(join(checkout, CHANGED), 'utf8');
    const after = before.replace('version: 6.9.1', 'version: 6.9.2');
    if (after === before) throw new Error(`${CHANGED} no longer holds "version: 6.9.1": change another line of it here`);
    writeFileSync(join(checkout, CHANGED), after);
  });

  afterAll(() => {
    if (checkout && existsSync(checkout)) git(REPO_ROOT, 'worktree', 'remove', '--force', checkout);
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it('exit 2 without --old, and for a revision that names no commit, before building anything', () => {
    const missing = compareCompile(checkout);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('--old is required');
    const unknown = compareCompile(checkout, '--old', 'no-such-revision');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('no-such-revision names no commit');
    expect(leftWorktrees()).toEqual([]);
  });

  it(
    'exit 1, naming every case of the changed fixture and none of the unchanged one',
    () => {
      const out = join(tmp, 'out');
      const run = compareCompile(
        checkout,
        '--old',
        'HEAD',
        '--only',
        'test/fixtures/compile/helm-simple/',
        '--only',
        'test/fixtures/compile/kustomize-simple/',
        '--out',
        out,
      );
      expect(run.stderr).not.toMatch(/exited|Error/);
      expect(run.status).toBe(1);
      const differing = run.stdout.split('\n').filter((line) => line.startsWith('differs: '));
      expect(differing.length).toBeGreaterThan(3);
      for (const line of differing)
        expect(line).toMatch(
          /^differs: rgdc compile test\/fixtures\/compile\/helm-simple\/configdata\.yaml .*\(its input differs between the two sides\): \S+:\d+: old .*, new /,
        );
      // The plain compile prints the RGD, whose default version comes from the changed line.
      expect(run.stdout).toMatch(
        /^differs: rgdc compile test\/fixtures\/compile\/helm-simple\/configdata\.yaml \(its input differs between the two sides\): stdout:\d+: old ".*6\.9\.1.*", new ".*6\.9\.2.*"$/m,
      );
      const head = git(REPO_ROOT, 'rev-parse', '--short', 'HEAD').stdout.trim();
      const summary = new RegExp(
        `^compare-compile: (\\d+) outputs compared at ${head} and the working tree \\(${head}, with uncommitted changes\\): (\\d+) identical, (\\d+) different$`,
        'm',
      );
      const [, total, identical, different] = summary.exec(run.stdout) ?? [];
      // Both fixtures have the same cases (each compiles, with the default profile).
      expect(Number(different)).toBe(differing.length);
      expect(Number(identical)).toBe(differing.length);
      expect(Number(total)).toBe(2 * differing.length);
      // Each side's outputs stay, for diff -r: one folder per case, with the changed version in it.
      expect(run.stdout).toContain(`the outputs are in ${join(out, 'old')} and ${join(out, 'new')}`);
      for (const side of ['old', 'new']) expect(readdirSync(join(out, side))).toHaveLength(Number(total));
      const plain = readdirSync(join(out, 'new')).find((folder) => /^\d+-compile_test_fixtures_compile_helm-simple_configdata\.yaml$/.test(folder));
      expect(readFileSync(join(out, 'old', plain!, 'stdout'), 'utf8')).toContain('default="6.9.1"');
      expect(readFileSync(join(out, 'new', plain!, 'stdout'), 'utf8')).toContain('default="6.9.2"');
      expect(leftWorktrees()).toEqual([]);
    },
    BUILD_AND_RUN_MS,
  );
});
