/**
 * The same exchange driven by a real editor: Neovim (Debian's `neovim`) headless with the
 * init.lua of docs/editors.md starts `rgdc lsp` for a YAML file with an error and writes
 * the diagnostics it received to a file read here. `.ci/run` installs neovim when missing;
 * elsewhere the test is skipped with the reason printed.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN } from '../support/cli.js';
import { corpusDir, repoRoot } from '../support/corpus.js';
import { fencedBlocks } from '../docs/markdown.js';

/** The Neovim snippet of docs/editors.md, as the page shows it. */
function editorsSnippet(): string {
  const doc = readFileSync(join(repoRoot, 'docs/editors.md'), 'utf8');
  const neovim = doc.slice(doc.indexOf('## Neovim'));
  const block = fencedBlocks(neovim).find((b) => b.lang === 'lua');
  if (!block) throw new Error('docs/editors.md has no lua block under "## Neovim"');
  return block.text;
}

function findNeovim(): string | undefined {
  const found = spawnSync('nvim', ['--version'], { encoding: 'utf8' });
  if (found.status === 0) return 'nvim';
  // Installed here when possible (root, or CI), as .ci/run does.
  const root = process.getuid?.() === 0;
  if (!root && process.env.CI !== 'true') return undefined;
  spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'neovim'], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return spawnSync('nvim', ['--version']).status === 0 ? 'nvim' : undefined;
}

const NVIM = findNeovim();
if (!NVIM) console.log('test/lsp/neovim.test.ts skipped: neovim is not installed and cannot be installed here (not root, no apt-get)');

describe.skipIf(!NVIM)('rgdc lsp in Neovim (headless)', () => {
  it('shows the diagnostic of a broken expression at its place', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rgdc-nvim-'));
    const source = readFileSync(join(corpusDir, 'kro/examples/kubernetes/webapp/rg.yaml'), 'utf8').replace(
      'replicas: ${schema.spec.replicas}',
      'replicas: ${schema.spec.replicsa}',
    );
    const file = join(dir, 'webapp.yaml');
    writeFileSync(file, source);
    const out = join(dir, 'diagnostics.json');
    const run = spawnSync(NVIM!, ['--headless', '--clean', '-u', join(repoRoot, 'test/lsp/neovim/init.lua'), file], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, RGDC_NODE: process.execPath, RGDC_BIN: BIN, RGDC_NVIM_OUT: out, XDG_STATE_HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    });
    expect(run.error).toBeUndefined();
    const result = JSON.parse(readFileSync(out, 'utf8')) as {
      received: boolean;
      diagnostics: { lnum: number; col: number; end_col: number; code: string; message: string; source: string }[];
    };
    expect(result.received).toBe(true);
    const line = source.split('\n').findIndex((l) => l.includes('replicsa'));
    const col = source.split('\n')[line]!.indexOf('replicsa');
    expect(result.diagnostics.map((d) => ({ lnum: d.lnum, col: d.col, end_col: d.end_col, code: d.code }))).toEqual([
      { lnum: line, col, end_col: col + 'replicsa'.length, code: 'cel_no_such_field' },
    ]);
    expect(result.diagnostics[0]!.message).toContain('no such field: replicsa');
  }, 90_000);

  it('runs the docs/editors.md snippet verbatim in a folder without ./crds: a message and a diagnostic, no prompt', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rgdc-nvim-doc-'));
    const snippet = editorsSnippet();
    expect(snippet).toContain("crds = { './crds' }");
    writeFileSync(join(dir, 'init.lua'), snippet);
    // `rgdc` on the PATH, as the snippet's `cmd` expects: the built bundle.
    const bin = join(dir, 'bin');
    mkdirSync(bin);
    writeFileSync(join(bin, 'rgdc'), `#!/bin/sh\nexec '${process.execPath}' '${BIN}' "$@"\n`);
    chmodSync(join(bin, 'rgdc'), 0o755);
    const work = join(dir, 'project');
    mkdirSync(work);
    const source = readFileSync(join(corpusDir, 'kro/examples/kubernetes/webapp/rg.yaml'), 'utf8').replace(
      'replicas: ${schema.spec.replicas}',
      'replicas: ${schema.spec.replicsa}',
    );
    writeFileSync(join(work, 'webapp.yaml'), source);
    const out = join(dir, 'result.json');
    const started = Date.now();
    const run = spawnSync(
      NVIM!,
      ['--headless', '--clean', '--cmd', `luafile ${join(repoRoot, 'test/lsp/neovim/probe.lua')}`, '-u', join(dir, 'init.lua'), 'webapp.yaml'],
      {
        cwd: work,
        encoding: 'utf8',
        // A prompt waits for a key that never comes: the timeout ends Neovim, and the test fails.
        timeout: 60_000,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          PATH: `${bin}:${process.env.PATH ?? ''}`,
          RGDC_NVIM_OUT: out,
          RGDC_NVIM_CODES: 'usage_invalid_setting,cel_no_such_field',
          XDG_STATE_HOME: dir,
          XDG_DATA_HOME: dir,
          XDG_CONFIG_HOME: dir,
        },
      },
    );
    expect(run.error, `Neovim did not end within 60 s (${Date.now() - started} ms): ${run.stderr}`).toBeUndefined();
    expect(run.status).toBe(0);
    const result = JSON.parse(readFileSync(out, 'utf8')) as {
      received: boolean;
      diagnostics: { lnum: number; col: number; code: string; message: string }[];
      shown: string[];
      requested: string[];
    };
    expect(result.received).toBe(true);
    expect(result.requested).toEqual([]);
    expect(result.shown).toEqual(['rgdc: rgdc.crds: "./crds" does not exist']);
    const setting = result.diagnostics.filter((d) => d.code === 'usage_invalid_setting');
    expect(setting.map((d) => ({ lnum: d.lnum, col: d.col, first: d.message.split('\n')[0] }))).toEqual([
      { lnum: 0, col: 0, first: 'rgdc lsp setting rgdc.crds: "./crds" does not exist; the server goes on without it' },
    ]);
    expect(result.diagnostics.map((d) => d.code)).toContain('cel_no_such_field');
  }, 90_000);
});
