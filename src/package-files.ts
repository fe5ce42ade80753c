/**
 * Files shipped with the package (schemas/, templates/, package.json), found from the
 * package root rather than from this module's own path, so that the same code works from
 * `dist/` and from a bundle.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

/** The folder holding rgdc's package.json. */
export function packageRoot(): string {
  if (root) return root;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'package.json');
    if (existsSync(candidate) && (JSON.parse(readFileSync(candidate, 'utf8')) as { name?: string }).name === 'rgdc') return (root = dir);
    const parent = dirname(dir);
    if (parent === dir) throw new Error('rgdc cannot find its own package.json');
    dir = parent;
  }
}

/** Reads a text file shipped with the package, by its path from the package root. */
export function readPackageFile(...segments: string[]): string {
  return readFileSync(join(packageRoot(), ...segments), 'utf8');
}

/** Reads and parses a JSON file shipped with the package. */
export function readPackageJson<T>(...segments: string[]): T {
  return JSON.parse(readPackageFile(...segments)) as T;
}
