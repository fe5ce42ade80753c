/** Shared set-up for the registry client tests: an isolated HOME, cache and environment per test. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { OciError } from '../../src/oci/index.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh temporary folder, removed after the test. */
export function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rgdc-oci-'));
  dirs.push(dir);
  return dir;
}

/** An environment that can only see files inside `home` (never the developer's docker config). */
export function isolatedEnv(home: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { HOME: home, PATH: process.env.PATH ?? '/usr/bin:/bin', ...extra };
}

/** The rejection of a promise, asserted to be an OciError. */
export async function ociFailure(promise: Promise<unknown>): Promise<OciError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OciError) return error;
    throw error;
  }
  throw new Error('expected an OciError, got success');
}

/** Everything a user could see of an error: message, hint, details, as one string. */
export function visible(error: OciError): string {
  return `${error.message}\n${JSON.stringify(error.details)}\n${error.kind}\n${error.stack ?? ''}`;
}
