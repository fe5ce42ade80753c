/**
 * The documented limits (docs/limits.md) on hostile inputs: each ends with the expected
 * exit code and diagnostic, never a crash. Their timing is reported by `npm run bench`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script shared with the benchmark.
import { hostileInputs } from '../../scripts/hostile-inputs.mjs';
import { rgdc, STACK_TRACE } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'rgdc-hostile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface HostileInput {
  text: string;
  command: string;
  args?: string[];
  exit: number;
  code: string;
  /** Too slow for every test run on a shared machine; `npm run bench` runs it. */
  benchOnly?: boolean;
  /** The text of `--instance` (preview inputs). */
  instance?: string;
}

const inputs = Object.entries(hostileInputs() as Record<string, HostileInput>).filter(([, input]) => !input.benchOnly);

describe('hostile inputs', () => {
  it.each(inputs)('%s', (name, input) => {
    const file = join(dir, `${name.replace(/\W+/g, '-')}.yaml`);
    writeFileSync(file, input.text);
    const instance = input.instance === undefined ? [] : ['--instance', join(dir, `${name.replace(/\W+/g, '-')}.instance.yaml`)];
    if (input.instance !== undefined) writeFileSync(instance[1]!, input.instance);
    const args = (input.args ?? [input.command, '{file}']).map((arg) => (arg === '{file}' ? file : arg));
    const run = rgdc([...args, ...instance, '--json']);
    expect(run.code).toBe(input.exit);
    expect(run.stderr).not.toMatch(STACK_TRACE);
    const out = JSON.parse(run.stdout) as { ok: boolean; diagnostics: { code: string }[] };
    expect(out.ok).toBe(false);
    expect(out.diagnostics.map((d) => d.code)).toContain(input.code);
  });
});
