/**
 * The sensitive-spans module (docs/design/secrets.md) as tables: which keys name a
 * credential, and which places of which documents are masked.
 */
import { describe, expect, it } from 'vitest';
import { findSensitiveSpans, isCredentialKey, MASK, maskSource, maskText } from '../../src/diagnostics/sensitive/index.js';

describe('isCredentialKey', () => {
  it.each(['password', 'Password', 'DB_PASSWORD', 'passwd', 'pass', 'dbPass', 'pwd', 'secret', 'clientSecret', 'client_secret', 'token', 'authToken', 'apiKey', 'api_key', 'API-KEY', 'apikey', 'privateKey', 'private.key', 'credentials', 'passphrase'])('%s is a credential', (key) => {
    expect(isCredentialKey(key)).toBe(true);
  });
  it.each(['secretName', 'secretKeyRef', 'secrets', 'passThrough', 'bypassCache', 'tokenUrl', 'key', 'name', 'value', 'path', 'compass', 'keyboard'])('%s is not', (key) => {
    expect(isCredentialKey(key)).toBe(false);
  });
});

const masked = (file: string, text: string) => maskSource(text, findSensitiveSpans(new Map([[file, text]])).ranges.get(file));

describe('findSensitiveSpans', () => {
  it.each([
    ['a credential key anywhere', 'metadata:\n  name: x\n  apiKey: S3CRET\n'],
    ['a near-miss key in a ConfigData secret entry', 'kind: ConfigData\nsecrets:\n  - name: db\n    Value: S3CRET\n'],
    ['a writeOnly parameter default (configuration.defaults)', 'kind: ConfigData\nconfiguration:\n  defaults:\n    login: S3CRET\n  schema:\n    properties:\n      login: {type: string, writeOnly: true}\n'],
    ['a format: password parameter schema default', 'kind: ConfigData\nconfiguration:\n  schema:\n    properties:\n      login: {type: string, format: password, default: S3CRET}\n'],
    ["an instance's spec.secrets value", 'kind: Podinfo\nspec:\n  secrets:\n    database:\n      name: ref\n      value: S3CRET\n'],
    ["an instance's spec.secrets given as a plain value", 'kind: Podinfo\nspec:\n  secrets:\n    database: S3CRET\n'],
    ['data of a Secret object', 'kind: Secret\ndata:\n  anything: S3CRET\n'],
    ['a block scalar', 'token: |\n  S3CRET\n  S3CRET\nnext: 1\n'],
    ['YAML that does not parse', 'password: S3CRET\n  : : [\n'],
  ])('%s', (_name, text) => {
    const out = masked('f.yaml', text);
    expect(out).not.toContain('S3CRET');
    expect(out).toContain(MASK);
    expect(out.split('\n').length).toBe(text.split('\n').length);
  });

  it('keeps references and parameter names visible', () => {
    const text = 'kind: ConfigData\nconfiguration:\n  schema:\n    properties:\n      dbPassword: {type: string, description: keep}\nsecrets:\n  - name: database\n    path: db.password\n    key: password\n';
    expect(masked('f.yaml', text)).toBe(text);
  });

  it('a writeOnly parameter is hidden in the other files of the run too', () => {
    const spans = findSensitiveSpans(new Map([
      ['cd.yaml', 'kind: ConfigData\nconfiguration:\n  schema:\n    properties:\n      login: {type: string, writeOnly: true}\n'],
      ['values.yaml', 'login: S3CRET\n'],
    ]));
    expect(maskText(spans, 'value "S3CRET" is invalid')).toBe(`value "${MASK}" is invalid`);
  });

  it('short values are masked only where a message quotes them', () => {
    const spans = findSensitiveSpans(new Map([['f.yaml', 'pin: 12\n']]));
    expect(maskText(spans, 'rules[12] got `12`')).toBe(`rules[12] got \`${MASK}\``);
  });
});
