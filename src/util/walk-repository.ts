/**
 * The YAML files of a repository folder, for `rgdc check DIR`: walked in name order,
 * leaving out what `.gitignore` files (at any depth, each for the folder it sits in) and
 * `--exclude` patterns (gitignore syntax, relative to the folder given) exclude. `.git`
 * is never entered, and links to folders are not followed (a link cycle cannot loop).
 */
import { readdirSync, readFileSync, statSync, type Dirent } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ignore, { type Ignore } from 'ignore';

/** A folder's ignore rules and the folder they are relative to. */
interface Rules {
  readonly base: string;
  readonly rules: Ignore;
}

/**
 * Every `*.yaml` and `*.yml` under `root` that no rule excludes, in byte order of their
 * paths (the same on every machine and locale).
 *
 * @example
 * walkRepository('deploy', ['charts/']); // => ['deploy/app/configdata.yaml', 'deploy/rgd.yaml']
 */
export function walkRepository(root: string, excludes: readonly string[]): string[] {
  const out: string[] = [];
  walk(root, [{ base: root, rules: ignore().add([...excludes]) }], out);
  return out;
}

function walk(dir: string, inherited: readonly Rules[], out: string[]): void {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const own = entries.some((e) => e.name === '.gitignore' && e.isFile())
    ? [{ base: dir, rules: ignore().add(readFileSync(join(dir, '.gitignore'), 'utf8')) }]
    : [];
  const rules = [...inherited, ...own];
  for (const entry of entries) {
    if (entry.name === '.git') continue;
    const full = join(dir, entry.name);
    const isDir = isDirectory(entry, full);
    if (isDir === undefined || excluded(rules, full, isDir)) continue;
    if (isDir) walk(full, rules, out);
    else if (/\.ya?ml$/.test(entry.name)) out.push(full);
  }
}

/** True for a folder, false for a file (a link to a file included), undefined for anything else. */
function isDirectory(entry: Dirent, full: string): boolean | undefined {
  if (entry.isDirectory()) return true;
  if (entry.isFile()) return false;
  if (!entry.isSymbolicLink()) return undefined;
  try {
    return statSync(full).isFile() ? false : undefined;
  } catch {
    return undefined;
  }
}

function excluded(rules: readonly Rules[], full: string, isDir: boolean): boolean {
  return rules.some(({ base, rules: r }) => {
    const path = relative(base, full).split(sep).join('/');
    return path !== '' && r.ignores(isDir ? `${path}/` : path);
  });
}
