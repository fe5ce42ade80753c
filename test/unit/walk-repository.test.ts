/** `walkRepository`: which YAML files `rgdc check DIR` reads, in which order. */
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { walkRepository } from '../../src/util/walk-repository.js';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'rgdc-walk-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const walked = (root: string, excludes: string[] = []) => walkRepository(root, excludes).map((f) => relative(root, f));

describe('walkRepository', () => {
  it('lists *.yaml and *.yml in byte order, never entering .git', () => {
    const root = tree({ 'b.yaml': '', 'B.yml': '', 'a/z.yaml': '', 'notes.md': '', 'x.json': '', '.git/config.yaml': '' });
    expect(walked(root)).toEqual(['B.yml', 'a/z.yaml', 'b.yaml']);
  });

  it('honours .gitignore files, each for its own folder, with negation', () => {
    const root = tree({
      '.gitignore': 'build/\n*.tmp.yaml\n',
      'build/out.yaml': '',
      'keep.tmp.yaml': '',
      'app/.gitignore': 'generated-*.yaml\n!generated-keep.yaml\n',
      'app/generated-a.yaml': '',
      'app/generated-keep.yaml': '',
      'app/rgd.yaml': '',
      'other/generated-a.yaml': '',
    });
    expect(walked(root)).toEqual(['app/generated-keep.yaml', 'app/rgd.yaml', 'other/generated-a.yaml']);
  });

  it('leaves out what --exclude names, relative to the folder given', () => {
    const root = tree({ 'charts/podinfo/values.yaml': '', 'deploy/charts/x.yaml': '', 'deploy/rgd.yaml': '', 'values-dev.yaml': '' });
    expect(walked(root, ['/charts/', 'values-*.yaml'])).toEqual(['deploy/charts/x.yaml', 'deploy/rgd.yaml']);
    expect(walked(root, ['charts/'])).toEqual(['deploy/rgd.yaml', 'values-dev.yaml']);
  });

  it('follows links to files, not links to folders (a loop cannot hang the walk)', () => {
    const root = tree({ 'a/rgd.yaml': '' });
    symlinkSync('..', join(root, 'a', 'loop'));
    symlinkSync('rgd.yaml', join(root, 'a', 'link.yaml'));
    expect(walked(root)).toEqual(['a/link.yaml', 'a/rgd.yaml']);
  });
});
