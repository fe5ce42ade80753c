#!/usr/bin/env node
// Proves a refactor changed no behaviour (docs/contributing.md, "Refactoring without changing
// behaviour"): builds rgdc at two commits and runs the same command lines at both (every
// ConfigData fixture compiled, every OCM v1 ConfigData of the corpus imported; the list is
// in compare-compile-cases.mjs), then compares stdout, stderr, exit code and written files
// byte for byte.
//
//   node scripts/compare-compile.mjs --old main                # main against this working tree
//   node scripts/compare-compile.mjs --old HEAD~3 --new HEAD   # two commits
//   npm run compare-compile -- --old main --only test/fixtures/compile/helm-simple/
//
// A commit is checked out with `git worktree add --detach` in a fresh temporary folder (the
// working tree is used as it is), shares this checkout's node_modules when its
// package-lock.json is the same (else `npm ci --prefer-offline`), and is built with its own
// `npm run build`. The temporary folder path is written as `<out>`, `<checkout>` or
// `<tmp>` in stdout and stderr, so that the two sides can be compared. The outputs of each
// side are kept when they differ. Exit 0: all identical; 1: some differ; 2: usage or setup
// error (a commit that does not exist, a build that fails).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { caseAt, describeCase, inputsEqual, inputsExist, listCases } from './compare-compile-cases.mjs';

const USAGE = 'usage: node scripts/compare-compile.mjs --old REV [--new REV] [--only TEXT]... [--out DIR] [--jobs N]';
/** An rgdc command that runs this long has hung (the slowest case takes well under a second); builds and installs take what they take. */
const COMMAND_TIMEOUT_MS = 60_000;

class SetupError extends Error {}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        old: { type: 'string' },
        new: { type: 'string' },
        only: { type: 'string', multiple: true, default: [] },
        out: { type: 'string' },
        jobs: { type: 'string', default: String(availableParallelism()) },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    console.error(`compare-compile: ${error.message}\n${USAGE}`);
    process.exit(2);
  }
})();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const jobs = Number(values.jobs);
if (values.old === undefined || !Number.isInteger(jobs) || jobs < 1) {
  console.error(`compare-compile: ${values.old === undefined ? '--old is required' : '--jobs takes a whole number, at least 1'}\n${USAGE}`);
  process.exit(2);
}

const repo = path.resolve(import.meta.dirname, '..');
const tmp = realpathSync(mkdtempSync(path.join(tmpdir(), 'rgdc-compare-')));
const outDir = path.resolve(values.out ?? path.join(tmp, 'out'));
/** Worktrees made by this run, removed at the end whatever happens. */
const worktrees = [];

function git(...args) {
  const run = spawnSync('git', ['-C', repo, ...args], { encoding: 'utf8' });
  if (run.status !== 0) throw new SetupError(`git ${args.join(' ')}: ${(run.stderr || run.stdout).trim()}`);
  return run.stdout.trim();
}

/** Removes the worktrees and the temporary folder; keeps the outputs when asked to (differences, or --out). */
function cleanUp(keepOutputs) {
  for (const root of worktrees.splice(0)) spawnSync('git', ['-C', repo, 'worktree', 'remove', '--force', root], { stdio: 'ignore' });
  if (!keepOutputs || path.dirname(outDir) !== tmp) return rmSync(tmp, { recursive: true, force: true });
  for (const entry of readdirSync(tmp)) if (path.join(tmp, entry) !== outDir) rmSync(path.join(tmp, entry), { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    cleanUp(false);
    process.exit(2);
  });
}

/** Runs a command to completion (killed after `timeout` ms, if given); resolves to its exit code and output (as Buffers). */
function run(command, args, { cwd, env = process.env, stdin, timeout }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: [stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
    const [stdout, stderr] = [[], []];
    child.stdout.on('data', (chunk) => stdout.push(chunk));
    child.stderr.on('data', (chunk) => stderr.push(chunk));
    const timer = timeout === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), timeout);
    child.on('error', (error) => stderr.push(Buffer.from(`compare-compile: ${error.message}\n`)));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? `killed by ${signal}`, stdout: Buffer.concat(stdout), stderr: Buffer.concat(stderr) });
    });
    if (stdin !== undefined) child.stdin.end(stdin);
  });
}

/** Checks the side out (a commit) and builds it the way `npm run build` does. */
async function prepareSide(side) {
  if (side.commit) {
    git('worktree', 'add', '--detach', '--quiet', side.root, side.commit);
    worktrees.push(side.root);
    const ownModules = path.join(repo, 'node_modules');
    const sameLock = readFileSync(path.join(side.root, 'package-lock.json')).equals(readFileSync(path.join(repo, 'package-lock.json')));
    if (sameLock && existsSync(ownModules)) symlinkSync(realpathSync(ownModules), path.join(side.root, 'node_modules'));
    else await step(side, 'npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund']);
  } else if (!existsSync(path.join(repo, 'node_modules'))) {
    throw new SetupError(`${repo} has no node_modules: run npm ci first`);
  }
  await step(side, 'npm', ['run', 'build']);
}

