/**
 * The mutation groups (`test/mutation/<group>.yaml`, run by `npm run mutate`) stay runnable
 * as the code moves: every mutated file exists, every test file exists and does not run
 * the built CLI, every reviewed survivor names a mutated file, and every known wrong
 * answer still finds the exact text it replaces (so `npm run wrong-answers` still puts it
 * into the code), and every group has a committed last run (`test/mutation/state/`) of its files.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
// @ts-expect-error the groups module is plain JavaScript, shared with scripts/mutate.mjs
import { loadGroups } from '../mutation/groups.mjs';
import { REPO_ROOT } from '../support/fixtures.js';

interface Group {
  name: string;
  mutate: string[];
  tests: string[];
  survivors: { file: string }[];
  wrongAnswers: { name: string; file: string; find: string; replace: string }[];
}

const groups = loadGroups() as Group[];

describe('mutation groups', () => {
  it('cover the modules whose answers users act on', () => {
    const mutated = groups.flatMap((g) => g.mutate);
    for (const file of [
      'src/graph/dag.ts',
      'src/template/scanner.ts',
      'src/simpleschema/parse/markers.ts',
      'src/cel/library/quantity.ts',
      'src/cel/library/semver.ts',
      'src/ocm/semver-constraint.ts',
      'src/diff/compat/compare-schema.ts',
      'src/sensitive/mask.ts',
      'src/ocm/reference.ts',
    ]) {
      expect(mutated, file).toContain(file);
    }
  });

  describe.each(groups.map((g) => [g.name, g] as const))('%s', (_name, group) => {
    it('mutates files that exist, once across all groups', () => {
      for (const file of group.mutate) expect(existsSync(join(REPO_ROOT, file)), file).toBe(true);
      for (const other of groups)
        if (other !== group)
          expect(
            other.mutate.filter((f) => group.mutate.includes(f)),
            other.name,
          ).toEqual([]);
    });

    it('runs test files that exist and do not run the built CLI', () => {
      for (const file of group.tests) {
        // Named one by one, so that a renamed test file cannot silently drop out of a group.
        expect(existsSync(join(REPO_ROOT, file)), file).toBe(true);
        // A test that runs dist/bundle/rgdc.cjs in a child process cannot see a mutant of src/.
        expect(readFileSync(join(REPO_ROOT, file), 'utf8'), file).not.toMatch(/support\/cli(-async)?\.js'/);
      }
    });

    it('reviews survivors of its own files only', () => {
      for (const s of group.survivors) expect(group.mutate, s.file).toContain(s.file);
    });

    it('has a committed last run of exactly its files, without a machine path', () => {
      const file = join(REPO_ROOT, 'test', 'mutation', 'state', `${group.name}.json.gz`);
      expect(existsSync(file), `${file}: run npm run mutate -- ${group.name} and commit it`).toBe(true);
      const state = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as { files: Record<string, unknown>; projectRoot?: string };
      expect(Object.keys(state.files).sort()).toEqual([...group.mutate].sort());
      expect(state.projectRoot).toBeUndefined();
    });

    it('has wrong answers whose text is still in the code, once', () => {
      for (const a of group.wrongAnswers) {
        expect(group.mutate, a.name).toContain(a.file);
        const source = readFileSync(join(REPO_ROOT, a.file), 'utf8');
        expect(source.split(a.find).length - 1, `${a.name}: occurrences of its text in ${a.file}`).toBe(1);
        expect(a.replace, a.name).not.toBe(a.find);
      }
    });
  });
});
