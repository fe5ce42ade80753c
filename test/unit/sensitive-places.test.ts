/**
 * The sensitive places of docs/design/secrets.md as whole answers: for each input, the
 * text a code frame shows, the secret values, and the lines each sits on. Every answer is
 * asserted for the three readers of the module (the fast reader with shadows, the `yaml`
 * tree, and the values-only reader of the summary line): they must agree.
 */
import { describe, expect, it } from 'vitest';
import { findSensitiveSpans, findSensitiveValues, maskSource } from '../../src/sensitive/index.js';
import { spansFromTree, spansWithoutTree } from '../../src/sensitive/spans.js';

type Answer = { shown: Record<string, string>; values: string[]; located: Record<string, [string, number, number][]> };

function answer(spans: ReturnType<typeof findSensitiveSpans>, files: Record<string, string>): Answer {
  const shown: Record<string, string> = {};
  for (const [file, text] of Object.entries(files)) shown[file] = maskSource(text, spans.ranges.get(file));
  const located: Answer['located'] = {};
  for (const [file, list] of spans.located) located[file] = list.map((v) => [v.text, v.lines[0], v.lines[1]]);
  return { shown, values: [...spans.values], located };
}

/** The answer of every reader; they must be the same. */
function readAll(files: Record<string, string>): Answer {
  const sources = new Map(Object.entries(files));
  const fast = answer(findSensitiveSpans(sources), files);
  expect(answer(spansFromTree(sources), files)).toEqual(fast);
  const without = spansWithoutTree(sources);
  if (without) expect(answer(without, files)).toEqual(fast);
  expect([...findSensitiveValues(sources)]).toEqual(fast.values);
  return fast;
}

