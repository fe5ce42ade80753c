/**
 * A real registry for integration tests and the bench: distribution's `docker-registry`
 * (Debian package `docker-registry`, 2.8.2) on 127.0.0.1 with a random free port and a
 * fresh temporary storage folder, optionally with htpasswd basic auth. Never the
 * packaged default configuration (it listens on every interface). Each instance is
 * stopped by its own PID. `tls` serves HTTPS with the given certificate; `storage` shares
 * another instance's storage folder (a second front on the same content).
 *
 * When the binary is missing and the machine allows it (CI=true, or root with apt-get),
 * the packages are installed first: `docker-registry` and `apache2-utils` (htpasswd);
 * `skopeo`, the independent client, is installed when possible and optional otherwise.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Whether tests can run a real registry, and why not. */
export type RegistryAvailability = { readonly available: true; readonly skopeo: boolean } | { readonly available: false; readonly reason: string };

/** A running registry. */
export interface LocalRegistry {
  /** `http://127.0.0.1:PORT` */
  readonly url: string;
  /** `127.0.0.1:PORT` */
  readonly host: string;
  readonly pid: number;
  /** Set for the htpasswd variant. */
  readonly auth?: { readonly username: string; readonly password: string };
  stop(): Promise<void>;
}

const onPath = (program: string) => spawnSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' }).status === 0;
const mayInstall = () => onPath('apt-get') && (process.env.CI === 'true' || process.getuid?.() === 0);

let availability: RegistryAvailability | undefined;

/**
 * Finds (and, where allowed, installs) what the integration tests need. Synchronous and
 * run once per process, so a test file can decide at load time whether to run or skip.
 * `install: false` (the bench) only looks.
 */
export function ensureRegistry(options: { readonly install?: boolean } = {}): RegistryAvailability {
  if (availability) return availability;
  const install = options.install ?? true;
  if (!onPath('docker-registry') || !onPath('htpasswd')) {
    if (!install || !mayInstall()) {
      availability = {
        available: false,
        reason: `docker-registry (Debian package docker-registry) or htpasswd (apache2-utils) is not installed, and ${install ? 'it cannot be installed here (that needs apt-get, and CI=true or root)' : 'nothing is installed from here'}: apt-get install docker-registry apache2-utils`,
      };
      return availability;
    }
    const problem = aptInstall(['docker-registry', 'apache2-utils']);
    if (problem) {
      availability = { available: false, reason: problem };
      return availability;
    }
  }
  if (install && !onPath('skopeo') && mayInstall()) aptInstall(['skopeo']);
  availability = { available: true, skopeo: onPath('skopeo') };
  return availability;
}

/** `apt-get install -y`, with `apt-get update` first when the plain install fails; the problem, or undefined. */
function aptInstall(packages: string[]): string | undefined {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { env, encoding: 'utf8', timeout: 150_000 });
  let result = install();
  if (result.status !== 0) {
    spawnSync('apt-get', ['update'], { env, stdio: 'ignore', timeout: 90_000 });
    result = install();
  }
  if (result.status !== 0)
    return `apt-get install ${packages.join(' ')} failed (exit ${result.status}): ${(result.stderr ?? '').trim().split('\n').slice(-3).join(' | ')}`;
  return undefined;
}

/** Starts a registry; throws with the registry's own output when it does not come up. */
export async function startLocalRegistry(
  options: {
    readonly htpasswd?: { readonly username: string; readonly password: string };
    readonly tls?: { readonly certificate: string; readonly key: string };
    readonly storage?: string;
  } = {},
): Promise<LocalRegistry> {
  let lastError: unknown;
  // A free port can be taken between our probe and the registry's bind: try a few.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await startOnce(options.htpasswd, options.tls, options.storage);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

async function startOnce(
  htpasswd: { username: string; password: string } | undefined,
  tls?: { certificate: string; key: string },
  storage?: string,
): Promise<LocalRegistry> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rgdc-registry-'));
  const port = await freePort();
  let authSection = '';
  if (htpasswd) {
    const hashed = spawnSync('htpasswd', ['-Bbn', htpasswd.username, htpasswd.password], { encoding: 'utf8' });
    if (hashed.status !== 0) throw new Error(`htpasswd failed: ${hashed.stderr}`);
    writeFileSync(path.join(dir, 'htpasswd'), hashed.stdout);
    authSection = `auth: {htpasswd: {realm: rgdc-test, path: ${path.join(dir, 'htpasswd')}}}\n`;
  }
  const config = path.join(dir, 'config.yml');
  writeFileSync(
    config,
    `version: 0.1
log: {level: error, accesslog: {disabled: true}}
storage: {filesystem: {rootdirectory: ${storage ?? path.join(dir, 'data')}}, delete: {enabled: true}}
http: {addr: "127.0.0.1:${port}", secret: rgdc-test-only${tls ? `, tls: {certificate: ${tls.certificate}, key: ${tls.key}}` : ''}}
${authSection}`,
  );
  const child = spawn('docker-registry', ['serve', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    if (stderr.length < 8192) stderr += chunk;
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`docker-registry exited (${child.exitCode ?? child.signalCode}): ${stderr.trim()}`);
    }
    try {
      const status = tls
        ? await httpsStatus(`${url}/v2/`, readFileSync(tls.certificate))
        : await fetch(`${url}/v2/`, { signal: AbortSignal.timeout(1000) }).then(async (r) => {
            await r.body?.cancel();
            return r.status;
          });
      if (status === 200 || status === 401) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`docker-registry did not answer on ${url} within 10 s: ${stderr.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { url, host: `127.0.0.1:${port}`, pid: child.pid!, ...(htpasswd ? { auth: htpasswd } : {}), stop };
}

/** The status of a GET over TLS trusting `ca` (fetch cannot be given a CA). */
function httpsStatus(url: string, ca: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpsGet(url, { ca, timeout: 1000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.on('timeout', () => request.destroy(new Error('timeout')));
  });
}

/** SIGTERM by the child's own PID, SIGKILL after 5 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** A TCP port on 127.0.0.1 that nothing listened on a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** `skopeo` with the flags a plain-HTTP loopback registry needs; stdout, or throws with stderr. */
export function skopeo(args: readonly string[]): string {
  const result = spawnSync('skopeo', [...args], { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) throw new Error(`skopeo ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}
