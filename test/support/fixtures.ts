/**
 * The fixture table: every folder under `fixtures/` is one case. A case holds
 * `configdata.yaml`, optionally a `target` file (one line: the target profile to compile
 * for, as `--target`; absent means the default) and a `kro-feature-gates` file (one line,
 * as `--kro-feature-gates`; absent means kro's defaults), and its expectations: `rgd.yaml` (byte for byte), `instance.yaml`
 * (then compiled with `--emit rgd,instance`), and/or `diagnostics.json` (code, line,
 * column, end, path, message and hint of each diagnostic; absent means none). A missing
 * expected file fails its case; `UPDATE=1 npx vitest run test/compile-fixtures.test.ts`
 * writes them (see `golden.ts`); review the diff like code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findTarget, parseFeatureGates, type KroFeatureGates, type TargetProfile } from '../../src/index.js';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const FIXTURES_DIR = join(REPO_ROOT, 'fixtures');
export const UPDATE = process.env.UPDATE === '1';

export interface FixtureCase {
  readonly name: string;
  readonly dir: string;
  /** Path as passed to the compiler: relative to the repository root, so headers are stable. */
  readonly input: string;
  readonly source: string;
  /** The profile named by the case's `target` file, or undefined for the default. */
  readonly target: string | undefined;
  /** The case's `kro-feature-gates` file (as `--kro-feature-gates`), or undefined for kro's defaults. */
  readonly kroFeatureGates: string | undefined;
}

/** Every fixture folder that has a `configdata.yaml`, sorted by name. */
export function listFixtures(): FixtureCase[] {
  return readdirSync(FIXTURES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(FIXTURES_DIR, d.name, 'configdata.yaml')))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const input = `fixtures/${name}/configdata.yaml`;
      const dir = join(FIXTURES_DIR, name);
      const targetFile = join(dir, 'target');
      const target = existsSync(targetFile) ? readFileSync(targetFile, 'utf8').trim() : undefined;
      const gatesFile = join(dir, 'kro-feature-gates');
      const kroFeatureGates = existsSync(gatesFile) ? readFileSync(gatesFile, 'utf8').trim() : undefined;
      return { name, dir, input, source: readFileSync(join(REPO_ROOT, input), 'utf8'), target, kroFeatureGates };
    });
}

export function hasExpectation(fixture: FixtureCase, file: string): boolean {
  return existsSync(join(fixture.dir, file));
}

/**
 * The target profile a case compiles for: named in its optional `target` file (one line),
 * else the default. Returned as options to spread into `compile()`.
 */
export function targetOf(fixture: FixtureCase): { target?: TargetProfile; featureGates?: KroFeatureGates } {
  const gates = featureGatesOf(fixture);
  const file = join(fixture.dir, 'target');
  if (!existsSync(file)) return gates;
  const name = readFileSync(file, 'utf8').trim();
  const target = findTarget(name);
  if (!target) throw new Error(`${fixture.name}/target names an unknown profile "${name}"`);
  return { target, ...gates };
}

/** The kro feature gates a case compiles for: its optional `kro-feature-gates` file (one line). */
export function featureGatesOf(fixture: { readonly name: string; readonly dir: string }): { featureGates?: KroFeatureGates } {
  const file = join(fixture.dir, 'kro-feature-gates');
  if (!existsSync(file)) return {};
  const parsed = parseFeatureGates(readFileSync(file, 'utf8').trim());
  if ('error' in parsed) throw new Error(`${fixture.name}/kro-feature-gates: ${parsed.error}`);
  return { featureGates: parsed.gates };
}
