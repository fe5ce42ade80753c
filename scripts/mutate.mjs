#!/usr/bin/env node
/**
 * `npm run mutate [-- GROUP ...] [--record] [--quiet] [--concurrency N] [--list]`
 *
 * Mutation testing with StrykerJS, one group at a time (`test/mutation/<group>.yaml`).
 * Prints one line per module (source file) and per group with its mutation score, then a
 * summary line. A group passes when its score is at least 85 % and every surviving mutant
 * is in its reviewed `survivors` list; a listed survivor that no longer survives is stale
 * and fails the group too, so the list stays true. `--record` writes the scores, date and
 * commit into docs/testing.md; `--from-report` judges the last run's reports again without
 * running Stryker (after editing a group's survivors). Exit 0 when every group passes, 1 otherwise, 2 on a usage
 * or run error. See docs/testing.md, "Mutation testing".
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { loadGroups, REPO_ROOT, survivorKey } from '../test/mutation/groups.mjs';

const THRESHOLD = 85;
const USAGE = 'usage: npm run mutate [-- GROUP ...] [--record] [--quiet] [--concurrency N] [--list] [--from-report]';

function parseArgs(argv) {
  const options = { names: [], record: false, quiet: false, list: false, fromReport: false, concurrency: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--record') options.record = true;
    else if (arg === '--quiet') options.quiet = true;
    else if (arg === '--list') options.list = true;
    // Judges the last run's report again (after editing a group's survivors) without running Stryker.
    else if (arg === '--from-report') options.fromReport = true;
    else if (arg === '--concurrency') options.concurrency = argv[++i];
    else if (arg === '--help' || arg === '-h') {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    } else if (arg.startsWith('-')) fail(`unknown option ${arg}\n${USAGE}`);
    else options.names.push(arg);
  }
  if (options.concurrency !== undefined && !/^[1-9][0-9]*$/.test(options.concurrency)) fail(`--concurrency needs a whole number, got "${options.concurrency}"`);
  return options;
}

function fail(message) {
  process.stderr.write(`mutate: ${message}\n`);
  process.exit(2);
}

const percent = (n) => `${n.toFixed(1).padStart(5)} %`;

/** Stryker's score: detected (killed or timed out) over all valid mutants, no coverage included. */
function score(counts) {
  const valid = counts.killed + counts.timeout + counts.survived + counts.noCoverage;
  return valid === 0 ? 100 : ((counts.killed + counts.timeout) * 100) / valid;
}

function emptyCounts() {
  return { mutants: 0, killed: 0, timeout: 0, survived: 0, noCoverage: 0, errors: 0 };
}

function count(counts, status) {
  counts.mutants++;
  if (status === 'Killed') counts.killed++;
  else if (status === 'Timeout') counts.timeout++;
  else if (status === 'Survived') counts.survived++;
  else if (status === 'NoCoverage') counts.noCoverage++;
  else counts.errors++;
}

function describeCounts(c) {
  return `${String(c.mutants).padStart(5)} mutants ${String(c.killed + c.timeout).padStart(5)} killed ${String(c.survived).padStart(4)} survived ${String(c.noCoverage).padStart(4)} uncovered`;
}