async function step(side, command, args) {
  const result = await run(command, args, { cwd: side.root });
  if (result.code !== 0)
    throw new SetupError(
      `${command} ${args.join(' ')} at ${side.label} exited ${result.code}:\n${`${result.stdout}${result.stderr}`.trim().split('\n').slice(-30).join('\n')}`,
    );
}

/** The same environment for every command: no RGDC_* settings of the caller, a code cache of this run's own. */
const commandEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('RGDC_') && name !== 'FORCE_COLOR'));
commandEnv.XDG_CACHE_HOME = path.join(tmp, 'cache');
commandEnv.NO_COLOR = '1';

/** Writes the absolute folders of a side as placeholders, so the two sides print alike. */
function normalise(buffer, replacements) {
  let text = buffer.toString('utf8');
  for (const [from, to] of replacements) text = text.split(from).join(to);
  return Buffer.from(text, 'utf8');
}

/** A folder name for a case: its index (the same on both sides) and its command line, readable. */
const caseFolder = (index, kase) =>
  `${String(index + 1).padStart(4, '0')}-${describeCase(kase)
    .slice('rgdc '.length)
    .replace(/[^A-Za-z0-9.+=,@-]+/g, '_')
    .slice(0, 120)}`;

/** Runs one case on one side and writes exit, stdout, stderr and the written files to `<out>/<side>/<case>/`. */
async function runCase(side, kase, index, resultOf) {
  const emit = path.join(tmp, 'emit', side.name, String(index));
  // A file the fixture layout moved runs from where this side has it, and is named as now in the output.
  const here = caseAt(side.root, kase);
  const args = here.args.map((arg) => arg.replaceAll('{emit}', emit));
  const source = kase.stdinFrom ? await resultOf(side, kase.stdinFrom) : undefined;
  // A failed import printed no ConfigData: compiling its empty stdout would compare nothing.
  const result =
    source && source.code !== 0
      ? { code: 'not run', stdout: Buffer.alloc(0), stderr: Buffer.from(`compare-compile: not run, its input command exited ${source.code}\n`) }
      : await run(process.execPath, [path.join(side.root, 'dist/bundle/rgdc.cjs'), ...args], {
          cwd: side.root,
          env: commandEnv,
          stdin: source?.stdout,
          timeout: COMMAND_TIMEOUT_MS,
        });
  const replacements = [
    [emit, '<out>'],
    ...[...new Set([side.root, realpathSync(side.root)])].map((root) => [root, '<checkout>']),
    [tmp, '<tmp>'],
    ...here.renames,
  ];
  const folder = path.join(outDir, side.name, caseFolder(index, kase));
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'exit'), `${result.code}\n`);
  writeFileSync(path.join(folder, 'stdout'), normalise(result.stdout, replacements));
  writeFileSync(path.join(folder, 'stderr'), normalise(result.stderr, replacements));
  if (existsSync(emit)) {
    mkdirSync(path.join(folder, 'files'));
    // Written files keep their bytes, but for the names of moved inputs (the RGD's header names its ConfigData).
    for (const file of readdirSync(emit).sort()) {
      const bytes = readFileSync(path.join(emit, file));
      writeFileSync(path.join(folder, 'files', file), here.renames.length > 0 ? normalise(bytes, here.renames) : bytes);
    }
  }
  return result;
}

/**
 * Runs every case on both sides, `jobs` commands at a time, in list order; a case fed by
 * another's stdout (listed before it, so already started) waits for that one's result.
 */
async function runAll(sides, cases) {
  const started = new Map();
  const key = (side, kase) => `${side.name} ${cases.indexOf(kase)}`;
  const resultOf = (side, kase) => started.get(key(side, kase));
  const tasks = cases.flatMap((kase, index) =>
    sides.map((side) => () => started.set(key(side, kase), runCase(side, kase, index, resultOf)).get(key(side, kase))),
  );
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]();
  };
  await Promise.all(Array.from({ length: jobs }, worker));
}

/** Every file of a case folder, relative to it, sorted (`exit`, `files/...`, `stderr`, `stdout`). */
function caseFiles(folder) {
  return readdirSync(folder, { recursive: true })
    .filter((file) => statSync(path.join(folder, file)).isFile())
    .sort();
}

/** The first difference between two case folders, as one line of text; undefined when they are byte-identical. */
function firstDifference(oldFolder, newFolder) {
  const [oldFiles, newFiles] = [caseFiles(oldFolder), caseFiles(newFolder)];
  for (const file of [...new Set([...oldFiles, ...newFiles])].sort()) {
    if (!oldFiles.includes(file) || !newFiles.includes(file)) return `${file}: only written at ${oldFiles.includes(file) ? 'old' : 'new'}`;
    const [a, b] = [readFileSync(path.join(oldFolder, file)), readFileSync(path.join(newFolder, file))];
    if (a.equals(b)) continue;
    const [linesA, linesB] = [a.toString('utf8').split('\n'), b.toString('utf8').split('\n')];
    const at = linesA.findIndex((line, i) => line !== linesB[i]);
    const line = at === -1 ? linesA.length : at;
    const show = (text) => (text === undefined ? '(end of file)' : JSON.stringify(text.length > 160 ? `${text.slice(0, 160)}...` : text));
    return `${file}:${line + 1}: old ${show(linesA[line])}, new ${show(linesB[line])}`;
  }
  return undefined;
}

