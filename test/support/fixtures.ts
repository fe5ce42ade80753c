/**
 * The compile suite (`test/fixtures/compile/<case>/`, run by the harness in `suite.ts`):
 * every folder with a `configdata.yaml` is one case. Its optional `case.yaml` names the
 * `target` profile to compile for (as `--target`; absent means the default) and
 * `kroFeatureGates` (as `--kro-feature-gates`; absent means kro's defaults). Its
 * expectations: `rgd.yaml` (byte for byte), `instance.yaml` and the other outputs whose
 * file it holds (then compiled with those `--emit` kinds), and `diagnostics.json` (absent
 * means none). A missing expected file fails its case; `UPDATE=1 npx vitest run
 * test/compile-fixtures.test.ts` writes them (see `golden.ts`); review the diff like code.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { findTarget, parseFeatureGates, type KroFeatureGates, type TargetProfile } from '../../src/index.js';
import { listCases } from './suite.js';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const FIXTURES_DIR = join(REPO_ROOT, 'test/fixtures/compile');
export const UPDATE = process.env.UPDATE === '1';

/** What a compile case's `case.yaml` may say. */
export interface CompileCaseConfig {
  readonly target: string;
  readonly kroFeatureGates: string;
}

/** The keys of {@link CompileCaseConfig}, for the harness to refuse any other. */
export const COMPILE_CASE_KEYS = ['target', 'kroFeatureGates'] as const;

export interface FixtureCase {
  readonly name: string;
  readonly dir: string;
  /** Path as passed to the compiler: relative to the repository root, so headers are stable. */
  readonly input: string;
  readonly source: string;
  /** The profile named by the case's `case.yaml`, or undefined for the default. */
  readonly target: string | undefined;
  /** The case's `kroFeatureGates` (as `--kro-feature-gates`), or undefined for kro's defaults. */
  readonly kroFeatureGates: string | undefined;
}

/** Every compile case (a folder with a `configdata.yaml`), sorted by name. */
export function listFixtures(): FixtureCase[] {
  return listCases<CompileCaseConfig>('compile', { keys: COMPILE_CASE_KEYS, has: 'configdata.yaml' }).map((kase) => {
    const { file, source } = kase.input('configdata.yaml');
    return { name: kase.name, dir: kase.dir, input: file, source, target: kase.config.target, kroFeatureGates: kase.config.kroFeatureGates };
  });
}

export function hasExpectation(fixture: FixtureCase, file: string): boolean {
  return existsSync(join(fixture.dir, file));
}

/** The target profile and feature gates a compile case's `case.yaml` names, as options to spread into `compile()`. */
export function targetOf(fixture: { readonly name: string; readonly target?: string | undefined; readonly kroFeatureGates?: string | undefined }): {
  target?: TargetProfile;
  featureGates?: KroFeatureGates;
} {
  const gates = parseGates(fixture.name, fixture.kroFeatureGates);
  if (fixture.target === undefined) return gates;
  const target = findTarget(fixture.target);
  if (!target) throw new Error(`${fixture.name}/case.yaml names an unknown target profile "${fixture.target}"`);
  return { target, ...gates };
}

function parseGates(name: string, text: string | undefined): { featureGates?: KroFeatureGates } {
  if (text === undefined) return {};
  const parsed = parseFeatureGates(text);
  if ('error' in parsed) throw new Error(`${name}/case.yaml kroFeatureGates: ${parsed.error}`);
  return { featureGates: parsed.gates };
}

/**
 * The kro feature gates of the case in `dir` (any suite): its `case.yaml` `kroFeatureGates`
 * (as `--kro-feature-gates`), or none for kro's defaults.
 */
export function featureGatesOf(fixture: { readonly name: string; readonly dir: string }): { featureGates?: KroFeatureGates } {
  const file = join(fixture.dir, 'case.yaml');
  if (!existsSync(file)) return {};
  return parseGates(fixture.name, (parse(readFileSync(file, 'utf8')) as { kroFeatureGates?: string } | null)?.kroFeatureGates);
}
