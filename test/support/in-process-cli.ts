/**
 * Runs CLI command functions in the test process (so coverage sees them): captures what
 * they write to stdout and stderr, runs them from the repository root, and unwraps the
 * ExitError a usage error throws.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { ExitError } from '../../src/cli/exit-codes.js';
import { repoRoot } from './corpus.js';

/** Registers the capture around every test of the calling file; read the output after a run. */
export function captureCliOutput(): { stdout(): string; stderr(): string; reset(): void } {
  let stdout = '';
  let stderr = '';
  let cwd = '';
  beforeEach(() => {
    stdout = '';
    stderr = '';
    cwd = process.cwd();
    process.chdir(repoRoot);
    // A write's callback (the reporter's summary waits for it) is called as a real stream would.
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown, encodingOrDone?: unknown, done?: unknown) => {
      stdout += String(chunk);
      const callback = typeof encodingOrDone === 'function' ? encodingOrDone : done;
      if (typeof callback === 'function') (callback as (error?: Error | null) => void)(null);
      return true;
    });
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      stderr += String(chunk);
      return true;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    process.chdir(cwd);
  });
  const reset = () => {
    stdout = '';
    stderr = '';
  };
  return { stdout: () => stdout, stderr: () => stderr, reset };
}

/** The usage error `run` throws; fails the test when it throws none. */
export function usageError(run: () => unknown): ExitError {
  try {
    run();
  } catch (error) {
    if (error instanceof ExitError) return error;
    throw error;
  }
  throw new Error('expected a usage error');
}