describe('sensitive places, whole answers', () => {
  it('a Secret object: data and stringData hidden whole, metadata shown', () => {
    const text = 'kind: Secret\nmetadata:\n  name: db\ndata:\n  user: YWRtaW4=\n  pass: aHVudGVyMg==\nstringData:\n  config: |\n    host=db\n    pw=Hunter2x\n';
    expect(readAll({ 's.yaml': text })).toEqual({
      shown: { 's.yaml': 'kind: Secret\nmetadata:\n  name: db\ndata:\n  ********\n\nstringData:\n  ********\n\n\n' },
      values: ['host=db\npw=Hunter2x\n', 'aHVudGVyMg==', 'YWRtaW4='],
      located: {
        's.yaml': [
          ['YWRtaW4=', 5, 5],
          ['aHVudGVyMg==', 6, 6],
          ['host=db\npw=Hunter2x\n', 8, 10],
        ],
      },
    });
  });

  it('a data key that is not at the root of a Secret, and a root data of another kind, are shown', () => {
    const text = 'kind: Secret\nmetadata:\n  data: shown-1\n---\nkind: ConfigMap\ndata:\n  x: shown-2\n';
    expect(readAll({ 'c.yaml': text })).toEqual({ shown: { 'c.yaml': text }, values: [], located: {} });
  });

  it('a list under a credential key: strings and numbers are values, booleans are not; a list item starts on its own line', () => {
    const text = 'apiToken:\n  - Tok3n-one\n  - 42\n  - true\n  - {inner: Tok3n-two}\nname: keep\n';
    expect(readAll({ 'l.yaml': text })).toEqual({
      shown: { 'l.yaml': 'apiToken:\n  ********\n\n\n\nname: keep\n' },
      values: ['Tok3n-one', 'Tok3n-two', '42'],
      located: {
        'l.yaml': [
          ['Tok3n-one', 1, 2],
          ['42', 2, 3],
          ['Tok3n-two', 5, 5],
        ],
      },
    });
  });

  it('a ConfigData secrets[] entry: every key but the references is hidden', () => {
    const text =
      'kind: ConfigData\nsecrets:\n  - name: db\n    path: a.b\n    key: pw\n    description: keep me\n    optional: true\n    value: Hunter2x\n    data: {x: S3cret-y}\n';
    expect(readAll({ 'cd.yaml': text })).toEqual({
      shown: {
        'cd.yaml':
          'kind: ConfigData\nsecrets:\n  - name: db\n    path: a.b\n    key: pw\n    description: keep me\n    optional: true\n    value: ********\n    data: ********\n',
      },
      values: ['Hunter2x', 'S3cret-y'],
      located: {
        'cd.yaml': [
          ['Hunter2x', 8, 8],
          ['S3cret-y', 9, 9],
        ],
      },
    });
  });

  it('a key that is not a scalar (a flow list, an empty key) does not take its value out of a secret place', () => {
    const instance = 'kind: Podinfo\nspec:\n  secrets:\n    ? [db]\n    : Hunter2x\n    : S3cret-y\n';
    const configData = 'kind: ConfigData\nsecrets:\n  - ? [value]\n    : Hunter2x\n';
    const secret = 'kind: Secret\ndata:\n  ? {a: b}\n  : S3cret-y\n';
    for (const [file, text] of [
      ['i.yaml', instance],
      ['cd.yaml', configData],
      ['s.yaml', secret],
    ] as const) {
      const got = readAll({ [file]: text });
      expect(got.shown[file]).not.toMatch(/Hunter2x|S3cret-y/);
      expect(got.values.length).toBeGreaterThan(0);
    }
  });

  it('secrets[] of another kind, and spec.secrets of a ConfigData, are not secret places', () => {
    const text = 'kind: Other\nsecrets:\n  - value: shown-1\n---\nkind: ConfigData\nspec:\n  secrets:\n    db: shown-2\n';
    expect(readAll({ 'o.yaml': text })).toEqual({ shown: { 'o.yaml': text }, values: [], located: {} });
  });

  it("an instance's spec.secrets: the value hidden, the name and key references shown, a plain value hidden", () => {
    const text = 'kind: Podinfo\nspec:\n  secrets:\n    db:\n      name: ref-name\n      key: ref-key\n      value: Hunter2x\n    plain: S3cret-y\n';
    expect(readAll({ 'i.yaml': text })).toEqual({
      shown: { 'i.yaml': 'kind: Podinfo\nspec:\n  secrets:\n    db:\n      name: ref-name\n      key: ref-key\n      value: ********\n    plain: ********\n' },
      values: ['Hunter2x', 'S3cret-y'],
      located: {
        'i.yaml': [
          ['Hunter2x', 7, 7],
          ['S3cret-y', 8, 8],
        ],
      },
    });
  });

  it('writeOnly and format: password parameters: their schema values, defaults, and the same keys in other documents', () => {
    const text = [
      'kind: ConfigData',
      'configuration:',
      '  schema:',
      '    properties:',
      '      login: {type: string, writeOnly: true, default: Def-4ult, examples: [Ex-4mple], enum: [En-um1], const: Con-st1}',
      '      nested:',
      '        type: object',
      '        properties:',
      '          inner: {type: string, format: password}',
      '      open: {type: string, writeOnly: false, default: Sh0wn-1}',
      '  defaults:',
      '    login: Hunter2x',
      '    nested:',
      '      inner: S3cret-y',
      '    open: Sh0wn-2',
      '---',
      'kind: Other',
      'inner: Inn3r-val',
      'login: Log1n-val',
      'open: Sh0wn-3',
      '',
    ].join('\n');
    const shown = text
      .replace('Def-4ult', '********')
      .replace('[Ex-4mple]', '********')
      .replace('[En-um1]', '********')
      .replace('Con-st1', '********')
      .replace('Hunter2x', '********')
      .replace('S3cret-y', '********')
      .replace('Inn3r-val', '********')
      .replace('Log1n-val', '********');
    expect(readAll({ 'p.yaml': text })).toEqual({
      shown: { 'p.yaml': shown },
      values: ['Inn3r-val', 'Log1n-val', 'Def-4ult', 'Ex-4mple', 'Hunter2x', 'S3cret-y', 'Con-st1', 'En-um1'],
      located: {
        'p.yaml': [
          ['Def-4ult', 5, 5],
          ['Ex-4mple', 5, 5],
          ['En-um1', 5, 5],
          ['Con-st1', 5, 5],
          ['Hunter2x', 12, 12],
          ['S3cret-y', 14, 14],
          ['Inn3r-val', 18, 18],
          ['Log1n-val', 19, 19],
        ],
      },
    });
  });

  it('a writeOnly parameter of one file hides its key in the other files of the run, not the parameter schema of an unrelated file', () => {
    const files = {
      'cd.yaml': 'kind: ConfigData\nconfiguration:\n  schema:\n    properties:\n      login: {type: string, writeOnly: true}\n',
      'values.yaml': 'login: Hunter2x\nuser: admin\n',
    };
    expect(readAll(files)).toEqual({
      shown: { 'cd.yaml': files['cd.yaml'], 'values.yaml': 'login: ********\nuser: admin\n' },
      values: ['Hunter2x'],
      located: { 'values.yaml': [['Hunter2x', 1, 1]] },
    });
  });

  it('a parameter named as a credential: its schema is shown, its default hidden', () => {
    const text =
      'kind: ConfigData\nconfiguration:\n  schema:\n    properties:\n      dbPassword:\n        type: string\n        description: the password\n        default: Hunter2x\n';
    expect(readAll({ 'cd.yaml': text })).toEqual({
      shown: { 'cd.yaml': text.replace('Hunter2x', '********') },
      values: ['Hunter2x'],
      located: { 'cd.yaml': [['Hunter2x', 8, 8]] },
    });
  });

  it('a schema under a credential key is a schema (x-kubernetes- keywords too); a map with another key is a value', () => {
    const text = [
      'spec:',
      '  clientToken:',
      '    type: string',
      '    x-kubernetes-preserve-unknown-fields: true',
      '    example: Ex-4mple',
      '  refToken:',
      '    $ref: "#/defs/t"',
      '  objToken:',
      '    properties: {a: {type: string}}',
      '  oddToken:',
      '    type: strange',
      '  userToken:',
      '    type: string',
      '    value: V4lue-1',
      '  emptyToken: {}',
      '',
    ].join('\n');
    expect(readAll({ 'crd.yaml': text })).toEqual({
      shown: {
        'crd.yaml': text
          .replace('Ex-4mple', '********')
          .replace('type: strange', '********')
          .replace('type: string\n    value: V4lue-1', '********\n')
          .replace('{}', '********'),
      },
      values: ['Ex-4mple', 'strange', 'V4lue-1', 'string'],
      located: {
        'crd.yaml': [
          ['Ex-4mple', 5, 5],
          ['strange', 11, 11],
          ['string', 13, 13],
          ['V4lue-1', 14, 14],
        ],
      },
    });
  });

  it('an RGD SimpleSchema field: the text is hidden, only its default is a value; a nested object is more schema', () => {
    const text = [
      'kind: ResourceGraphDefinition',
      'spec:',
      '  schema:',
      '    spec:',
      '      password: string | default=Hunter2x',
      '      quoted: string',
      '      apiToken: string | required=true default="a \\"b\\""',
      '      db:',
      '        dbPassword: string | default=""',
      '        creds:',
      '          secret: integer|default=1234',
      '    status:',
      '      token: ${x.status.token}',
      '    types:',
      '      Auth:',
      '        pin: string',
      '  resources:',
      '    - template:',
      '        password: Tmpl-S3cret',
      '',
    ].join('\n');
    const shown = text
      .replace('string | default=Hunter2x', '********')
      .replace('string | required=true default="a \\"b\\""', '********')
      .replace('string | default=""', '********')
      .replace('integer|default=1234', '********')
      .replace('${x.status.token}', '********')
      .replace('        pin: string', '        pin: ********')
      .replace('Tmpl-S3cret', '********');
    expect(readAll({ 'rgd.yaml': text })).toEqual({
      shown: { 'rgd.yaml': shown },
      values: ['Tmpl-S3cret', 'Hunter2x', 'a "b"', '1234'],
      located: {
        'rgd.yaml': [
          ['Hunter2x', 5, 5],
          ['a "b"', 7, 7],
          ['1234', 11, 11],
          ['Tmpl-S3cret', 19, 19],
        ],
      },
    });
  });

  it('a SimpleSchema marker outside an RGD, or outside spec.schema, is a plain value', () => {
    const text = 'kind: Other\nspec:\n  schema:\n    spec:\n      password: string | default=x1\n';
    expect(readAll({ 'o.yaml': text })).toEqual({
      shown: { 'o.yaml': 'kind: Other\nspec:\n  schema:\n    spec:\n      password: ********\n' },
      values: ['string | default=x1'],
      located: { 'o.yaml': [['string | default=x1', 5, 5]] },
    });
  });

  it('URLs with credentials in any file, comments too, raw and decoded', () => {
    const text = '# https://ci:C0mment-pw@ghcr.io\nrepo: https://u:p%40ss-W0rd@ghcr.io/acme\nbad: https://u:%E0%A4%A@ghcr.io\n';
    expect(readAll({ 'u.yaml': text })).toEqual({
      shown: { 'u.yaml': '# https://ci:********@ghcr.io\nrepo: https://u:********@ghcr.io/acme\nbad: https://u:********@ghcr.io\n' },
      values: ['p%40ss-W0rd', 'C0mment-pw', 'p@ss-W0rd', '%E0%A4%A'],
      located: {
        'u.yaml': [
          ['C0mment-pw', 1, 1],
          ['p%40ss-W0rd', 2, 2],
          ['p@ss-W0rd', 2, 2],
          ['%E0%A4%A', 3, 3],
        ],
      },
    });
  });

  it('YAML that does not parse: credential-key lines hidden line by line, quotes off the value', () => {
    const text = 'password: "S3cret-q"\ntoken: \'T0ken-q\'\n- apiKey: K3y-val\nname: keep\n: : [\n';
    const got = readAll({ 'b.yaml': text });
    expect(got.shown).toEqual({ 'b.yaml': 'password: ********\ntoken: ********\n- apiKey: ********\nname: keep\n: : [\n' });
    expect(got.values).toEqual(['S3cret-q', 'T0ken-q', 'K3y-val']);
  });

  it('an alias under a credential key hides the alias, not the anchored value elsewhere', () => {
    const text = 'base: &b Sh0wn-val\npassword: *b\nother: x\n';
    const spans = spansFromTree(new Map([['a.yaml', text]]));
    expect(maskSource(text, spans.ranges.get('a.yaml'))).toBe(text);
    expect(spans.values).toEqual([]);
  });

  it('a multi-line value: its lines, and a key line before a block value', () => {
    const text = 'x: 1\ntoken:\n  Tok3n-line-one\n  Tok3n-line-two\ny: 2\n';
    expect(readAll({ 'm.yaml': text })).toEqual({
      shown: { 'm.yaml': 'x: 1\ntoken:\n  ********\n\ny: 2\n' },
      values: ['Tok3n-line-one Tok3n-line-two'],
      located: { 'm.yaml': [['Tok3n-line-one Tok3n-line-two', 2, 4]] },
    });
  });

  it('the same value twice at one place is one located value; in two places, two', () => {
    const text = 'a:\n  token: Hunter2x\nb:\n  token: Hunter2x\n';
    expect(readAll({ 'd.yaml': text })).toEqual({
      shown: { 'd.yaml': 'a:\n  token: ********\nb:\n  token: ********\n' },
      values: ['Hunter2x'],
      located: {
        'd.yaml': [
          ['Hunter2x', 2, 2],
          ['Hunter2x', 4, 4],
        ],
      },
    });
  });
});

