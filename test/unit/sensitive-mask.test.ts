/**
 * Masking as whole answers (docs/design/secrets.md): credential keys, what a code frame,
 * a diagnostic's message and text about no one place show, URLs with credentials, and
 * the registry-secret redactor's echo forms.
 */
import { describe, expect, it } from 'vitest';
import { findSensitiveSpans, isCredentialKey, isDistinctive, keyWords, MASK, maskJson, maskMessage, maskSource, maskText } from '../../src/sensitive/index.js';
import { checkUrlCredentials, findUrlCredentials } from '../../src/sensitive/url-credentials.js';
import { loadYaml } from '../../src/source/index.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { REDACTED, SecretRedactor, secretForms } from '../../src/util/secret-redactor.js';

describe('credential keys: every listed word and pair', () => {
  it.each([
    'passcode',
    'userCredential',
    'PRIVATEKEY',
    'accesskey',
    'secretkey',
    'access_key',
    'AWS_SECRET_KEY',
    'auth-key',
    'signingKey',
    'encryption.key',
    'DBPassword',
    'APIKey',
    'db__password',
    'x-pwd',
    'Pin',
  ])('%s is a credential', (key) => {
    expect(isCredentialKey(key)).toBe(true);
  });
  it.each(['', '__', 'passcodes', 'monkey', 'keyPin2', 'credentialName', 'signing', 'clientId'])('%j is not', (key) => {
    expect(isCredentialKey(key)).toBe(false);
  });
  it('splits keys into words as they are written', () => {
    expect(keyWords('DBPassword')).toEqual(['db', 'password']);
    expect(keyWords('HTTPServerURL')).toEqual(['http', 'server', 'url']);
    expect(keyWords('my..key  name-x')).toEqual(['my', 'key', 'name', 'x']);
  });
});

describe('isDistinctive boundaries', () => {
  it.each([
    ['abcdefghijklmnop', true], // sixteen letters: long enough
    ['abcdefghijklmno', false], // fifteen plain letters
    ['1234567890123456', true],
    ['ab1', false],
    ['ab1c', true],
  ])('%s -> %s', (value, expected) => {
    expect(isDistinctive(value)).toBe(expected);
  });
});

describe('maskSource', () => {
  it('overlapping and adjacent ranges: each character hidden once, the rest kept', () => {
    expect(
      maskSource('abcdef', [
        [0, 3],
        [1, 2],
      ]),
    ).toBe(`${MASK}def`);
    expect(
      maskSource('abcdef', [
        [0, 2],
        [2, 4],
      ]),
    ).toBe(`${MASK}${MASK}ef`);
    expect(maskSource('a\nb\nc', [[0, 3]])).toBe(`${MASK}\n\nc`);
    expect(maskSource('abc', [])).toBe('abc');
    expect(maskSource('abc', undefined)).toBe('abc');
  });
});

describe('maskMessage', () => {
  const spans = findSensitiveSpans(
    new Map([['a.yaml', 'x: 1\ntoken: Hunt3r\nother: 2\npin: abc\nword: 1\npassword: admin\napiKey: Hunt3r-long\nsecret: Pa"ss-w0rd\n']]),
  );
  it.each([
    ['a plain word at its own line', { line: 6, endLine: 6 }, 'got admin, not administrator', `got ${MASK}, not administrator`],
    ['a span given backwards still covers its lines', { line: 6, endLine: 1 }, 'got admin', `got ${MASK}`],
    ['a plain word before its line is kept', { line: 1, endLine: 5 }, 'got admin', 'got admin'],
    ['a plain word after its line is kept', { line: 7, endLine: 8 }, 'got admin', 'got admin'],
    ['a short value only where quoted', { line: 4, endLine: 4 }, 'got abc and "abc"', `got abc and "${MASK}"`],
    ['the longer of two values first', { line: 1, endLine: 1 }, 'got Hunt3r-long and Hunt3r', `got ${MASK} and ${MASK}`],
    ['a JSON-quoted echo', { line: 1, endLine: 1 }, 'got "Pa\\"ss-w0rd"', `got "${MASK}"`],
  ])('%s', (_name, place, message, expected) => {
    expect(maskMessage(spans, message, { file: 'a.yaml', ...place })).toBe(expected);
  });
  it('a file without secrets is left alone', () => {
    expect(maskMessage(spans, 'got Hunt3r', { file: 'other.yaml', line: 1, endLine: 1 })).toBe('got Hunt3r');
  });
});

