/**
 * Which map keys name a credential (docs/design/secrets.md). A key is split into words
 * (camelCase, `_`, `-`, `.`, spaces) and matched case-insensitively on its last word, or
 * its last two: `dbPass`, `API_KEY`, `client-secret` and `privateKey` are credentials;
 * `secretName`, `secretKeyRef` and `passThrough` name something else and are not.
 */

/** Last words that make a key a credential. */
export const CREDENTIAL_WORDS: ReadonlySet<string> = new Set([
  'password',
  'passwd',
  'pass',
  'pwd',
  'passphrase',
  'passcode',
  'secret',
  'token',
  'credential',
  'credentials',
  'apikey',
  'privatekey',
  'accesskey',
  'secretkey',
  'pin',
]);

/** Last two words (joined) that make a key a credential. */
export const CREDENTIAL_PAIRS: ReadonlySet<string> = new Set([
  'apikey',
  'privatekey',
  'accesskey',
  'secretkey',
  'clientsecret',
  'authkey',
  'signingkey',
  'encryptionkey',
]);

/** Splits `dbPassword`, `DB_PASSWORD`, `api-key` into lower-case words. */
export function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

/** Whether a map key names a credential, so its value is never shown. */
export function isCredentialKey(key: string): boolean {
  const words = keyWords(key);
  const last = words.at(-1);
  if (last === undefined) return false;
  if (CREDENTIAL_WORDS.has(last)) return true;
  return words.length >= 2 && CREDENTIAL_PAIRS.has(`${words.at(-2)}${last}`);
}