describe('sensitive places: bounds of the nesting guard, ranges, values and lines', () => {
  const secret = (extra: string) => `kind: Secret\ndata:\n  x: S3cret-val\n${extra}`;
  const hidden = (text: string) => {
    const got = readAll({ 's.yaml': text });
    expect(got.shown['s.yaml']).not.toContain('S3cret-val');
    expect(got.values).toContain('S3cret-val');
  };

  it('flow nesting of exactly 256 levels is still read as YAML: a Secret data value is hidden', () => {
    hidden(secret(`deep: ${'['.repeat(256)}${']'.repeat(256)}\n`));
  });

  it('brackets in a comment or a quoted string are no nesting: a Secret data value is hidden', () => {
    hidden(secret(`# ${'['.repeat(300)}\n`));
    hidden(secret(`note: "${'{'.repeat(300)}"\nother: '${'['.repeat(600)}'\n`));
  });

  it('nesting past the limit (a million brackets) is not read as YAML, without a crash: credential lines are still hidden', () => {
    const text = `password: S3cret-val\ndeep: ${'['.repeat(1_000_000)}\n`;
    const got = readAll({ 'd.yaml': text });
    expect(got.shown['d.yaml']).not.toContain('S3cret-val');
    expect(got.values).toContain('S3cret-val');
  });

  it('many flow collections side by side are not deep: closing brackets count down', () => {
    hidden(secret(`wide: [${Array.from({ length: 300 }, () => '[[{}]]').join(',')}]\n`));
  });

  it('an indentation of exactly 512 is still read as YAML; long lines, spaces inside a line and long keys are not indentation', () => {
    hidden(secret(`note: |\n${' '.repeat(512)}text\n`));
    hidden(secret(`long: ${'a '.repeat(600)}end\n${'k'.repeat(600)}: 1\n`));
  });

  it('a file without secrets has no ranges, on either reader', () => {
    const plain = 'name: plain\n';
    expect([
      ...findSensitiveSpans(
        new Map([
          ['a.yaml', secret('')],
          ['b.yaml', plain],
        ]),
      ).ranges.keys(),
    ]).toEqual(['a.yaml']);
    expect([
      ...findSensitiveSpans(
        new Map([
          ['a.yaml', 'password: S3cret-val\n  : : [\n'],
          ['b.yaml', plain],
        ]),
      ).ranges.keys(),
    ]).toEqual(['a.yaml']);
  });

  it('an empty value is no secret value', () => {
    expect(readAll({ 'e.yaml': 'password: ""\ntoken: \'\'\n' }).values).toEqual([]);
    expect(readAll({ 'e.yaml': 'password: ""\n  : : [\n' }).values).toEqual([]);
  });

  it('located values are in source order, whatever order the reader visits keys in', () => {
    const text = 'kind: Secret\ndata:\n  z: Zz-secret-1\n  10: Ten-secret-2\n  b: Bb-secret-3\n';
    expect(readAll({ 'o.yaml': text }).located).toEqual({
      'o.yaml': [
        ['Zz-secret-1', 3, 3],
        ['Ten-secret-2', 4, 4],
        ['Bb-secret-3', 5, 5],
      ],
    });
  });

  it('a value ending at the start of a line ends on that line', () => {
    expect(readAll({ 'f.yaml': '{password: abc\nd}\n' }).located).toEqual({ 'f.yaml': [['abc d', 1, 2]] });
  });
});

