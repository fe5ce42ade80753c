/**
 * Terminal output (issue 10 §6): control characters from the input are shown escaped in
 * messages and code frames, so a YAML file cannot recolour, retitle or rewrite a CI log;
 * colour only on a terminal, with NO_COLOR and FORCE_COLOR respected.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useColor } from '../../src/cli/render.js';
import { escapeControl } from '../../src/diagnostics/terminal-text.js';
import { rgdc } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'rgdc-terminal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// Raw terminal-driving bytes: clear screen, OSC title with BEL, C1 CSI, right-to-left override.
const HOSTILE = ['\x1b[2J', '\x1b]0;pwned\x07', '\u009b31m', '\u202e'];
const RAW_CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/;

describe('control characters from the input are escaped', () => {
  it.each(HOSTILE.map((h) => [JSON.stringify(h), h]))('%s in a key (message) and on the frame lines', (_name, hostile) => {
    const file = join(dir, 'hostile.yaml');
    // The hostile text is in an unknown key's name (quoted in the message) and in a comment on
    // the context line above it (shown raw in the code frame).
    writeFileSync(file, `apiVersion: rgdc/v1alpha1\nkind: ConfigData\nmetadata: # ${hostile}\n  "k${hostile}": 1\n  name: x\n`);
    for (const args of [
      ['compile', file],
      ['check', file],
    ]) {
      const run = rgdc(args);
      expect(run.code).toBe(1);
      expect(run.stderr).not.toMatch(RAW_CONTROL);
      expect(run.stderr).toContain(escapeControl(hostile));
    }
  });

  it('usage errors quote flags escaped', () => {
    const run = rgdc(['compile', 'x.yaml', '--target', 'a\x1b[31mb']);
    expect(run.code).toBe(2);
    expect(run.stderr).not.toMatch(RAW_CONTROL);
    expect(run.stderr).toContain('a\\x1b[31mb');
  });

  it('--json escapes C1 and bidi characters that JSON leaves raw', () => {
    const file = join(dir, 'bidi.yaml');
    writeFileSync(file, `apiVersion: rgdc/v1alpha1\nkind: ConfigData\nmetadata:\n  "k\u202e\u009b": 1\n`);
    const run = rgdc(['compile', file, '--json']);
    expect(run.stdout).not.toMatch(RAW_CONTROL);
    expect(JSON.stringify(JSON.parse(run.stdout))).toContain('k\u202e\u009b');
  });

  it('the caret stays under the offending text after escapes widen the line', () => {
    const file = join(dir, 'caret.yaml');
    writeFileSync(file, `apiVersion: rgdc/v1alpha1\nkind: ConfigData\nmetadata:\n  "\x07\x07": 1\n  name: x\n`);
    const lines = rgdc(['compile', file]).stderr.split('\n');
    const at = lines.findIndex((l) => l.includes('| ') && l.includes('\\x07\\x07'));
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]!.indexOf('^')).toBe(lines[at]!.indexOf('"'));
  });
});

describe('colour', () => {
  it.each([
    [{}, true, true],
    [{}, false, false],
    [{ NO_COLOR: '1' }, true, false],
    [{ NO_COLOR: '' }, true, true],
    [{ FORCE_COLOR: '1' }, false, true],
    [{ FORCE_COLOR: '0' }, true, false],
    [{ NO_COLOR: '1', FORCE_COLOR: '1' }, true, false],
    [{ TERM: 'dumb' }, true, false],
  ] as const)('env %j on a TTY=%s: colour %s', (env, tty, expected) => {
    expect(useColor(env, tty)).toBe(expected);
  });

  it('off a terminal by default; FORCE_COLOR turns it on; NO_COLOR wins', () => {
    const bad = 'test/fixtures/compile/bad-undefined-parameter/configdata.yaml';
    expect(rgdc(['compile', bad], undefined, { env: { NO_COLOR: '' } }).stderr).not.toContain('\x1b[');
    expect(rgdc(['compile', bad], undefined, { env: { NO_COLOR: '', FORCE_COLOR: '1' } }).stderr).toContain('\x1b[31;1merror');
    expect(rgdc(['compile', bad], undefined, { env: { NO_COLOR: '1', FORCE_COLOR: '1' } }).stderr).not.toContain('\x1b[');
  });
});
