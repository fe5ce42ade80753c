/**
 * The CI recipes of README.md and docs/*.md (the YAML blocks that are GitHub Actions
 * workflows) run: each `run:` step verbatim, as GitHub runs it (`bash -e`), in a clone of
 * a repository laid out as the recipe expects (a ConfigData on `main`, a pull-request
 * branch that changes it compatibly, the tenants' instances and their component descriptor), with rgdc as the recipe
 * installs it: a tarball `npm pack` made from this repository, under `tools/`. Only the
 * `${{ github.base_ref }}` expression is replaced (by `main`), as Actions does before the
 * shell sees the step; any other expression fails the test, and so does an install from
 * anything but a file in the repository (`npm install -g rgdc` installed nothing, or
 * whatever someone publishes under that name).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/fixtures.js';
import { fencedBlocks } from './markdown.js';

const PAGES = [
  'README.md',
  ...readdirSync(join(REPO_ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
];

interface Step {
  readonly name?: string;
  readonly run?: string;
  readonly uses?: string;
}

/** Every workflow of the docs: a YAML block with `jobs`, and the page it is on. */
const WORKFLOWS = PAGES.flatMap((page) =>
  fencedBlocks(readFileSync(join(REPO_ROOT, page), 'utf8'))
    .filter((b) => b.lang === 'yaml' && /^jobs:/m.test(b.text))
    .map((b) => ({ page, line: b.line, workflow: parse(b.text) as { jobs: Record<string, { steps: Step[] }> } })),
);

/** The expressions the test knows how to give a value, as a pull request into `main` would. */
const EXPRESSIONS: Record<string, string> = { 'github.base_ref': 'main' };

function expand(script: string): string {
  return script.replace(/\$\{\{\s*([^}]*?)\s*\}\}/g, (whole, name: string) => {
    const value = EXPRESSIONS[name];
    if (value === undefined) throw new Error(`the recipe uses ${whole}, which this test cannot give a value`);
    return value;
  });
}

describe('the CI recipes of the docs', () => {
  it('are found (docs/diff.md has one)', () => {
    expect(WORKFLOWS.map((w) => w.page)).toContain('docs/diff.md');
  });

  it('install rgdc only from a file in the repository', () => {
    for (const { page, workflow } of WORKFLOWS) {
      for (const step of Object.values(workflow.jobs).flatMap((j) => j.steps)) {
        for (const install of step.run?.match(/npm (?:install|i)\b[^\n]*/g) ?? []) expect(install, page).toMatch(/^npm install -g \.\/\S+\.tgz$/);
        expect(step.run ?? '', page).not.toMatch(/\bnpx rgdc\b/);
      }
    }
  });

  for (const { page, line, workflow } of WORKFLOWS) {
    for (const [job, { steps }] of Object.entries(workflow.jobs)) {
      describe(`${page}:${line} job ${job}`, () => {
        let work: string;
        let clone: string;
        let env: Record<string, string>;
        beforeAll(() => {
          work = mkdtempSync(join(tmpdir(), 'rgdc-ci-recipe-'));
          clone = join(work, 'clone');
          env = recipeEnv(work);
          makeClone(work, clone, steps, env);
        }, 120_000);
        afterAll(() => {
          if (work) rmSync(work, { recursive: true, force: true });
        });

        it('runs every run: step verbatim, with the rgdc it installed', () => {
          const runs = steps.filter((s) => s.run !== undefined);
          expect(runs.length).toBeGreaterThan(0);
          for (const step of runs) {
            const script = expand(step.run!);
            const result = spawnSync('bash', ['-e', '-c', script], { cwd: clone, env, encoding: 'utf8', timeout: 240_000, stdio: ['ignore', 'pipe', 'pipe'] });
            expect(result.error).toBeUndefined();
            expect(result.status, `${step.name ?? script}\n${result.stdout.slice(-2000)}\n${result.stderr.slice(-2000)}`).toBe(0);
          }
          // The rgdc that ran is the installed tarball's, not this checkout's.
          const which = spawnSync('bash', ['-c', 'command -v rgdc'], { env, encoding: 'utf8' });
          expect(which.stdout.trim()).toBe(join(work, 'global/bin/rgdc'));
          // What the upload step reads is there, and SARIF.
          for (const step of steps.filter((s) => s.uses?.startsWith('github/codeql-action/upload-sarif'))) {
            const sarif = (step as { with?: { sarif_file?: string } }).with?.sarif_file;
            expect(sarif).toBeDefined();
            expect((JSON.parse(readFileSync(join(clone, sarif!), 'utf8')) as { version: string }).version).toBe('2.1.0');
          }
        }, 300_000);
      });
    }
  }
});

