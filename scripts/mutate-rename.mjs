#!/usr/bin/env node
/**
 * `node scripts/mutate-rename.mjs FROM_COMMIT`
 *
 * After files moved (git's renames since FROM_COMMIT), renames them in the committed
 * mutation states (test/mutation/state/*.json.gz), so that the next `npm run mutate` of a
 * group retests only the mutants whose code or tests changed instead of every mutant of a
 * moved file. It changes no score: a renamed file whose text also changed stays "out of
 * date" until the group is run again.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../test/mutation/groups.mjs';

const from = process.argv[2];
if (!from) {
  process.stderr.write('usage: node scripts/mutate-rename.mjs FROM_COMMIT\n');
  process.exit(2);
}
const renames = new Map();
const status = execFileSync('git', ['diff', '--name-status', '-M', from, 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' });
for (const line of status.split('\n')) {
  const [kind, old, moved] = line.split('\t');
  if (kind?.startsWith('R') && old && moved) renames.set(old, moved);
}
const stateDir = join(REPO_ROOT, 'test', 'mutation', 'state');
let changed = 0;
for (const name of readdirSync(stateDir)
  .filter((n) => n.endsWith('.json.gz'))
  .sort()) {
  const path = join(stateDir, name);
  const state = JSON.parse(gunzipSync(readFileSync(path)).toString('utf8'));
  let renamed = 0;
  for (const table of ['files', 'testFiles']) {
    if (!state[table]) continue;
    const next = {};
    for (const [file, entry] of Object.entries(state[table])) {
      const to = renames.get(file);
      if (to) renamed++;
      next[to ?? file] = entry;
    }
    state[table] = next;
  }
  // Test results name the test file they came from.
  for (const entry of Object.values(state.testFiles ?? {})) {
    for (const test of entry.tests ?? []) if (test.fileName && renames.has(test.fileName)) test.fileName = renames.get(test.fileName);
  }
  if (renamed === 0) continue;
  writeFileSync(path, gzipSync(`${JSON.stringify(state)}\n`, { level: 9 }));
  process.stdout.write(`${name}: ${renamed} file(s) renamed\n`);
  changed++;
}
process.stdout.write(`mutate-rename: ${renames.size} renames since ${from}; ${changed} state(s) changed\n`);