describe('maskText and maskJson', () => {
  const spans = findSensitiveSpans(new Map([['f.yaml', 'pin: "1.5"\ntoken: Hunt3r-x\n']]));
  it('a plain value with regex characters matches only itself', () => {
    expect(maskText(spans, 'got "1x5" and "1.5"')).toBe(`got "1x5" and "${MASK}"`);
  });
  it('maskJson masks every string and key, keeps numbers, booleans, nulls and structure', () => {
    expect(maskJson(spans, { 'Hunt3r-x': ['a Hunt3r-x b', 1.5, true, null, { k: '"1.5"' }], n: 2 })).toEqual({
      [MASK]: [`a ${MASK} b`, 1.5, true, null, { k: `"${MASK}"` }],
      n: 2,
    });
    expect(maskJson(spans, 'Hunt3r-x')).toBe(MASK);
    const none = findSensitiveSpans(new Map([['f.yaml', 'a: 1\n']]));
    const value = { a: 'Hunt3r-x' };
    expect(maskJson(none, value)).toBe(value);
  });
});

describe('findUrlCredentials, boundaries', () => {
  const secretOf = (text: string) => findUrlCredentials(text).map(({ secret, host }) => [text.slice(secret[0], secret[1]), host]);
  it.each([
    ['https://u:pw@host.example', [['pw', 'host.example']]],
    ['https://@host.example/x', []],
    ['https://u:@host.example/x', []],
    ['https://:pw@host.example/x', [['pw', 'host.example']]],
    ['ftp://user@host.example/x', []],
    ['ftp://user:pw@host.example/x', [['pw', 'host.example']]],
    ['httpsx://tok@host.example', []],
    ['xhttps://tok@host.example', []],
    ['http://tok@host.example', [['tok', 'host.example']]],
    ['oci+https://tok@host.example', [['tok', 'host.example']]],
    ['git+http://tok@host.example', [['tok', 'host.example']]],
    ['a=u:pw@db.acme.org b', [['pw', 'db.acme.org']]],
    ['(u:pw@localhost:5432)', [['pw', 'localhost:5432']]],
    ['xu:pw@db.acme.org', [['pw', 'db.acme.org']]],
    ['u:pw@nodot', []],
    ['u:pw@db.acme.org:5432/x', [['pw', 'db.acme.org:5432']]],
    ['u:pw@db.acme.org?x', []],
    ['mailto:me@acme.org', []],
    ['MAILTO:me@acme.org', []],
    ['u:p w@db.acme.org', []],
    [
      'a:b@c.d https://e:f@g.h',
      [
        ['b', 'c.d'],
        ['f', 'g.h'],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(secretOf(text)).toEqual(expected);
  });
});

describe('checkUrlCredentials', () => {
  const check = (source: string) => {
    const out: Diagnostic[] = [];
    const loaded = loadYaml('in.yaml', source, () => {});
    const count = checkUrlCredentials(loaded.documents[0]!, (d) => out.push(d));
    return { count, found: out.map((d) => `${d.code}@${d.line} ${d.path}: ${d.message}`) };
  };
  it('one diagnostic per string, naming the field and every host once, never the secret', () => {
    expect(
      check(
        'a:\n  - https://u:S3cret-1@ghcr.io and https://v:S3cret-2@ghcr.io oci://tok@quay.io\n  - plain@x\nb: {c: "u:S3cret-3@db.acme.org"}\nn: 5\nz: null\n',
      ),
    ).toEqual({
      count: 2,
      found: [
        'yaml_url_credentials@2 a[0]: a[0] holds a URL with credentials (user:password@ before ghcr.io, quay.io); they would be copied into what rgdc writes and shown to everyone who reads it',
        'yaml_url_credentials@4 b.c: b.c holds a URL with credentials (user:password@ before db.acme.org); they would be copied into what rgdc writes and shown to everyone who reads it',
      ],
    });
  });
  it('a document that is itself such a string is named as the document', () => {
    expect(check('"https://u:S3cret-1@ghcr.io"\n').found).toEqual([
      'yaml_url_credentials@1 : the document holds a URL with credentials (user:password@ before ghcr.io); they would be copied into what rgdc writes and shown to everyone who reads it',
    ]);
  });
  it('a URL whose @ is a YAML escape is refused too', () => {
    expect(check('repo: "https://ci:Hunter2x\\x40ghcr.io/acme"\n').found).toEqual([
      'yaml_url_credentials@1 repo: repo holds a URL with credentials (user:password@ before ghcr.io); they would be copied into what rgdc writes and shown to everyone who reads it',
    ]);
    expect(check('repo: "https://ci:Hunter2x\\u0040ghcr.io/acme"\n').count).toBe(1);
  });
  it('nothing without credentials', () => {
    expect(check('a: me@acme.org\nb: [ssh://git@github.com/x]\n')).toEqual({ count: 0, found: [] });
    expect(check('a: 1\n')).toEqual({ count: 0, found: [] });
  });
});

describe('the redactor, every form', () => {
  it('derives each form a registry may echo, padded and unpadded base64 included', () => {
    expect(secretForms('pä s', 'ci')).toEqual([
      'pä s',
      'p%C3%A4%20s',
      'p%C3%A4+s',
      'cMOkIHM=',
      'cMOkIHM',
      'p\\u00e4 s',
      'ci:pä s',
      'ci%3Ap%C3%A4%20s',
      'ci%3Ap%C3%A4+s',
      'Y2k6cMOkIHM=',
      'Y2k6cMOkIHM',
      'ci:p\\u00e4 s',
    ]);
    expect(secretForms('ab')).toEqual(['YWI=', 'YWI']);
    expect(secretForms('a')).toEqual(['YQ==']);
  });
  it('a character outside the BMP is two \\u escapes, as Go writes it; control characters too', () => {
    expect(secretForms('k😀\u0001\u007f')).toContain('k\\ud83d\\ude00\\u0001\\u007f');
    expect(secretForms(' x~')).toContain(' x~');
  });
  it('the secret of three characters is redacted, two are not a secret', () => {
    expect(new SecretRedactor().add('abc').redact('x abc y')).toBe(`x ${REDACTED} y`);
    expect(new SecretRedactor().add('ab').redact('x ab y')).toBe('x ab y');
  });
  it('the longest form wins, a form of eight characters folds over lines, one of seven does not', () => {
    const r = new SecretRedactor().add('abcdefgh', 'u');
    expect(r.redact('u:abcdefgh')).toBe(REDACTED);
    expect(r.redact('ABCD\n  EFGH')).toBe(REDACTED);
    expect(r.redact('abcd efgh')).toBe(REDACTED);
    const seven = new SecretRedactor().add('abcdefg');
    expect(seven.redact('abcd efg')).toBe('abcd efg');
    expect(seven.redact('ABCDEFG abcdefg')).toBe(`${REDACTED} ${REDACTED}`);
  });
  it('padded base64 is redacted whole', () => {
    const r = new SecretRedactor().add('pw1', 'ci');
    expect(r.redact(`Basic ${Buffer.from('ci:pw1').toString('base64')}!`)).toBe(`Basic ${REDACTED}!`);
    expect(Buffer.from('ci:pw1').toString('base64')).toBe('Y2k6cHcx');
    const padded = new SecretRedactor().add('pw12', 'ci');
    expect(padded.redact(`Basic ${Buffer.from('ci:pw12').toString('base64')}!`)).toBe(`Basic ${REDACTED}!`);
  });
  it('an empty redactor and empty text give back what they got; redactJson walks deep values', () => {
    expect(new SecretRedactor().redact('abc')).toBe('abc');
    const value = { a: 'abc' };
    expect(new SecretRedactor().redactJson(value)).toBe(value);
    const r = new SecretRedactor().add('S3cret');
    expect(r.redact('')).toBe('');
    expect(r.redactJson({ k: [[{ S3cret: 'x S3cret' }]], n: null, b: false })).toEqual({ k: [[{ [REDACTED]: `x ${REDACTED}` }]], n: null, b: false });
    expect(r.add('S3cret').empty).toBe(false);
  });
});

describe('masking and redacting: prefixes, separators and the depth of JSON values', () => {
  const nest = (value: unknown, levels: number): unknown => {
    let out = value;
    for (let i = 0; i < levels; i++) out = [out];
    return out;
  };

  it('a key ending in a separator still names its credential', () => {
    expect(isCredentialKey('password_')).toBe(true);
    expect(isCredentialKey('api-key.')).toBe(true);
  });

  it('a value that begins another value of the same file does not win over it in a message', () => {
    const spans = findSensitiveSpans(new Map([['p.yaml', 'a:\n  token: Hunt3r\nb:\n  token: Hunt3r-longer\n']]));
    expect(maskMessage(spans, 'got Hunt3r-longer', { file: 'p.yaml', line: 2, endLine: 2 })).toBe(`got ${MASK}`);
  });

  it('a secret that begins another secret of the redactor does not win over it', () => {
    expect(new SecretRedactor().add('abcd').add('abcdefgh').redact('x abcdefgh y')).toBe(`x ${REDACTED} y`);
  });

  it('a string inside 513 nested arrays is still masked and redacted', () => {
    const spans = findSensitiveSpans(new Map([['f.yaml', 'token: Hunt3r-x\n']]));
    expect(maskJson(spans, nest('Hunt3r-x', 513))).toEqual(nest(MASK, 513));
    expect(maskJson(spans, nest({ 'Hunt3r-x': 1 }, 512))).toEqual(nest({ [MASK]: 1 }, 512));
    const r = new SecretRedactor().add('S3cret');
    expect(r.redactJson(nest('S3cret', 513))).toEqual(nest(REDACTED, 513));
    expect(r.redactJson(nest({ S3cret: 1 }, 512))).toEqual(nest({ [REDACTED]: 1 }, 512));
  });
});

describe('past the nesting bounds, everything is hidden', () => {
  const shown = (text: string) => maskSource(text, findSensitiveSpans(new Map([['d.yaml', text]])).ranges.get('d.yaml'));
  const wrap = (open: string, inner: string, close: string, levels: number) => `${open.repeat(levels)}${inner}${close.repeat(levels)}`;

  // The loader refuses a document nested deeper than 256 levels, but another diagnostic of
  // the file (an undefined alias in the next document) still shows its lines in a code frame.
  it('a map 255 lists down is walked by the rules; a value 257 levels down is hidden, and a map there whole', () => {
    const doc = (levels: number) => `${wrap('[', '{token: Hunt3r-x, name: db}', ']', levels)}\n--- *nope\n`;
    expect(shown(doc(255))).toBe(doc(255).replace('Hunt3r-x', MASK));
    expect(shown(doc(256))).toBe(doc(256).replace('Hunt3r-x', MASK).replace('db', MASK));
    expect(shown(doc(257))).toBe(doc(257).replace('{token: Hunt3r-x, name: db}', MASK));
    expect(findSensitiveSpans(new Map([['d.yaml', doc(257)]])).values).toEqual(['Hunt3r-x', 'db']);
  });

  it('the same through nested maps', () => {
    const doc = (levels: number) => wrap('{a: ', '{token: Hunt3r-x, name: db}', '}', levels);
    expect(shown(doc(255))).toBe(doc(255).replace('Hunt3r-x', MASK));
    expect(shown(doc(256))).toBe(doc(256).replace('Hunt3r-x', MASK).replace('db', MASK));
    expect(shown(doc(257))).toBe(doc(257).replace('{token: Hunt3r-x, name: db}', MASK));
  });

  it('the same through a ConfigData parameter schema nested in its properties', () => {
    const doc = (levels: number) =>
      `kind: ConfigData\nconfiguration:\n  schema: ${wrap('{properties: {token: ', '{type: string, default: Hunt3r-x}', '}}', levels)}\n`;
    // The schema map is at depth 2; each level adds a properties map and a parameter.
    expect(shown(doc(126))).toBe(doc(126).replace('Hunt3r-x', MASK));
    expect(shown(doc(127))).toBe(doc(127).replace('{type: string, default: Hunt3r-x}', `{type: ${MASK}, default: ${MASK}}`));
  });

  it('the same through an RGD SimpleSchema of nested credential-named objects', () => {
    const doc = (levels: number) =>
      `kind: ResourceGraphDefinition\nspec:\n  schema:\n    spec: ${wrap('{password: ', '{user: string, token: string | default=Hunt3r-x}', '}', levels)}\n`;
    expect(shown(doc(252))).toBe(doc(252).replace('string | default=Hunt3r-x', MASK));
    expect(shown(doc(253))).toBe(doc(253).replace('{user: string, token: string | default=Hunt3r-x}', `{user: ${MASK}, token: ${MASK}}`));
  });

  it('the same through an OpenAPI schema under a credential key', () => {
    const doc = (levels: number) => `clientToken: ${wrap('{type: object, properties: {clientToken: ', '{type: string, default: Hunt3r-x}', '}}', levels)}\n`;
    // clientToken's schema is at depth 1; each level adds a properties map and a schema.
    expect(shown(doc(127))).toBe(doc(127).replace('Hunt3r-x', MASK));
    expect(shown(doc(128))).toBe(doc(128).replace('{type: string, default: Hunt3r-x}', MASK));
  });

  it('a writeOnly parameter 17 levels down is past the bound of the parameter search (16, as localize reads it)', () => {
    let schema = '{type: string, writeOnly: true}';
    for (let i = 0; i < 17; i++) schema = `{type: object, properties: {l${i}: ${schema}}}`;
    const cd = `kind: ConfigData\nconfiguration:\n  schema:\n    properties:\n      top: ${schema}\n`;
    expect(
      findSensitiveSpans(
        new Map([
          ['cd.yaml', cd],
          ['v.yaml', 'l0: Deep-S3cret\n'],
        ]),
      ).values,
    ).toEqual([]);
  });

  it('a JSON value nested deeper than 512 levels is masked and redacted whole', () => {
    const nest = (value: unknown, levels: number): unknown => {
      let out = value;
      for (let i = 0; i < levels; i++) out = [out];
      return out;
    };
    const spans = findSensitiveSpans(new Map([['f.yaml', 'token: Hunt3r-x\n']]));
    expect(maskJson(spans, nest(['Hunt3r-x', 1], 512))).toEqual(nest([MASK, 1], 512));
    expect(maskJson(spans, nest(['Hunt3r-x', 1], 513))).toEqual(nest(MASK, 513));
    expect(maskJson(spans, nest({ a: ['Hunt3r-x'] }, 512))).toEqual(nest({ a: MASK }, 512));
    const r = new SecretRedactor().add('S3cret');
    expect(r.redactJson(nest(['S3cret', 1], 512))).toEqual(nest([REDACTED, 1], 512));
    expect(r.redactJson(nest(['S3cret', 1], 513))).toEqual(nest(REDACTED, 513));
    expect(r.redactJson(nest({ a: ['S3cret'] }, 512))).toEqual(nest({ a: REDACTED }, 512));
  });
});

describe('masking: placeholders, reference fields and SimpleSchema status', () => {
  it('a placeholder password of sixteen asterisks, echoed twice, is two masks (a mask is never masked again)', () => {
    const spans = findSensitiveSpans(new Map([['p.yaml', 'password: "****************"\n']]));
    expect(maskText(spans, `got ${'*'.repeat(32)}`)).toBe(`got ${MASK}${MASK}`);
  });

  it('a ConfigData secret entry: a map under a reference field is no value', () => {
    const text = 'kind: ConfigData\nsecrets:\n  - name: db\n    description: {en: Database login}\n    value: Hunt3r-x\n';
    const spans = findSensitiveSpans(new Map([['c.yaml', text]]));
    expect(maskSource(text, spans.ranges.get('c.yaml'))).toBe(text.replace('Hunt3r-x', MASK));
    expect(spans.values).toEqual(['Hunt3r-x']);
  });

  it('an RGD SimpleSchema status field under a credential key is a field: its expressions are hidden, its other fields shown', () => {
    const text =
      'kind: ResourceGraphDefinition\nspec:\n  schema:\n    status:\n      credentials:\n        token: ${secret.data.token}\n        endpoint: ${db.status.endpoint}\n';
    const spans = findSensitiveSpans(new Map([['r.yaml', text]]));
    expect(maskSource(text, spans.ranges.get('r.yaml'))).toBe(text.replace('${secret.data.token}', MASK));
  });

  it('the redactor redacts any sentence, an exclamation too', () => {
    expect(new SecretRedactor().add('here').redact('Stryker was here!')).toBe(`Stryker was ${REDACTED}!`);
  });
});
