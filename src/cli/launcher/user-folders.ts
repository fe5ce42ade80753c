/**
 * The user's base folders as the XDG Base Directory specification names them: a variable
 * (`XDG_CACHE_HOME`, `XDG_STATE_HOME`) when it is set, else its default under the home
 * folder. The code cache and its secret live in different ones on purpose (see
 * code-cache-secret.ts), so both ask here.
 */
import { homedir } from 'node:os';
import { join } from 'node:path';

/** `$XDG_CACHE_HOME`, else `~/.cache`; `undefined` when there is no home folder to use. */
export function userCacheHome(env: NodeJS.ProcessEnv): string | undefined {
  return env.XDG_CACHE_HOME || underHome(env, '.cache');
}

/** `$XDG_STATE_HOME`, else `~/.local/state`; `undefined` when there is no home folder to use. */
export function userStateHome(env: NodeJS.ProcessEnv): string | undefined {
  return env.XDG_STATE_HOME || underHome(env, '.local', 'state');
}

function underHome(env: NodeJS.ProcessEnv, ...parts: string[]): string | undefined {
  let home = env.HOME;
  if (!home) {
    try {
      home = homedir();
    } catch {
      return undefined;
    }
  }
  return home ? join(home, ...parts) : undefined;
}
