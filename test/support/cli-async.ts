/**
 * The CLI binary run without blocking the test's event loop, with a deadline: for tests
 * whose fake registry answers in the same process (a `spawnSync` would starve it), and
 * for hostile inputs that must not hang (a run past the deadline is killed and reported
 * with `code: null` and `timedOut`, instead of stalling the worker).
 */
import { spawn } from 'node:child_process';
import { BIN, type CliRun } from './cli.js';
import { REPO_ROOT } from './fixtures.js';

/** A finished run, and whether the deadline killed it. */
export interface BoundedRun extends CliRun {
  readonly timedOut: boolean;
}

/** `rgdc ...args` with colours off, `env` added to the runner's, killed after `timeoutMs` (default 20 s). */
export function rgdcAsync(args: readonly string[], options: { env?: Record<string, string>; timeoutMs?: number } = {}): Promise<BoundedRun> {
  const { FORCE_COLOR: _force, ...inherited } = process.env;
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd: REPO_ROOT,
    env: { ...inherited, NO_COLOR: '1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let timedOut = false;
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, options.timeoutMs ?? 20_000);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut });
    });
  });
}