/** Reads Stryker's JSON report for a group and judges it against the reviewed survivors. */
function judge(group, report) {
  const files = [];
  const total = emptyCounts();
  const listed = new Map();
  for (const s of group.survivors) {
    const key = survivorKey(s);
    listed.set(key, [...(listed.get(key) ?? []), s]);
  }
  const unreviewed = [];
  let equivalent = 0;
  let left = 0;
  for (const [path, file] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
    const name = relative(REPO_ROOT, join(REPO_ROOT, path)).split('\\').join('/');
    const counts = emptyCounts();
    // Stryker's positions are 1-based line and column; the start offset of each line, once per file.
    const lineStarts = [0];
    for (let i = file.source.indexOf('\n'); i >= 0; i = file.source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
    const offset = (pos) => lineStarts[pos.line - 1] + pos.column - 1;
    for (const mutant of file.mutants) {
      count(counts, mutant.status);
      count(total, mutant.status);
      if (mutant.status !== 'Survived' && mutant.status !== 'NoCoverage') continue;
      const original = file.source.slice(offset(mutant.location.start), offset(mutant.location.end));
      const key = survivorKey({ file: name, mutator: mutant.mutatorName, original, replacement: mutant.replacement ?? '' });
      const matches = listed.get(key);
      if (matches?.length) {
        const s = matches.shift();
        if (s.verdict === 'equivalent') equivalent++;
        else left++;
      } else {
        unreviewed.push({ at: `${name}:${mutant.location.start.line}:${mutant.location.start.column}`, mutant, original, status: mutant.status });
      }
    }
    files.push({ name, counts });
  }
  const stale = [...listed.values()].flat();
  return { files, total, unreviewed, stale, equivalent, left, outOfDate: outOfDate(group, report) };
}

/**
 * The group's files (mutated and tests) whose text differs from the one the report was made
 * from, or that it lacks. A report or committed state judged with `--from-report` speaks for
 * the code it was run on: once a source or test file changed, its score and survivors may no
 * longer be true, and the group fails until it is run again.
 */
function outOfDate(group, report) {
  const changed = [];
  const check = (path, entry) => {
    const here = join(REPO_ROOT, path);
    const text = existsSync(here) ? readFileSync(here, 'utf8') : undefined;
    if (entry?.source === undefined || text !== entry.source) changed.push(path);
  };
  for (const path of group.mutate) check(path, report.files[path]);
  // A glob names no one file; Stryker's report lists what it matched.
  for (const path of group.tests.filter((t) => !/[*?{[]/.test(t))) check(path, report.testFiles?.[path]);
  return changed;
}

/*
 * The last run of each group is committed, gzipped, in test/mutation/state/<group>.json.gz:
 * Stryker's incremental file, which has the same shape as its JSON report. A run in a new
 * checkout starts from it, so Stryker retests only the mutants whose code or covering tests
 * changed since, and `--from-report` can judge a group nobody has run in this checkout.
 * gzip without a file name or time gives the same bytes for the same run. Commit it with the
 * survivors you reviewed from it.
 */
const stateFile = (group) => join(REPO_ROOT, 'test', 'mutation', 'state', `${group.name}.json.gz`);
const incrementalFile = (group) => join(REPO_ROOT, 'reports', 'mutation', `${group.name}.incremental.json`);

function restoreState(group) {
  if (existsSync(incrementalFile(group)) || !existsSync(stateFile(group))) return;
  mkdirSync(join(REPO_ROOT, 'reports', 'mutation'), { recursive: true });
  writeFileSync(incrementalFile(group), gunzipSync(readFileSync(stateFile(group))));
}

function saveState(group) {
  if (!existsSync(incrementalFile(group))) return;
  const state = JSON.parse(readFileSync(incrementalFile(group), 'utf8'));
  // The checkout's absolute path is the same run's only machine-specific field.
  delete state.projectRoot;
  mkdirSync(join(REPO_ROOT, 'test', 'mutation', 'state'), { recursive: true });
  writeFileSync(stateFile(group), gzipSync(`${JSON.stringify(state)}\n`, { level: 9 }));
}

function runGroup(group, options) {
  const reportFile = join(REPO_ROOT, 'reports', 'mutation', `${group.name}.json`);
  if (options.fromReport) {
    if (existsSync(reportFile)) return { report: JSON.parse(readFileSync(reportFile, 'utf8')), seconds: 0 };
    if (existsSync(stateFile(group))) return { report: JSON.parse(gunzipSync(readFileSync(stateFile(group))).toString('utf8')), seconds: 0 };
    return {
      error: `no report of an earlier run (reports/mutation/${group.name}.json) and no committed state (test/mutation/state/${group.name}.json.gz)`,
      seconds: 0,
    };
  }
  rmSync(reportFile, { force: true });
  restoreState(group);
  const env = { ...process.env, RGDC_MUTATE_GROUP: group.name };
  if (options.concurrency) env.RGDC_MUTATE_CONCURRENCY = options.concurrency;
  const started = Date.now();
  const child = spawnSync(process.execPath, [join(REPO_ROOT, 'test', 'mutation', 'run-group.mjs'), group.name, options.quiet ? 'quiet' : 'progress'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  if (child.status !== 0 || !existsSync(reportFile))
    return { error: `Stryker ended with ${child.status ?? child.signal} and left no report`, seconds: (Date.now() - started) / 1000 };
  saveState(group);
  return { report: JSON.parse(readFileSync(reportFile, 'utf8')), seconds: (Date.now() - started) / 1000 };
}

function printGroup(group, verdict, seconds) {
  const s = score(verdict.total);
  const ok = s >= THRESHOLD && verdict.unreviewed.length === 0 && verdict.stale.length === 0 && verdict.outOfDate.length === 0;
  const width = Math.max(...verdict.files.map((f) => f.name.length), 20);
  for (const f of verdict.files) process.stdout.write(`  ${f.name.padEnd(width)} ${describeCounts(f.counts)} ${percent(score(f.counts))}\n`);
  process.stdout.write(
    `${ok ? 'ok  ' : 'FAIL'} ${group.name.padEnd(width - 2)} ${describeCounts(verdict.total)} ${percent(s)}  ` +
      `(${verdict.equivalent} equivalent, ${verdict.left} left, ${verdict.unreviewed.length} unreviewed, ${verdict.stale.length} stale; ${Math.round(seconds)} s)\n`,
  );
  for (const u of verdict.unreviewed) {
    process.stdout.write(
      `     unreviewed ${u.status === 'NoCoverage' ? 'uncovered' : 'survivor'} ${u.at} ${u.mutant.mutatorName}: ${JSON.stringify(u.original)} -> ${JSON.stringify(u.mutant.replacement)}\n`,
    );
  }
  for (const s of verdict.stale)
    process.stdout.write(
      `     stale: ${s.file} ${s.mutator}: ${JSON.stringify(s.original)} -> ${JSON.stringify(s.replacement)} no longer survives; remove it from test/mutation/${group.name}.yaml\n`,
    );
  for (const path of verdict.outOfDate)
    process.stdout.write(`     out of date: ${path} changed since the report was made; run \`npm run mutate -- ${group.name}\` again\n`);
  if (s < THRESHOLD) process.stdout.write(`     score ${s.toFixed(1)} % is below ${THRESHOLD} %\n`);
  return ok;
}

function record(rows, options) {
  const file = join(REPO_ROOT, 'docs', 'testing.md');
  const text = readFileSync(file, 'utf8');
  const start = '<!-- mutation-scores:start -->';
  const end = '<!-- mutation-scores:end -->';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) fail(`docs/testing.md has no ${start} ... ${end} block to record into`);
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src', 'test'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim() !== '';
  const date = new Date().toISOString().slice(0, 10);
  const table = [
    `Recorded ${date} at commit \`${commit}\`${dirty ? ' (with uncommitted changes in src/ or test/)' : ''} by \`npm run mutate -- --record${options.fromReport ? ' --from-report' : ''}\`${options.fromReport ? " (from each group's last run, on the same code)" : ''}.`,
    '',
    '| group | mutants | killed | survived | uncovered | score | equivalent | left |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      ({ name, verdict: v }) =>
        `| ${name} | ${v.total.mutants} | ${v.total.killed + v.total.timeout} | ${v.total.survived} | ${v.total.noCoverage} | ${score(v.total).toFixed(1)} % | ${v.equivalent} | ${v.left} |`,
    ),
  ].join('\n');
  // Recording a subset keeps the other groups' rows from the last full record.
  writeFileSync(file, `${text.slice(0, from + start.length)}\n${table}\n${text.slice(to)}`);
}

const options = parseArgs(process.argv.slice(2));
let groups;
try {
  groups = loadGroups();
} catch (error) {
  fail(error.message);
}
if (options.list) {
  for (const g of groups) process.stdout.write(`${g.name.padEnd(18)} ${g.description}\n`);
  process.exit(0);
}
const unknown = options.names.filter((n) => !groups.some((g) => g.name === n));
if (unknown.length) fail(`no mutation group ${unknown.map((n) => `"${n}"`).join(', ')}; the groups are: ${groups.map((g) => g.name).join(', ')}`);
if (options.record && options.names.length) fail('--record writes the scores of every group; run it without group names');
const chosen = options.names.length ? groups.filter((g) => options.names.includes(g.name)) : groups;

const rows = [];
let passed = 0;
let errors = 0;
const all = emptyCounts();
for (const group of chosen) {
  const run = runGroup(group, options);
  if (run.error) {
    process.stdout.write(`FAIL ${group.name}: ${run.error}\n`);
    errors++;
    continue;
  }
  const verdict = judge(group, run.report);
  for (const key of Object.keys(all)) all[key] += verdict.total[key];
  if (printGroup(group, verdict, run.seconds)) passed++;
  rows.push({ name: group.name, verdict });
}
process.stdout.write(
  `mutation: ${chosen.length} groups, ${all.mutants} mutants, ${percent(score(all)).trim()} overall; ${passed} passed, ${chosen.length - passed} failed (threshold ${THRESHOLD} %)\n`,
);
const outdated = rows.filter(({ verdict }) => verdict.outOfDate.length > 0).map(({ name }) => name);
if (options.record && outdated.length > 0)
  process.stdout.write(`not recorded: the reports of ${outdated.join(', ')} are older than their code; run those groups again\n`);
else if (options.record && errors === 0) record(rows, options);
process.exit(errors ? 2 : passed === chosen.length ? 0 : 1);