describe('sensitive places: which paths are parameter lists, instance secrets and SimpleSchema fields', () => {
  it('only configuration.schema[...].properties lists parameter names; a credential key elsewhere in a ConfigData is a value', () => {
    const text = [
      'kind: ConfigData',
      'configuration:',
      '  schema:',
      '    properties:',
      '      dbPassword: {description: keep}',
      '      db: {type: object, properties: {apiToken: {description: keep2}}}',
      '    extra:',
      '      password: Hidden-one',
      'other:',
      '  schema:',
      '    properties:',
      '      password: Hidden-two',
      '',
    ].join('\n');
    const got = readAll({ 'cd.yaml': text });
    expect(got.shown['cd.yaml']).toBe(text.replace('Hidden-one', '********').replace('Hidden-two', '********'));
    expect(got.values).toEqual(['Hidden-one', 'Hidden-two']);
  });

  it("a schema under a credential key of an instance's spec.secrets is hidden whole; secrets outside spec are shown", () => {
    const text =
      'kind: Podinfo\nspec:\n  secrets:\n    password: {type: string, description: Hidden-desc}\nstatus:\n  secrets:\n    db:\n      value: Shown-status\n';
    const got = readAll({ 'i.yaml': text });
    expect(got.shown['i.yaml']).toBe(text.replace('string', '********').replace('Hidden-desc', '********'));
  });

  it('a SimpleSchema marker of an RGD outside spec.schema.spec/status/types is a plain value', () => {
    const text =
      'kind: ResourceGraphDefinition\nother:\n  schema:\n    spec:\n      password: string | default=x1\nspec:\n  other:\n    spec:\n      token: string | default=x2\n';
    expect(readAll({ 'r.yaml': text }).values).toEqual(['string | default=x1', 'string | default=x2']);
  });

  it('a SimpleSchema default is its text as written: numbers are not normalised, a broken quoted default is kept raw', () => {
    const text =
      'kind: ResourceGraphDefinition\nspec:\n  schema:\n    spec:\n      pin: number | default=1.50\n      password: string | default="unterminated\n';
    expect(readAll({ 'r.yaml': text }).values).toEqual(['"unterminated', '1.50']);
  });

  it('a writeOnly parameter 16 levels down is still a parameter', () => {
    let schema = '{type: string, writeOnly: true}';
    for (let i = 0; i < 16; i++) schema = `{type: object, properties: {l${i}: ${schema}}}`;
    const cd = `kind: ConfigData\nconfiguration:\n  schema:\n    properties:\n      top: ${schema}\n`;
    const got = readAll({ 'cd.yaml': cd, 'v.yaml': 'l0: Deep-S3cret\n' });
    expect(got.values).toEqual(['Deep-S3cret']);
  });
});

