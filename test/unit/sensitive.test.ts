/**
 * The sensitive-spans module (docs/design/secrets.md) as tables: which keys name a
 * credential, and which places of which documents are masked.
 */
import { describe, expect, it } from 'vitest';
import { findSensitiveSpans, isCredentialKey, isDistinctive, MASK, maskMessage, maskSource, maskText } from '../../src/sensitive/index.js';

describe('isCredentialKey', () => {
  it.each([
    'password',
    'Password',
    'DB_PASSWORD',
    'passwd',
    'pass',
    'dbPass',
    'pwd',
    'secret',
    'clientSecret',
    'client_secret',
    'token',
    'authToken',
    'apiKey',
    'api_key',
    'API-KEY',
    'apikey',
    'privateKey',
    'private.key',
    'credentials',
    'passphrase',
  ])('%s is a credential', (key) => {
    expect(isCredentialKey(key)).toBe(true);
  });
  it.each(['secretName', 'secretKeyRef', 'secrets', 'passThrough', 'bypassCache', 'tokenUrl', 'key', 'name', 'value', 'path', 'compass', 'keyboard'])(
    '%s is not',
    (key) => {
      expect(isCredentialKey(key)).toBe(false);
    },
  );
});

const masked = (file: string, text: string) => maskSource(text, findSensitiveSpans(new Map([[file, text]])).ranges.get(file));

describe('findSensitiveSpans', () => {
  it.each([
    ['a credential key anywhere', 'metadata:\n  name: x\n  apiKey: S3CRET\n'],
    ['a near-miss key in a ConfigData secret entry', 'kind: ConfigData\nsecrets:\n  - name: db\n    Value: S3CRET\n'],
    [
      'a writeOnly parameter default (configuration.defaults)',
      'kind: ConfigData\nconfiguration:\n  defaults:\n    login: S3CRET\n  schema:\n    properties:\n      login: {type: string, writeOnly: true}\n',
    ],
    [
      'a format: password parameter schema default',
      'kind: ConfigData\nconfiguration:\n  schema:\n    properties:\n      login: {type: string, format: password, default: S3CRET}\n',
    ],
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
    const text =
      'kind: ConfigData\nconfiguration:\n  schema:\n    properties:\n      dbPassword: {type: string, description: keep}\nsecrets:\n  - name: database\n    path: db.password\n    key: password\n';
    expect(masked('f.yaml', text)).toBe(text);
  });

  it('a writeOnly parameter is hidden in the other files of the run too', () => {
    const spans = findSensitiveSpans(
      new Map([
        ['cd.yaml', 'kind: ConfigData\nconfiguration:\n  schema:\n    properties:\n      login: {type: string, writeOnly: true}\n'],
        ['values.yaml', 'login: S3CRET\n'],
      ]),
    );
    expect(maskText(spans, 'value "S3CRET" is invalid')).toBe(`value "${MASK}" is invalid`);
  });

  it('short values are masked only where a message quotes them', () => {
    const spans = findSensitiveSpans(new Map([['f.yaml', 'pin: 12\n']]));
    expect(maskText(spans, 'rules[12] got `12`')).toBe(`rules[12] got \`${MASK}\``);
  });
});

describe('masking is exact (issue 26, point 4)', () => {
  it.each(['hunter2', 'S3CRET', 'p@ss', 'Tok3n-Hunter2', 'correcthorsebatterystaple'])('%s is distinctive', (value) => {
    expect(isDistinctive(value)).toBe(true);
  });
  it.each(['string', 'true', 'admin', 'password', '1234', '0400', '1.25', 'ab1', ''])('%s is not', (value) => {
    expect(isDistinctive(value)).toBe(false);
  });

  it.each([
    ['a schema under a credential key', 'spec:\n  clientToken:\n    description: keep\n    type: string\n  password: {type: string}\n'],
    ['a nested schema', 'properties:\n  credentials:\n    type: object\n    properties:\n      user: {type: string}\n'],
    [
      'a SimpleSchema type without a default',
      'kind: ResourceGraphDefinition\nspec:\n  schema:\n    spec:\n      db:\n        password: string | required=true\n',
    ],
    ['an expression', 'token: ${schema.spec.token}\n'],
  ])('%s: no value is secret text', (_name, text) => {
    expect(findSensitiveSpans(new Map([['f.yaml', text]])).values).toEqual([]);
  });

  it("a schema's default, and a SimpleSchema default, are", () => {
    expect(findSensitiveSpans(new Map([['f.yaml', 'apiToken: {type: string, default: Hunter2x}\n']])).values).toEqual(['Hunter2x']);
    const rgd =
      'kind: ResourceGraphDefinition\nspec:\n  schema:\n    spec:\n      dbPassword: string | default="a b" description="x"\n      pin: string | default=hunter2\n';
    expect(findSensitiveSpans(new Map([['f.yaml', rgd]])).values).toEqual(['hunter2', 'a b']);
  });

  const spans = findSensitiveSpans(
    new Map([
      ['a.yaml', 'kind: Secret\nstringData:\n  flag: "true"\n  password: Hunter2x\nmetadata:\n  name: x\n'],
      ['b.yaml', 'name: true\n'],
    ]),
  );
  it.each([
    [
      'at the value: a plain word as a word',
      { file: 'a.yaml', line: 3, endLine: 3 },
      'value true is not a bool, true!',
      `value ${MASK} is not a bool, ${MASK}!`,
    ],
    ['at the value: not inside another word', { file: 'a.yaml', line: 3, endLine: 3 }, 'trueness', 'trueness'],
    ['elsewhere in the file: a plain word is kept', { file: 'a.yaml', line: 6, endLine: 6 }, 'got "true"', 'got "true"'],
    ['elsewhere in the file: a distinctive value is an echo', { file: 'a.yaml', line: 6, endLine: 6 }, 'got "Hunter2x"', `got "${MASK}"`],
    ['another file: kept', { file: 'b.yaml', line: 1, endLine: 1 }, 'got "true" and "Hunter2x"', 'got "true" and "Hunter2x"'],
  ])('maskMessage %s', (_name, place, message, expected) => {
    expect(maskMessage(spans, message, place)).toBe(expected);
  });

  it('maskText (no one place): distinctive values anywhere, plain words quoted or as a whole scalar', () => {
    expect(maskText(spans, 'flag: true\nother: trueish "true" Hunter2x')).toBe(`flag: ${MASK}\nother: trueish "${MASK}" ${MASK}`);
  });
});

describe('a URL whose @ is a YAML escape', () => {
  // `yaml_url_credentials` reads the decoded value; the code frame of that diagnostic shows
  // the raw line, where the password sits next to `\x40`: it must be hidden there too.
  it.each(['\\x40', '\\u0040', '\\U00000040'])('%s: the scalar is hidden and the password masked in messages', async (spelling) => {
    const { findSensitiveSpans, maskSource, maskText, MASK } = await import('../../src/sensitive/index.js');
    const text = `component:\n  repository: "https://ci:Hunter2secret${spelling}ghcr.io/acme/ocm"\n  name: "a\\tb"\n`;
    const spans = findSensitiveSpans(new Map([['c.yaml', text]]));
    const shown = maskSource(text, spans.ranges.get('c.yaml'));
    expect(shown).not.toContain('Hunter2secret');
    expect(shown).toContain('name: "a\\tb"');
    expect(maskText(spans, 'got Hunter2secret')).toBe(`got ${MASK}`);
  });
});
