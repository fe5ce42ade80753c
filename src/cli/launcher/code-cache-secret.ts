/**
 * The secret that authenticates the V8 code cache's files (an HMAC-SHA256 over each file,
 * code-cache.ts): 32 random bytes, one per user and machine, mode 0600, in the user's
 * state folder rather than the cache folder:
 *
 * ```
 * $XDG_STATE_HOME/rgdc/code-cache.key    (else ~/.local/state/rgdc/code-cache.key)
 * ```
 *
 * Apart from the cache because a cache folder is what gets copied: a CI cache restored from
 * a pull request's run brings files owned by the current user with the usual modes, which
 * no ownership check can tell from our own. Their HMAC was made with another secret (or
 * none), so they are rewritten instead of run. A secret that is missing, or not a file of
 * ours (own-files.ts) with no permissions for others, is replaced by a new one, which
 * turns every file made with the old one into a miss.
 */
import { closeSync, linkSync, openSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from '../../util/lazy-crypto.js';
import { isOwnFolder, makeOwnFolder, pathExists, readOwnFile } from './own-files.js';
import { userStateHome } from './user-folders.js';

/** The secret's file name in its folder. */
export const SECRET_FILE = 'code-cache.key';
/** The secret's length: the HMAC-SHA256 key size that adds nothing by being longer. */
const SECRET_BYTES = 32;

/**
 * The secret's folder: `$XDG_STATE_HOME/rgdc`, else `~/.local/state/rgdc`; `undefined`
 * when there is no home folder to use.
 */
export function codeCacheSecretDir(env: NodeJS.ProcessEnv): string | undefined {
  const root = userStateHome(env);
  return root ? join(root, 'rgdc') : undefined;
}

/** The secret when a trustworthy one is there; `undefined` otherwise. Changes nothing. */
export function readCodeCacheSecret(dir: string, uid: number): Buffer | undefined {
  if (!isOwnFolder(dir, uid)) return undefined;
  const secret = readOwnFile(join(dir, SECRET_FILE), uid, { secret: true });
  return secret?.length === SECRET_BYTES ? secret : undefined;
}

/**
 * The secret, made first when there is none or the one there is not trustworthy (which is
 * removed); `undefined` when the folder is not ours and cannot be made so, or nothing can
 * be written. Two runs making one at once agree: the file appears by `link`, which never
 * replaces, and the run that loses reads the winner's.
 */
export function ensureCodeCacheSecret(dir: string, uid: number): Buffer | undefined {
  if (!makeOwnFolder(dir, uid)) return undefined;
  const existing = readCodeCacheSecret(dir, uid);
  if (existing) return existing;
  const file = join(dir, SECRET_FILE);
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`;
  const secret = randomBytes(SECRET_BYTES);
  let fd: number | undefined;
  try {
    // 'wx': created here (O_EXCL), never through a link planted at the name.
    fd = openSync(temp, 'wx', 0o600);
    for (let offset = 0; offset < secret.length; ) offset += writeSync(fd, secret, offset);
    closeSync(fd);
    fd = undefined;
    // Whatever is there was refused above: a short file, a link, another user's, too open.
    if (pathExists(file)) unlinkSync(file);
    try {
      linkSync(temp, file);
    } catch {
      // Another run linked its secret meanwhile: use that one.
      return readCodeCacheSecret(dir, uid);
    }
    return readCodeCacheSecret(dir, uid)?.equals(secret) ? secret : undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
    try {
      unlinkSync(temp);
    } catch {
      // Never created.
    }
  }
}