describe('sensitive places: two values at one place', () => {
  it('a URL password and its decoded form sit at one place, in text order', () => {
    const text = 'repo: https://u:a%20b-W0rd@ghcr.io/acme\n';
    expect(readAll({ 'u.yaml': text }).located).toEqual({
      'u.yaml': [
        ['a b-W0rd', 1, 1],
        ['a%20b-W0rd', 1, 1],
      ],
    });
  });
});

describe('sensitive places: a URL whose @ is an escape of a double-quoted scalar', () => {
  it('\\x40, \\u0040 and \\U00000040 hide the scalar whole; in a single-quoted or plain scalar \\x40 is text, no @', () => {
    const text = [
      'a: "https://ci:Pw-x40\\x40ghcr.io"',
      'b: "https://ci:Pw-u40\\u0040ghcr.io"',
      'c: "https://ci:Pw-U40\\U00000040ghcr.io"',
      "d: 'https://ci:Pw-sq\\x40ghcr.io'",
      'e: https://ci:Pw-plain\\x40ghcr.io',
      '',
    ].join('\n');
    expect(readAll({ 'e.yaml': text })).toEqual({
      shown: { 'e.yaml': "a: ********\nb: ********\nc: ********\nd: 'https://ci:Pw-sq\\x40ghcr.io'\ne: https://ci:Pw-plain\\x40ghcr.io\n" },
      values: ['Pw-x40', 'Pw-u40', 'Pw-U40'],
      located: {
        'e.yaml': [
          ['Pw-x40', 1, 1],
          ['Pw-u40', 2, 2],
          ['Pw-U40', 3, 3],
        ],
      },
    });
    expect(findSensitiveSpans(new Map([['e.yaml', text]])).ranges.get('e.yaml')).toEqual([
      [3, 33],
      [37, 69],
      [73, 109],
    ]);
  });

  it('such a scalar on the first line of a file, alone or as a list item, is on line 1', () => {
    expect(readAll({ 'r.yaml': '"https://ci:Pw-s3cret\\x40ghcr.io"\n' })).toEqual({
      shown: { 'r.yaml': '********\n' },
      values: ['Pw-s3cret'],
      located: { 'r.yaml': [['Pw-s3cret', 1, 1]] },
    });
    expect(readAll({ 'r.yaml': '- "https://ci:Pw-s3cret\\x40ghcr.io"\n' }).located).toEqual({ 'r.yaml': [['Pw-s3cret', 1, 1]] });
  });

  it('an escaped line break inside the scalar is part of it', () => {
    expect(readAll({ 'c.yaml': 'repo: "https://ci:Pw-s3cret\\x40ghcr.\\\n  io/acme"\n' })).toEqual({
      shown: { 'c.yaml': 'repo: ********\n\n' },
      values: ['Pw-s3cret'],
      located: { 'c.yaml': [['Pw-s3cret', 1, 2]] },
    });
  });

  it('a double-quoted URL without escapes shows all but its password, although another scalar has an escape', () => {
    const text = 'note: "tab\\there"\nrepo: "https://u:Pw-plain@ghcr.io"\n';
    expect(readAll({ 'p.yaml': text }).shown).toEqual({ 'p.yaml': 'note: "tab\\there"\nrepo: "https://u:********@ghcr.io"\n' });
  });

  it('a scalar with an invalid escape besides the escaped @ is still hidden whole', () => {
    expect(readAll({ 'q.yaml': 'repo: "https://ci:Pw-s3cret\\x40ghcr.io\\q"\n' })).toEqual({
      shown: { 'q.yaml': 'repo: ********\n' },
      values: ['Pw-s3cret'],
      located: { 'q.yaml': [['Pw-s3cret', 1, 1]] },
    });
  });
});