/** npm installs into a private prefix, whose bin comes first on the PATH; this checkout's rgdc is on no PATH. */
function recipeEnv(work: string): Record<string, string> {
  const { FORCE_COLOR: _force, ...inherited } = process.env;
  const path = (process.env.PATH ?? '')
    .split(':')
    .filter((p) => !p.includes('node_modules'))
    .join(':');
  return {
    ...(inherited as Record<string, string>),
    PATH: `${join(work, 'global/bin')}:${dirname(process.execPath)}:${path}`,
    HOME: join(work, 'home'),
    XDG_CACHE_HOME: join(work, 'cache'),
    npm_config_prefix: join(work, 'global'),
    // The packages rgdc depends on come from the npm cache this checkout's `npm ci` filled.
    npm_config_prefer_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    NO_COLOR: '1',
    GIT_CONFIG_GLOBAL: join(work, 'gitconfig'),
    GIT_AUTHOR_NAME: 'ci',
    GIT_AUTHOR_EMAIL: 'ci@example.org',
    GIT_COMMITTER_NAME: 'ci',
    GIT_COMMITTER_EMAIL: 'ci@example.org',
  };
}

/**
 * The repository the workflow runs in, as actions/checkout leaves it with `fetch-depth: 0`:
 * a clone whose `origin/main` holds the ConfigData and the tenants, checked out at a
 * pull-request branch that changes a description, with the rgdc tarball under `tools/`.
 */
function makeClone(work: string, clone: string, steps: readonly Step[], env: Record<string, string>): void {
  const sh = (command: string, cwd: string) => {
    const result = spawnSync('bash', ['-e', '-c', command], { cwd, env, encoding: 'utf8', timeout: 120_000 });
    if (result.status !== 0) throw new Error(`setup: ${command}: exit ${result.status}: ${result.stderr}`);
    return result.stdout;
  };
  writeFileSync(env.GIT_CONFIG_GLOBAL!, '[init]\n\tdefaultBranch = main\n');
  mkdirSync(env.HOME!, { recursive: true });
  const origin = join(work, 'origin');
  mkdirSync(origin);
  cpSync(join(REPO_ROOT, 'test/fixtures/diff-instances/old.yaml'), join(origin, 'configdata.yaml'));
  cpSync(join(REPO_ROOT, 'test/fixtures/diff-instances/instances'), join(origin, 'environments'), { recursive: true });
  cpSync(join(REPO_ROOT, 'test/fixtures/diff-instances/component.yaml'), join(origin, 'component-descriptor.yaml'));
  // The tarball the recipe installs, named as its step names it (`npm pack` of this checkout, dist/ as built).
  const tarball = steps.flatMap((s) => [...(s.run?.matchAll(/npm install -g \.\/(\S+\.tgz)/g) ?? [])].map((m) => m[1]!))[0];
  if (!tarball) throw new Error('the recipe installs no tarball');
  mkdirSync(join(origin, dirname(tarball)), { recursive: true });
  const packed = JSON.parse(sh(`npm pack --json --ignore-scripts --pack-destination '${join(origin, dirname(tarball))}'`, REPO_ROOT)) as { filename: string }[];
  expect(join(dirname(tarball), packed[0]!.filename)).toBe(tarball);
  sh('git init -q && git add -A && git commit -qm base', origin);
  sh(`git clone -q '${origin}' '${clone}'`, work);
  sh(
    "git checkout -q -b pull-request && sed -i 's/description: podinfo web service with a redis cache/description: podinfo, with a redis cache/' configdata.yaml && git commit -qam change",
    clone,
  );
  expect(existsSync(join(clone, tarball))).toBe(true);
}
