/**
 * The registry secrets of this CLI run: `RGDC_REGISTRY_PASSWORD` (with its user) and the
 * `--password-stdin` password. Every reporter of the run redacts their every echo form
 * ({@link SecretRedactor}) from what it prints about the run: messages, hints, code
 * frames, logs, the summary line, `--json` diagnostics and SARIF. The registry client
 * scrubs the secrets it holds (docker and podman credentials, tokens) from its errors
 * itself (`src/oci/errors.ts` `redact`); this is the second guard, at the printer.
 */
import { ENV_PASSWORD, ENV_USERNAME } from '../oci/env-names.js';
import { SecretRedactor } from '../util/secret-redactor.js';

const redactor = new SecretRedactor();

/** Adds a secret of the run (`--password-stdin`); from now on no reporter prints it. */
export function addRunSecret(secret: string, username?: string): void {
  redactor.add(secret, username);
}

/** The run's redactor, with the environment's password as it is now. */
export function runSecrets(env: NodeJS.ProcessEnv = process.env): SecretRedactor {
  const password = env[ENV_PASSWORD];
  if (password) redactor.add(password, env[ENV_USERNAME]);
  return redactor;
}
