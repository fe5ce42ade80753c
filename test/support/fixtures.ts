/**
 * The fixture table: every folder under `fixtures/` is one case. A case holds
 * `configdata.yaml` and its expectations: `rgd.yaml` (byte for byte), `instance.yaml`
 * (then compiled with `--emit rgd,instance`), and/or `diagnostics.json` (code, line,
 * column and path of each diagnostic). `UPDATE=1 npm test` rewrites expectations; review
 * the diff like code.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const FIXTURES_DIR = join(REPO_ROOT, 'fixtures');
export const UPDATE = process.env.UPDATE === '1';

export interface FixtureCase {
  readonly name: string;
  readonly dir: string;
  /** Path as passed to the compiler: relative to the repository root, so headers are stable. */
  readonly input: string;
  readonly source: string;
}

/** Every fixture folder that has a `configdata.yaml`, sorted by name. */
export function listFixtures(): FixtureCase[] {
  return readdirSync(FIXTURES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(FIXTURES_DIR, d.name, 'configdata.yaml')))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const input = `fixtures/${name}/configdata.yaml`;
      return { name, dir: join(FIXTURES_DIR, name), input, source: readFileSync(join(REPO_ROOT, input), 'utf8') };
    });
}

/** Reads an expectation file, or writes it when `UPDATE=1`; returns undefined if absent. */
export function expectation(fixture: FixtureCase, file: string, actual: string | undefined): string | undefined {
  const path = join(fixture.dir, file);
  if (UPDATE && actual !== undefined) {
    writeFileSync(path, actual);
    return actual;
  }
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

export function hasExpectation(fixture: FixtureCase, file: string): boolean {
  return existsSync(join(fixture.dir, file));
}
