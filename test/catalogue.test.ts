/**
 * The diagnostic catalogue, its reference page and the generated ConfigData types must
 * never drift from their sources.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CODES } from '../src/diagnostics/codes.js';
import { renderDiagnosticsDoc } from '../src/diagnostics/doc.js';
import { REPO_ROOT } from './support/fixtures.js';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('diagnostic catalogue', () => {
  it('docs/diagnostics.md is generated from the catalogue (run `npm run gen`)', () => {
    expect(readFileSync(join(REPO_ROOT, 'docs/diagnostics.md'), 'utf8')).toBe(renderDiagnosticsDoc());
  });

  it('documents every code', () => {
    const doc = readFileSync(join(REPO_ROOT, 'docs/diagnostics.md'), 'utf8');
    for (const code of Object.keys(DIAGNOSTIC_CODES)) expect(doc, code).toContain(`\`${code}\``);
  });

  it('every code is used somewhere outside the catalogue', () => {
    const sources = sourceFiles(join(REPO_ROOT, 'src'))
      .filter((f) => !f.includes(join('diagnostics', 'codes')))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const unused = Object.keys(DIAGNOSTIC_CODES).filter((code) => !sources.includes(`'${code}'`));
    expect(unused).toEqual([]);
  });

  it('codes are snake_case with a known phase prefix', () => {
    for (const code of Object.keys(DIAGNOSTIC_CODES)) {
      expect(code).toMatch(/^(io|yaml|configdata|schema|rgd|cel|graph|template|import|preview|localize|internal|usage|diff|ocm|publish)_[a-z0-9_]+$/);
    }
  });
});

describe('generated ConfigData types', () => {
  it('src/generated/configdata.ts matches schemas/configdata.v1alpha1.schema.json', () => {
    // Exits 1 and names the file when it drifted; execFileSync throws on a non-zero exit.
    execFileSync(process.execPath, ['scripts/generate-types.mjs', '--check'], { cwd: REPO_ROOT, stdio: 'pipe' });
  });
  it('docs/configdata.md is generated from the schema', () => {
    execFileSync(process.execPath, ['scripts/generate-configdata-doc.mjs', '--check'], { cwd: REPO_ROOT, stdio: 'pipe' });
  });
  it('src/generated/configdata-validator.ts matches the schema', () => {
    execFileSync(process.execPath, ['scripts/generate-validators.mjs', '--check'], { cwd: REPO_ROOT, stdio: 'pipe' });
  });
});
