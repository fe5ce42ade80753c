/**
 * The registry flags every command that reads a component reference takes (preview,
 * localize, component show|versions|resource|push, check, compile --verify, publish), declared and read in one
 * place so they behave the same everywhere:
 *
 * - `--offline`: only the cache (`docs/registries.md`, "The cache and --offline");
 * - `--username USER --password-stdin`: explicit credentials, the password read from
 *   standard input (never from an argument, where `ps` and shell history would see it);
 * - `--cache-dir DIR`: the cache root instead of `$XDG_CACHE_HOME/rgdc`.
 *
 * `RGDC_REGISTRY_USERNAME`/`RGDC_REGISTRY_PASSWORD`, docker's and podman's files are read by
 * the client itself (`src/oci/credentials.ts`). Plain HTTP needs no flag: a reference
 * that starts with `http://` says it.
 */
import { readSync } from 'node:fs';
import type { Command } from 'commander';
import type { StoreOptions } from '../ocm/open-store.js';
import { EXIT, ExitError } from './exit-codes.js';
import { createProgressLine, type ProgressLine } from './progress.js';
import { addRunSecret } from './run-secrets.js';

/** The flags as commander gives them. */
export interface RegistryFlags {
  readonly offline?: boolean;
  readonly username?: string;
  readonly passwordStdin?: boolean;
  readonly cacheDir?: string;
  readonly json?: boolean;
}

/** Declares the registry flags on `command`. */
export function addRegistryOptions(command: Command): Command {
  return command
    .option('--offline', 'read component versions from the cache only: no network (tags as last seen online)')
    .option('--username <user>', 'registry user name (with --password-stdin); else RGDC_REGISTRY_USERNAME, docker or podman credentials')
    .option('--password-stdin', 'read the registry password (or token) for --username from standard input')
    .option('--cache-dir <dir>', 'cache folder (default $XDG_CACHE_HOME/rgdc, else ~/.cache/rgdc)');
}

/** Store options for the run, and the progress line to clear before the run reports. */
export interface RegistrySetup {
  readonly store: StoreOptions;
  /** Clears the progress line, if one was drawn; call before printing diagnostics or results. */
  done(): void;
}

/**
 * Reads the flags into store options. `stdinTaken` says another input of the command is
 * read from `-`: standard input can then not also carry the password (a usage error).
 * Reads standard input (the password) only with `--password-stdin`.
 */
export function readRegistryFlags(flags: RegistryFlags, stdinTaken: boolean, stderr: NodeJS.WriteStream = process.stderr): RegistrySetup {
  if (flags.passwordStdin && flags.username === undefined) throw new ExitError(EXIT.usage, '--password-stdin needs --username USER');
  if (flags.username !== undefined && !flags.passwordStdin)
    throw new ExitError(EXIT.usage, '--username needs --password-stdin (the password is read from standard input, never from an argument)');
  if (flags.username !== undefined && flags.username.trim() === '') throw new ExitError(EXIT.usage, '--username is empty');
  if (flags.passwordStdin && stdinTaken)
    throw new ExitError(EXIT.usage, '--password-stdin reads the password from standard input, so no other input can be read from - in the same run');
  if (flags.passwordStdin && flags.offline) throw new ExitError(EXIT.usage, '--password-stdin has no use with --offline (nothing is sent to a registry)');
  let credentials: { username: string; password: string } | undefined;
  if (flags.passwordStdin) {
    const password = readPassword();
    if (password === '')
      throw new ExitError(EXIT.usage, '--password-stdin: standard input is empty; pipe the password in (printf %s "$TOKEN" | rgdc ... --password-stdin)');
    credentials = { username: flags.username!, password };
    addRunSecret(password, flags.username);
  }
  const progress: ProgressLine | undefined = flags.json ? undefined : createProgressLine(stderr);
  return {
    store: {
      ...(flags.offline ? { offline: true } : {}),
      registry: {
        ...(credentials ? { credentials } : {}),
        ...(flags.cacheDir !== undefined ? { cacheDir: flags.cacheDir } : {}),
        ...(progress ? { onProgress: progress.update } : {}),
      },
    },
    done: () => progress?.clear(),
  };
}

/**
 * The most `--password-stdin` reads: a password or a registry token (a GitHub or GitLab
 * token is under 100 bytes, a cloud registry's JWT a few hundred), never a file's worth.
 */
export const MAX_PASSWORD_BYTES = 4096;

/**
 * The password on standard input: one line (a trailing newline, as `echo` adds, dropped),
 * at most {@link MAX_PASSWORD_BYTES}; more (`< /dev/zero`, a file piped by mistake) is a
 * usage error after reading one byte past the bound, never a process that reads forever.
 */
function readPassword(): string {
  const buffer = Buffer.alloc(MAX_PASSWORD_BYTES + 1);
  let size = 0;
  try {
    while (size < buffer.length) {
      const read = readStandardInput(buffer, size);
      if (read === 0) break;
      size += read;
    }
  } catch {
    throw new ExitError(EXIT.usage, '--password-stdin: standard input cannot be read');
  }
  if (size > MAX_PASSWORD_BYTES) {
    throw new ExitError(
      EXIT.usage,
      `--password-stdin: standard input holds more than ${MAX_PASSWORD_BYTES} bytes; pipe in the password or token alone (printf %s "$TOKEN" | rgdc ... --password-stdin)`,
      'usage_password_too_long',
    );
  }
  return buffer
    .subarray(0, size)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** One read of standard input; a non-blocking descriptor with nothing yet is waited for. */
function readStandardInput(buffer: Buffer, offset: number): number {
  for (;;) {
    try {
      return readSync(0, buffer, offset, buffer.length - offset, null);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
}
