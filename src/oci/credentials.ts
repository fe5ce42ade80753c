/**
 * Which credentials rgdc uses for a registry, looked up lazily (only after a 401) in a
 * fixed order: explicit options (`--username` + `--password-stdin`), the environment,
 * docker's `config.json` (credHelpers, auths, credsStore), podman's `auth.json`.
 * Each lookup says where its credential came from, and what it tried, so an auth failure
 * can name the source without ever showing the secret.
 */
import path from 'node:path';
import { runCredentialHelper } from './credential-helper.js';
import { matchAuthKey, readCredentialFile, type CredentialFile } from './docker-config.js';
import { ENV_PASSWORD, ENV_USERNAME } from './env-names.js';

/** Credentials for one registry. */
export type Credential =
  | { readonly kind: 'basic'; readonly username: string; readonly password: string }
  /** An OAuth2 refresh token (`identitytoken`, or a helper's `<token>` user), exchanged at the token realm. */
  | { readonly kind: 'identity-token'; readonly token: string };

/** The outcome of a lookup. */
export interface CredentialLookup {
  readonly credential?: Credential;
  /** Where `credential` came from, e.g. `/home/me/.docker/config.json auths["ghcr.io"]`. */
  readonly source?: string;
  /** Every source consulted, with why it gave nothing: for the hint of an auth failure. */
  readonly tried: readonly string[];
}

/** What a lookup needs; `env` is injectable so tests never read the developer's files. */
export interface CredentialContext {
  /** `host[:port]` as in {@link RegistryLocation.registry}. */
  readonly registry: string;
  /** The location's repository prefix, for podman keys with a namespace. */
  readonly repositoryPath: string;
  readonly explicit?: { readonly username: string; readonly password: string };
  /**
   * The registry `explicit` and the environment's credentials were given for (`host[:port]`
   * as {@link registryKey} makes it), `null` for none; undefined: `registry` itself. They
   * are used only when it is `registry`: never sent to an image registry `--verify-images` asks.
   */
  readonly givenFor?: string | null;
  readonly env: NodeJS.ProcessEnv;
  readonly home: string;
}

export { ENV_PASSWORD, ENV_USERNAME } from './env-names.js';

/** Looks up credentials for a registry, first source wins. */
export async function lookupCredentials(context: CredentialContext): Promise<CredentialLookup> {
  const tried: string[] = [];
  const givenFor = context.givenFor === undefined ? context.registry : context.givenFor;
  if (givenFor === context.registry) {
    if (context.explicit) {
      return { credential: basic(context.explicit.username, context.explicit.password), source: '--username/--password-stdin', tried };
    }
    const fromEnv = credentialsFromEnv(context.env, tried);
    if (fromEnv) return { credential: fromEnv, source: `${ENV_USERNAME}/${ENV_PASSWORD}`, tried };
  } else if (context.explicit || (context.env[ENV_USERNAME] && context.env[ENV_PASSWORD])) {
    // Said in the hint, so a 401 here does not look like a lost login.
    const which = context.explicit ? '--username/--password-stdin' : `${ENV_USERNAME}/${ENV_PASSWORD}`;
    tried.push(`${which} (given for ${givenFor ?? 'no registry'}, never sent to ${context.registry})`);
  }

  const dockerFile = dockerConfigPath(context);
  const docker = await readCredentialFile(dockerFile);
  if (typeof docker === 'string') tried.push(`${dockerFile} (${docker})`);
  else {
    const found = await fromDockerConfig(docker, dockerFile, context, tried);
    if (found) return { ...found, tried };
  }

  for (const file of podmanAuthPaths(context)) {
    const podman = await readCredentialFile(file);
    if (typeof podman === 'string') {
      tried.push(`${file} (${podman})`);
      continue;
    }
    const key = matchAuthKey(podman.auths.keys(), context.registry, context.repositoryPath);
    const entry = key === undefined ? undefined : podman.auths.get(key);
    const credential = entry ? entryCredential(entry) : undefined;
    if (credential) return { credential, source: `${file} auths["${key}"]`, tried };
    tried.push(`${file} (no entry for ${context.registry})`);
  }
  return { tried };
}

function credentialsFromEnv(env: NodeJS.ProcessEnv, tried: string[]): Credential | undefined {
  const username = env[ENV_USERNAME];
  const password = env[ENV_PASSWORD];
  if (username && password) return basic(username, password);
  if (username || password) tried.push(`${ENV_USERNAME}/${ENV_PASSWORD} (only ${username ? ENV_USERNAME : ENV_PASSWORD} is set)`);
  return undefined;
}

async function fromDockerConfig(
  config: CredentialFile,
  file: string,
  context: CredentialContext,
  tried: string[],
): Promise<{ credential: Credential; source: string } | undefined> {
  const helperKey = matchAuthKey(config.credHelpers.keys(), context.registry, '');
  const helper = helperKey === undefined ? undefined : config.credHelpers.get(helperKey);
  if (helper) {
    const found = await askHelper(helper, context, tried, `credHelpers in ${file}`);
    if (found) return found;
  }
  const key = matchAuthKey(config.auths.keys(), context.registry, context.repositoryPath);
  const entry = key === undefined ? undefined : config.auths.get(key);
  const credential = entry ? entryCredential(entry) : undefined;
  if (credential) return { credential, source: `${file} auths["${key}"]` };
  if (config.credsStore) {
    const found = await askHelper(config.credsStore, context, tried, `credsStore in ${file}`);
    if (found) return found;
  } else tried.push(`${file} (no entry for ${context.registry})`);
  return undefined;
}

async function askHelper(
  helper: string,
  context: CredentialContext,
  tried: string[],
  where: string,
): Promise<{ credential: Credential; source: string } | undefined> {
  const source = `docker-credential-${helper} (${where})`;
  const answer = await runCredentialHelper(helper, helperServerUrl(context.registry), context.env);
  if (answer.found) {
    const credential: Credential = answer.username === '<token>' ? { kind: 'identity-token', token: answer.secret } : basic(answer.username, answer.secret);
    return { credential, source };
  }
  tried.push(`${source}: ${answer.problem ?? `no credentials stored for ${context.registry}`}`);
  return undefined;
}

/** The server URL docker hands a helper: Docker Hub's historical v1 URL, else the host. */
function helperServerUrl(registry: string): string {
  return registry === 'docker.io' ? 'https://index.docker.io/v1/' : registry;
}

function entryCredential(entry: { username?: string; password?: string; identityToken?: string }): Credential | undefined {
  if (entry.identityToken) return { kind: 'identity-token', token: entry.identityToken };
  if (entry.username && entry.password !== undefined) return basic(entry.username, entry.password);
  return undefined;
}

function basic(username: string, password: string): Credential {
  return { kind: 'basic', username, password };
}

function dockerConfigPath(context: CredentialContext): string {
  const dir = context.env.DOCKER_CONFIG || path.join(context.home, '.docker');
  return path.join(dir, 'config.json');
}

/** podman's auth files: REGISTRY_AUTH_FILE alone when set, else the runtime and the config one. */
function podmanAuthPaths(context: CredentialContext): string[] {
  if (context.env.REGISTRY_AUTH_FILE) return [context.env.REGISTRY_AUTH_FILE];
  const files: string[] = [];
  if (context.env.XDG_RUNTIME_DIR) files.push(path.join(context.env.XDG_RUNTIME_DIR, 'containers', 'auth.json'));
  files.push(path.join(context.env.XDG_CONFIG_HOME || path.join(context.home, '.config'), 'containers', 'auth.json'));
  return files;
}