/** The commit a revision names, or a setup error. */
function commitOf(revision) {
  const run = spawnSync('git', ['-C', repo, 'rev-parse', '--verify', '--quiet', `${revision}^{commit}`], { encoding: 'utf8' });
  if (run.status !== 0) throw new SetupError(`${revision} names no commit in ${repo}`);
  return run.stdout.trim();
}

/** The cases `--only` selects (any of its texts in {@link describeCase}'s line), with the cases whose stdout they read. */
function selectCases(all, only) {
  if (only.length === 0) return all;
  const wanted = new Set(all.filter((kase) => only.some((text) => describeCase(kase).includes(text))));
  for (const kase of [...wanted]) if (kase.stdinFrom) wanted.add(kase.stdinFrom);
  return all.filter((kase) => wanted.has(kase));
}

async function main() {
  const oldCommit = commitOf(values.old);
  const newCommit = values.new === undefined ? undefined : commitOf(values.new);
  const short = (commit) => git('rev-parse', '--short', commit);
  const dirty = values.new === undefined && git('status', '--porcelain', '--untracked-files=no') !== '';
  const sides = [
    { name: 'old', root: path.join(tmp, 'old'), commit: oldCommit, label: short(oldCommit) },
    newCommit
      ? { name: 'new', root: path.join(tmp, 'new'), commit: newCommit, label: short(newCommit) }
      : { name: 'new', root: repo, label: `the working tree (${short('HEAD')}${dirty ? ', with uncommitted changes' : ''})` },
  ];
  // The cases name the corpus as ../shared/corpus: a worktree in the temporary folder finds it there too.
  const shared = path.join(repo, '..', 'shared');
  if (existsSync(shared)) symlinkSync(realpathSync(shared), path.join(tmp, 'shared'));

  // A previous run's outputs are replaced; a folder holding anything else is not ours to empty.
  const others = existsSync(outDir) ? readdirSync(outDir).filter((entry) => entry !== 'old' && entry !== 'new') : [];
  if (others.length > 0) throw new SetupError(`--out ${values.out} holds ${others.join(', ')}: give a new folder, or one of an earlier run`);
  for (const side of ['old', 'new']) rmSync(path.join(outDir, side), { recursive: true, force: true });
  const start = Date.now();
  const seconds = () => `${Math.round((Date.now() - start) / 1000)} s`;
  console.error(`compare-compile: building ${sides.map((side) => side.label).join(' and ')}`);
  // Both to the end before a failure is reported: a worktree is not removed under a running build.
  const prepared = await Promise.allSettled(sides.map(prepareSide));
  const failed = prepared.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  const [oldSide, newSide] = sides;
  const listed = await run(process.execPath, [path.join(newSide.root, 'dist/bundle/rgdc.cjs'), 'compile', '--list-targets', '--json'], {
    cwd: newSide.root,
    env: commandEnv,
  });
  const profiles = JSON.parse(listed.stdout.toString('utf8')).result.targets;
  const targets = { names: profiles.map((profile) => profile.name), default: profiles.find((profile) => profile.default).name };

  const all = selectCases(listCases(newSide.root, targets), values.only);
  const cases = all.filter((kase) => inputsExist(oldSide.root, kase));
  if (cases.length === 0) throw new SetupError(`no case to compare${values.only.length > 0 ? ` matches --only ${values.only.join(', ')}` : ''}`);
  const skipped = all.length - cases.length;
  console.error(
    `compare-compile: built in ${seconds()}; running ${cases.length} command lines at each side${skipped > 0 ? ` (${skipped} skipped: their input exists only at the new side)` : ''}`,
  );
  await runAll(sides, cases);

  let different = 0;
  cases.forEach((kase, index) => {
    const folder = caseFolder(index, kase);
    const difference = firstDifference(path.join(outDir, 'old', folder), path.join(outDir, 'new', folder));
    if (difference === undefined) return;
    different++;
    const input = inputsEqual(oldSide.root, newSide.root, kase) ? '' : ' (its input differs between the two sides)';
    console.log(`differs: ${describeCase(kase)}${input}: ${difference}`);
  });
  console.error(`compare-compile: done in ${seconds()}`);
  console.log(
    `compare-compile: ${cases.length} outputs compared at ${oldSide.label} and ${newSide.label}: ${cases.length - different} identical, ${different} different`,
  );
  if (different > 0) console.log(`compare-compile: the outputs are in ${path.join(outDir, 'old')} and ${path.join(outDir, 'new')} (diff -r them)`);
  return different === 0 ? 0 : 1;
}

let code = 2;
try {
  code = await main();
} catch (error) {
  console.error(`compare-compile: ${error instanceof SetupError ? error.message : error.stack}`);
} finally {
  cleanUp(code === 1 || values.out !== undefined);
}
process.exit(code);
