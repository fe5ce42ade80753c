/**
 * Docker credential helpers (`docker-credential-<name> get`): the server URL on stdin, a
 * JSON `{ServerURL, Username, Secret}` on stdout. Username `<token>` means Secret is an
 * identity (refresh) token. The helper's output is never shown: it holds the secret.
 */
import { spawn } from 'node:child_process';

/** What a helper answered: credentials, "none stored", or why it could not be asked. */
export type HelperAnswer = { readonly found: true; readonly username: string; readonly secret: string } | { readonly found: false; readonly problem?: string };

const HELPER_TIMEOUT_MS = 15_000;
/** A helper answer is a small JSON object; a larger one is not an answer. */
const MAX_OUTPUT = 64 * 1024;

/** Runs `docker-credential-<helper> get` for `serverUrl` with the given environment (PATH decides which binary). */
export function runCredentialHelper(helper: string, serverUrl: string, env: NodeJS.ProcessEnv): Promise<HelperAnswer> {
  const program = `docker-credential-${helper}`;
  if (!/^[A-Za-z0-9_.-]+$/.test(helper)) return Promise.resolve({ found: false, problem: `${program}: not a valid helper name` });
  return new Promise((resolve) => {
    let stdout = '';
    let settled = false;
    const finish = (answer: HelperAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const child = spawn(program, ['get'], { env, stdio: ['pipe', 'pipe', 'ignore'] });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish({ found: false, problem: `${program} did not answer within ${HELPER_TIMEOUT_MS / 1000} s` });
    }, HELPER_TIMEOUT_MS);
    child.on('error', (error: NodeJS.ErrnoException) => {
      finish({ found: false, problem: error.code === 'ENOENT' ? `${program} is not on PATH` : `${program} could not be started (${error.code ?? 'error'})` });
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (stdout.length < MAX_OUTPUT) stdout += chunk;
    });
    child.stdin.on('error', () => {
      // The helper exited before reading its input; its exit status says what happened.
    });
    child.stdin.end(serverUrl);
    child.on('close', (code) => {
      if (code !== 0) {
        // docker's helpers print "credentials not found in native keychain" for a missing entry.
        if (/credentials not found/i.test(stdout)) finish({ found: false });
        else finish({ found: false, problem: `${program} get failed (exit ${code ?? 'signal'})` });
        return;
      }
      try {
        const parsed = JSON.parse(stdout) as { Username?: unknown; Secret?: unknown };
        if (typeof parsed.Secret === 'string' && parsed.Secret !== '') {
          finish({ found: true, username: typeof parsed.Username === 'string' ? parsed.Username : '', secret: parsed.Secret });
        } else finish({ found: false });
      } catch {
        finish({ found: false, problem: `${program} get printed something that is not JSON` });
      }
    });
  });
}