describe('sensitive places: the ranges a code frame hides are merged', () => {
  it('two ranges that touch are one', () => {
    const text = '# "https://a:Pw-one\\x40h""https://b:Pw-two\\x40h"\n';
    expect(findSensitiveSpans(new Map([['t.yaml', text]])).ranges.get('t.yaml')).toEqual([[2, 48]]);
    expect(readAll({ 't.yaml': text }).shown).toEqual({ 't.yaml': '# ********\n' });
  });

  it('the items of a hidden list are inside its range, after two ranges before it', () => {
    const text = 'a: https://u:Pw-1@h\nb: https://u:Pw-2@h\ntoken: [Tok-a, Tok-b]\n';
    expect(findSensitiveSpans(new Map([['l.yaml', text]])).ranges.get('l.yaml')).toEqual([
      [13, 17],
      [33, 37],
      [47, 61],
    ]);
    expect(spansFromTree(new Map([['l.yaml', text]])).ranges.get('l.yaml')).toEqual([
      [13, 17],
      [33, 37],
      [47, 61],
    ]);
  });
});

describe('sensitive places: YAML that does not parse, line by line', () => {
  // 600 brackets first: the parser stops (too deep) before the lines, so only the line rule speaks.
  const broken = (lines: string[]) => [`deep: ${'['.repeat(600)}`, ...lines, ''].join('\n');

  it("the forms of a credential line: list items, quoted keys, spaces around the colon, a block scalar's lines; comments are not values", () => {
    const text = broken([
      '# password: Comment-pw',
      '-   apiKey: K3y-dash',
      '"password": S3cret-dq',
      'token: "T0ken-dq"',
      'token : T0ken-sp',
      'secret:   S3cret-wide',
      'password: |',
      '  Block-line',
      'apiKey: ',
      'password: a>b|c',
      "token: x'y'",
      "secret: 'S3c'ret",
      'password: "S3cret-nb"\u00a0',
    ]);
    const got = readAll({ 'b.yaml': text });
    expect(got.shown['b.yaml']).toBe(
      broken([
        '# password: Comment-pw',
        '-   apiKey: ********',
        '"password": ********',
        'token: ********',
        'token : ********',
        'secret:   ********',
        'password: |',
        '  ********',
        'apiKey: ',
        'password: ********',
        'token: ********',
        'secret: ********',
        'password: ********',
      ]),
    );
    expect(got.located['b.yaml']).toEqual([
      ['K3y-dash', 3, 3],
      ['S3cret-dq', 4, 4],
      ['T0ken-dq', 5, 5],
      ['T0ken-sp', 6, 6],
      ['S3cret-wide', 7, 7],
      ['Block-line', 8, 9],
      ['a>b|c', 11, 11],
      ["x'y'", 12, 12],
      ["'S3c'ret", 13, 13],
      ['S3cret-nb', 14, 14],
    ]);
  });

  it('a block scalar under a credential key: every line indented past the key, blank lines between them, up to the next key', () => {
    const text = broken([
      'db:',
      '  password: >-  # folded',
      '    Line-one',
      '',
      '    Line-two',
      '  user: shown',
      '- token: |2',
      '    Tok-line',
      'note: |',
      '  shown-too',
    ]);
    const got = readAll({ 'k.yaml': text });
    expect(got.shown['k.yaml']).toBe(
      broken(['db:', '  password: >-  # folded', '    ********', '', '    ********', '  user: shown', '- token: |2', '    ********', 'note: |', '  shown-too']),
    );
    expect(got.values).toEqual(['Line-one', 'Line-two', 'Tok-line']);
  });

  it('a block scalar header that is not one (|x, |2x, |-x) hides nothing below it; a line of spaces inside a block does not end it', () => {
    const text = broken([
      'a:',
      '  password: |x',
      '    Shown-1',
      '  token: |2x',
      '    Shown-2',
      '  secret: |-x',
      '    Shown-3',
      '  apiKey: |',
      '    Hid-1',
      ' ',
      '    Hid-2',
      '  user: shown',
    ]);
    const got = readAll({ 'h.yaml': text });
    expect(got.shown['h.yaml']).toBe(
      broken([
        'a:',
        '  password: |x',
        '    Shown-1',
        '  token: |2x',
        '    Shown-2',
        '  secret: |-x',
        '    Shown-3',
        '  apiKey: |',
        '    ********',
        ' ',
        '    ********',
        '  user: shown',
      ]),
    );
    expect(got.values).toEqual(expect.arrayContaining(['Hid-1', 'Hid-2']));
  });

  it('a block scalar at the end of the text: its last line without a newline, or no line at all; lines above are never part of it', () => {
    const deep = `deep: ${'['.repeat(600)}`;
    const last = readAll({ 'e.yaml': `${deep}\npassword: |\n  Last-secret` });
    expect(last.shown['e.yaml']).toBe(`${deep}\npassword: |\n  ********`);
    expect(last.values).toEqual(['Last-secret']);
    for (const end of ['', '\n']) {
      const text = `    Top-line\n${deep}\n  password: |${end}`;
      expect(readAll({ 't.yaml': text }).shown['t.yaml']).toBe(text);
    }
  });

  it('a block scalar in a CRLF file: each line hidden up to its CR, the next key shown', () => {
    const text = [`deep: ${'['.repeat(600)}`, 'password: |', '  Crlf-secret', 'user: shown-crlf', ''].join('\r\n');
    const got = readAll({ 'c.yaml': text });
    expect(got.shown['c.yaml']).toBe([`deep: ${'['.repeat(600)}`, 'password: |', '  ********', 'user: shown-crlf', ''].join('\r\n'));
    expect(got.values).toEqual(['Crlf-secret']);
  });

  it('a block line with a carriage return inside it (not before its newline) is hidden to its last character', () => {
    const deep = `deep: ${'['.repeat(600)}`;
    const got = readAll({ 'r.yaml': `${deep}\npassword: |\n  Cr\rtail-secret\nuser: shown\n` });
    expect(got.shown['r.yaml']).toBe(`${deep}\npassword: |\n  ********\nuser: shown\n`);
  });

  it('an escaped space before the escaped @ of a URL keeps the scalar whole', () => {
    const text = 'url: "https://ci:Hunter2secret\\x40ghcr.io/a\\ b"\n';
    const got = readAll({ 'u.yaml': text });
    expect(got.shown['u.yaml']).not.toContain('Hunter2secret');
  });

  it('a stream with one clean document and one broken one gets the line rule', () => {
    expect(readAll({ 'm.yaml': 'ok: 1\n---\nnote: "unterminated\npassword: S3cret-x\n' })).toEqual({
      shown: { 'm.yaml': 'ok: 1\n---\nnote: "unterminated\npassword: ********\n' },
      values: ['S3cret-x'],
      located: { 'm.yaml': [['S3cret-x', 4, 4]] },
    });
  });

  it('a file past the node budget (a million nodes) is not parsed: credential lines are still hidden', () => {
    const text = `password: S3cret-val\nbig: [${'1,'.repeat(1_000_000)}1]\n`;
    const got = readAll({ 'n.yaml': text });
    expect(got.shown['n.yaml']).toBe(text.replace('S3cret-val', '********'));
    expect(got.values).toEqual(['S3cret-val']);
  });
});

