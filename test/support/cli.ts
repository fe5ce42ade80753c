/**
 * Runs the built CLI the way scripts and CI do (the tests' `npm run build` makes it), and
 * recognises a stack trace, which no command may print for bad input.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './fixtures.js';

/** The installed binary: package.json `bin.rgdc` (the bundle `npm run build` makes). */
export const BIN = join(REPO_ROOT, (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { bin: { rgdc: string } }).bin.rgdc);

/** A Node.js stack frame line. */
export const STACK_TRACE = /^\s+at .+\(.+:\d+:\d+\)$/m;

export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * `rgdc ...args` from the repository root, with optional standard input, colours off;
 * `bin`: another copy of the binary (default {@link BIN}).
 */
export function rgdc(args: readonly string[], input?: string, options: { cwd?: string; env?: Record<string, string>; bin?: string } = {}): CliRun {
  // The runner's own FORCE_COLOR must not reach the CLI; a test that wants it passes it.
  const { FORCE_COLOR: _force, ...inherited } = process.env;
  const result = spawnSync(process.execPath, [options.bin ?? BIN, ...args], {
    cwd: options.cwd ?? REPO_ROOT,
    input,
    encoding: 'utf8',
    env: { ...inherited, NO_COLOR: '1', ...options.env },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * `rgdc ...args` as a child process that runs while the caller goes on (several at once,
 * for races between processes); resolves when it exits. Same environment as {@link rgdc}.
 */
export function startRgdc(args: readonly string[], options: { cwd?: string; env?: Record<string, string> } = {}): Promise<CliRun> {
  const { FORCE_COLOR: _force, ...inherited } = process.env;
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd: options.cwd ?? REPO_ROOT,
    env: { ...inherited, NO_COLOR: '1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
