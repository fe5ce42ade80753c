/**
 * The VS Code extension packages as docs/editors.md says: its first command line (read
 * from the doc, not copied) runs verbatim in a copy of `editors/vscode/` and leaves the
 * `.vsix` that its second line installs, with the extension's code and manifest in it.
 * Both steps download from the npm registry: without it the test fails under CI=true and
 * is skipped, saying so, elsewhere.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/fixtures.js';
import { shellBlocks } from './markdown.js';

const [packageLine, installLine] = shellBlocks(readFileSync(join(REPO_ROOT, 'docs/editors.md'), 'utf8'))
  .flatMap((block) => block.lines)
  .filter((line) => line.text.startsWith('cd editors/vscode') || line.text.startsWith('code --install-extension'))
  .map((line) => line.text);

function registryProblem(): string | undefined {
  const ping = spawnSync('npm', ['ping'], { encoding: 'utf8', timeout: 30_000 });
  return ping.status === 0 ? undefined : `the npm registry cannot be reached (npm ping: ${ping.error?.message ?? `exit ${ping.status}`})`;
}

const problem = registryProblem();
if (problem && process.env.CI === 'true') {
  describe('the VS Code extension of docs/editors.md', () => {
    it('can reach the npm registry under CI', () => {
      throw new Error(`test/docs/vscode-package.test.ts NOT RUN: ${problem}`);
    });
  });
} else {
  if (problem) console.warn(`\n*** test/docs/vscode-package.test.ts skipped: ${problem} ***\n`);
  describe.skipIf(problem !== undefined)('the VS Code extension of docs/editors.md', () => {
    it('packages with the documented command line, into the file the next line installs', () => {
      expect(packageLine).toMatch(/^cd editors\/vscode && /);
      const vsix = /code --install-extension (\S+\.vsix)$/.exec(installLine ?? '')?.[1];
      expect(vsix, 'the install line names the .vsix').toBeDefined();
      const dir = mkdtempSync(join(tmpdir(), 'rgdc-vsce-'));
      try {
        cpSync(join(REPO_ROOT, 'editors/vscode'), join(dir, 'editors/vscode'), {
          recursive: true,
          filter: (source) => !source.includes('node_modules') && !source.endsWith('.vsix'),
        });
        const run = spawnSync('sh', ['-c', packageLine!], { cwd: dir, encoding: 'utf8', timeout: 240_000, stdio: ['ignore', 'pipe', 'pipe'] });
        expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
        const file = join(dir, 'editors/vscode', vsix!);
        expect(existsSync(file)).toBe(true);
        const zip = readFileSync(file);
        expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
        // Names in a zip's central directory are stored as they are.
        for (const name of ['extension/extension.js', 'extension/package.json', 'extension/node_modules/vscode-languageclient/package.json'])
          expect(zip.includes(name), name).toBe(true);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }, 300_000);
  });
}
