/**
 * The floors of docs/design/architecture.md hold: no module of `src/` imports from a
 * higher floor, every folder is on one, and nothing outside the compiler reaches into a
 * phase past its index.ts.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { floorOf, floorViolations, importsOf, parseFloors, type ImportEdge } from '../support/import-floors.js';

const ROOT = join(import.meta.dirname, '..', '..');
const floors = parseFloors(readFileSync(join(ROOT, 'docs', 'design', 'architecture.md'), 'utf8'));
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'src'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file, i, all) => file.endsWith('.ts') && all.indexOf(file) === i);
const edges: ImportEdge[] = files.flatMap((file) => importsOf(file, readFileSync(join(ROOT, file), 'utf8')));

describe('import floors (docs/design/architecture.md)', () => {
  it('the table names floors 0 to 6, each place once, and every place exists', () => {
    expect(floors.map((f) => f.level)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const places = floors.flatMap((f) => f.places);
    expect(new Set(places).size).toBe(places.length);
    for (const place of places)
      expect(
        files.some((file) => file === place || file.startsWith(`${place}/`)),
        place,
      ).toBe(true);
  });

  it('reads the imports of the tree (static, type-only and dynamic)', () => {
    expect(edges.length).toBeGreaterThan(1000);
    expect(edges).toContainEqual(expect.objectContaining({ from: 'src/compiler/compile.ts', to: 'src/compiler/phases/1-load/index.ts' }));
    // The CLI loads each command lazily with import().
    expect(edges.some((e) => e.from.startsWith('src/cli/') && e.to.startsWith('src/cli/commands/'))).toBe(true);
  });

  it('no import reaches up a floor, every file is on one, phases are imported through index.ts', () => {
    expect(floorViolations(floors, edges, files).map((v) => v.message)).toEqual([]);
  });

  it('a planted upward import, a file on no floor and an import past a phase index are each reported', () => {
    const planted: ImportEdge[] = [
      ...importsOf('src/source/planted.ts', "import { compile } from '../compiler/compile.js';\n"),
      ...importsOf('src/kro/planted.ts', "const lazy = await import('../cli/main.js');\n"),
      ...importsOf('src/check/planted.ts', "import type { Analysis } from '../compiler/phases/3-analyze/types.js';\n"),
    ];
    const messages = floorViolations(floors, planted, ['src/nowhere/file.ts']).map((v) => v.message);
    expect(messages).toEqual([
      'src/nowhere/file.ts is on no floor: give its folder a row in docs/design/architecture.md',
      'src/source/planted.ts:1 imports src/compiler/compile.ts: floor 1 (source) reaches up to floor 4 (compiler and deployers)',
      'src/kro/planted.ts:1 imports src/cli/main.ts: floor 3 (kro) reaches up to floor 6 (front ends)',
      "src/check/planted.ts:1 imports src/compiler/phases/3-analyze/types.ts past the phase's index.ts: import it from src/compiler/phases/3-analyze/index.ts",
    ]);
  });

  it('names the line of a bare import after a blank line', () => {
    const [edge] = importsOf('src/util/planted.ts', "/** A comment. */\n\nimport '../cli/main.js';\n");
    expect(edge).toEqual({ from: 'src/util/planted.ts', to: 'src/cli/main.ts', line: 3 });
  });

  it('a file is on the floor of the longest place that holds it', () => {
    expect(floorOf(floors, 'src/index.ts')?.name).toBe('front ends');
    expect(floorOf(floors, 'src/source/fast-load.ts')?.name).toBe('source');
    expect(floorOf(floors, 'src/indexes/x.ts')).toBeUndefined();
  });
});
