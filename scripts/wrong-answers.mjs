#!/usr/bin/env node
/**
 * `npm run wrong-answers [-- GROUP ...]`
 *
 * Puts each known wrong answer of the mutation groups (`wrongAnswers` in
 * `test/mutation/<group>.yaml`: a source file, an exact text that occurs once in it and
 * the wrong text) into the code on its own, runs the group's tests with the normal vitest
 * configuration (the same tests `npm test` runs) and prints the tests that fail. A wrong
 * answer no test catches fails the run. The source file is restored after each one, also
 * when the run is interrupted.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadGroups, REPO_ROOT } from '../test/mutation/groups.mjs';

const names = process.argv.slice(2);
const groups = loadGroups().filter((g) => names.length === 0 || names.includes(g.name));
const unknown = names.filter((n) => !groups.some((g) => g.name === n));
if (unknown.length) {
  process.stderr.write(`wrong-answers: no mutation group ${unknown.join(', ')}\n`);
  process.exit(2);
}

let restore;
const onSignal = () => {
  restore?.();
  process.exit(130);
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

const scratch = mkdtempSync(join(tmpdir(), 'rgdc-wrong-answers-'));
let total = 0;
let missed = 0;
for (const group of groups) {
  for (const answer of group.wrongAnswers) {
    total++;
    const path = join(REPO_ROOT, answer.file);
    const source = readFileSync(path, 'utf8');
    const at = source.indexOf(answer.find);
    if (at < 0 || source.indexOf(answer.find, at + 1) >= 0) {
      process.stdout.write(`FAIL   ${group.name}: "${answer.name}": the text to replace occurs ${at < 0 ? 'nowhere' : 'more than once'} in ${answer.file}\n`);
      missed++;
      continue;
    }
    restore = () => writeFileSync(path, source);
    writeFileSync(path, source.slice(0, at) + answer.replace + source.slice(at + answer.find.length));
    const out = join(scratch, 'report.json');
    try {
      spawnSync(process.execPath, [join(REPO_ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--reporter=json', `--outputFile=${out}`, ...group.tests], {
        cwd: REPO_ROOT,
        stdio: 'ignore',
      });
    } finally {
      restore();
      restore = undefined;
    }
    let failing = [];
    try {
      const report = JSON.parse(readFileSync(out, 'utf8'));
      failing = report.testResults.flatMap((file) =>
        file.assertionResults.filter((t) => t.status === 'failed').map((t) => `${file.name.slice(REPO_ROOT.length + 1)} > ${t.fullName}`),
      );
      if (failing.length === 0 && report.numFailedTestSuites > 0) failing = ['(a test file failed to load)'];
    } catch {
      failing = [];
    }
    rmSync(out, { force: true });
    if (failing.length === 0) {
      missed++;
      process.stdout.write(`MISSED ${group.name}: "${answer.name}" (${answer.file}): no test of ${group.tests.join(' ')} fails\n`);
    } else {
      process.stdout.write(`caught ${group.name}: "${answer.name}" by ${failing.length} test${failing.length === 1 ? '' : 's'}, first: ${failing[0]}\n`);
    }
  }
}
rmSync(scratch, { recursive: true, force: true });
process.stdout.write(`wrong answers: ${total - missed} caught, ${missed} missed\n`);
process.exit(missed ? 1 : 0);