describe('sensitive places: nesting under a credential key, empty values', () => {
  it('a value 256 levels down is a value; past 256 levels it is hidden with its parent, but no value', () => {
    const deep = (n: number, open: string, close: string) => `password: ${open.repeat(n)}Deep-val${close.repeat(n)}\n`;
    expect(readAll({ 'd.yaml': deep(256, '[', ']') })).toEqual({
      shown: { 'd.yaml': 'password: ********\n' },
      values: ['Deep-val'],
      located: { 'd.yaml': [['Deep-val', 1, 1]] },
    });
    expect(readAll({ 'd.yaml': deep(300, '[', ']') })).toEqual({ shown: { 'd.yaml': 'password: ********\n' }, values: [], located: {} });
    expect(readAll({ 'd.yaml': deep(300, '{a: ', '}') })).toEqual({ shown: { 'd.yaml': 'password: ********\n' }, values: [], located: {} });
  });

  it('null values: an empty key elsewhere, a null item of a hidden list', () => {
    expect(readAll({ 'n.yaml': 'empty:\napiToken: [Tok3n-a, null]\n' })).toEqual({
      shown: { 'n.yaml': 'empty:\napiToken: ********\n' },
      values: ['Tok3n-a'],
      located: { 'n.yaml': [['Tok3n-a', 2, 2]] },
    });
  });

  it('an empty SimpleSchema field under a credential key is marked where it sits, with no value', () => {
    const text = 'kind: ResourceGraphDefinition\nspec:\n  schema:\n    spec:\n      password:\n      name: string\n';
    expect(readAll({ 'r.yaml': text })).toEqual({ shown: { 'r.yaml': text.replace('password:', 'password:********') }, values: [], located: {} });
  });
});
