/**
 * EditableYaml writes that add keys and list items (and replace collections) in Helm
 * values files and kustomize manifests: the exact text rendered, and that it reads back as
 * the data written. A line `replicaCount: 1    # as written` marks documents whose
 * layout must be kept: a document re-serialised from its AST loses the extra spaces
 * before the comment (`replicaCount: 1 # as written`).
 */
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { loadYaml } from '../../src/source/index.js';
import { APPEND, type ValuesPath } from '../../src/configdata/values-path.js';
import { EditableYaml, type WriteMode, type WriteOutcome } from '../../src/localize/yaml-edit.js';

const KEPT = 'replicaCount: 1    # as written\n';
const NORMALISED = 'replicaCount: 1 # as written\n';

type Write = readonly [path: ValuesPath, value: unknown, mode?: WriteMode];

function open(source: string): EditableYaml {
  const problems: unknown[] = [];
  const file = new EditableYaml(loadYaml('values.yaml', source, (d) => problems.push(d)));
  expect(problems).toEqual([]);
  return file;
}

/** Applies `writes` to document 0 and renders; the text must read back as the edited AST. */
function edit(source: string, ...writes: Write[]): { text: string; outcomes: WriteOutcome[] } {
  const file = open(source);
  const outcomes = writes.map(([path, value, mode]) => file.write(0, path, value, mode ?? 'merge'));
  const text = file.render();
  const back = parseAllDocuments(text);
  expect(Array.isArray(back) ? back.map((d) => d.toJS() as unknown) : []).toEqual(file.documents.map((d) => d.doc.toJS() as unknown));
  return { text, outcomes };
}

const text = (source: string, ...writes: Write[]) => edit(source, ...writes).text;

describe('adding keys to block maps', () => {
  it('appends a key after the last entry at the map indentation (2 spaces)', () => {
    const source = `${KEPT}image:\n  repository: nginx\n  tag: "1.25"\nservice:\n  port: 80\n`;
    const out = text(source, [['image', 'pullPolicy'], 'IfNotPresent']);
    expect(out).toBe(`${KEPT}image:\n  repository: nginx\n  tag: "1.25"\n  pullPolicy: IfNotPresent\nservice:\n  port: 80\n`);
    expect(parse(out)).toEqual({ replicaCount: 1, image: { repository: 'nginx', tag: '1.25', pullPolicy: 'IfNotPresent' }, service: { port: 80 } });
  });

  it('keeps several new keys of one map in the order written', () => {
    const source = `${KEPT}image:\n  repository: nginx\n`;
    expect(text(source, [['image', 'registry'], 'mirror.example'], [['image', 'tag'], '1.25'], [['image', 'digest'], 'sha256:abc'])).toBe(
      `${KEPT}image:\n  repository: nginx\n  registry: mirror.example\n  tag: "1.25"\n  digest: sha256:abc\n`,
    );
  });

  it('adds keys to the document root after its last entry', () => {
    expect(text(`${KEPT}image:\n  tag: x\n`, [['fullnameOverride'], 'web'], [['nameOverride'], 'w'])).toBe(
      `${KEPT}image:\n  tag: x\nfullnameOverride: web\nnameOverride: w\n`,
    );
  });

  it('uses the 4-space indentation of the file for a nested value it creates', () => {
    const source = `${KEPT}resources:\n    limits:\n        cpu: 500m\n`;
    const out = text(source, [['resources', 'requests', 'memory'], '128Mi']);
    expect(out).toBe(`${KEPT}resources:\n    limits:\n        cpu: 500m\n    requests:\n        memory: 128Mi\n`);
    expect(parse(out)).toEqual({ replicaCount: 1, resources: { limits: { cpu: '500m' }, requests: { memory: '128Mi' } } });
  });

  it('takes the indentation from maps inside list items too', () => {
    const source = `- op: add\n  path: /spec/template\n  value:\n      metadata:\n          name: x\n`;
    expect(text(source, [[0, 'value', 'spec', 'replicas'], 2])).toBe(
      `- op: add\n  path: /spec/template\n  value:\n      metadata:\n          name: x\n      spec:\n          replicas: 2\n`,
    );
  });

  it('adds after a last entry that ends the file without a newline', () => {
    expect(text(`${KEPT}image:\n  repository: nginx`, [['image', 'tag'], '1.25'])).toBe(`${KEPT}image:\n  repository: nginx\n  tag: "1.25"\n`);
  });

  it('adds an entry holding a map or a list as block lines below the new key', () => {
    const source = `${KEPT}podAnnotations:\n  a: b\n`;
    expect(text(source, [['securityContext'], { runAsUser: 1000, capabilities: { drop: ['ALL'] } }])).toBe(
      `${KEPT}podAnnotations:\n  a: b\nsecurityContext:\n  runAsUser: 1000\n  capabilities:\n    drop:\n      - ALL\n`,
    );
  });
});

describe('list items and sequence indentation', () => {
  it('appends to a list that is not indented under its key, and writes new lists the same way', () => {
    const source = `${KEPT}tolerations:\n- key: a\n  operator: Exists\n`;
    const out = text(source, [['tolerations', APPEND], { key: 'b', operator: 'Exists' }], [['extraArgs'], ['--v=2']]);
    expect(out).toBe(`${KEPT}tolerations:\n- key: a\n  operator: Exists\n- key: b\n  operator: Exists\nextraArgs:\n- --v=2\n`);
  });

  it('appends to a list indented under its key, and writes new lists the same way', () => {
    const source = `${KEPT}args:\n  - --a\n`;
    expect(text(source, [['args', 1], '--b'], [['env'], [{ name: 'X', value: '1' }]])).toBe(
      `${KEPT}args:\n  - --a\n  - --b\nenv:\n  - name: X\n    value: "1"\n`,
    );
  });

  it('pads a list with nulls up to the index written (Helm --set a[3]=x)', () => {
    const { text: out, outcomes } = edit(`${KEPT}args:\n  - --a\n`, [['args', 3], '--d']);
    expect(out).toBe(`${KEPT}args:\n  - --a\n  - null\n  - null\n  - --d\n`);
    expect(parse(out)).toEqual({ replicaCount: 1, args: ['--a', null, null, '--d'] });
    expect(outcomes).toEqual([{ old: null, existed: false, path: ['args', 3] }]);
  });

  it('creates missing maps and a null-padded list for a path below an existing map (a.b[2])', () => {
    const out = text(`${KEPT}image:\n  tag: x\n`, [['image', 'pullSecrets', 2, 'name'], 'regcred']);
    expect(out).toBe(`${KEPT}image:\n  tag: x\n  pullSecrets:\n    - null\n    - null\n    - name: regcred\n`);
    expect(parse(out)).toEqual({ replicaCount: 1, image: { tag: 'x', pullSecrets: [null, null, { name: 'regcred' }] } });
  });

  it('creates a missing list at index 0 with no padding', () => {
    expect(text(`${KEPT}image:\n  tag: x\n`, [['imagePullSecrets', 0, 'name'], 'regcred'])).toBe(
      `${KEPT}image:\n  tag: x\nimagePullSecrets:\n  - name: regcred\n`,
    );
  });

  it('replaces a list item holding a map by another map', () => {
    const out = text(`${KEPT}env:\n  - name: A\n    value: "1"\n  - name: B\n`, [
      ['env', 0],
      { name: 'A', valueFrom: { secretKeyRef: { name: 's', key: 'k' } } },
    ]);
    expect(parse(out)).toEqual({ replicaCount: 1, env: [{ name: 'A', valueFrom: { secretKeyRef: { name: 's', key: 'k' } } }, { name: 'B' }] });
    expect(out).toBe(`${KEPT}env:\n  - name: A\n    valueFrom:\n      secretKeyRef:\n        name: s\n        key: k\n  - name: B\n`);
  });
});

describe('empty collections and flow collections', () => {
  it('opens `key: {}` into a block map below its key', () => {
    expect(text(`${KEPT}podAnnotations: {}\n`, [['podAnnotations', 'prometheus.io/scrape'], 'true'])).toBe(
      `${KEPT}podAnnotations:\n  prometheus.io/scrape: "true"\n`,
    );
  });

  it('opens `key: {}` with a map value into block lines', () => {
    expect(text(`${KEPT}nodeSelector: {}\nb: 1\n`, [['nodeSelector', 'kubernetes.io'], { os: 'linux', arch: 'amd64' }])).toBe(
      `${KEPT}nodeSelector:\n  kubernetes.io:\n    os: linux\n    arch: amd64\nb: 1\n`,
    );
  });

  it('opens `key:<tab>{}` without leaving the tab at the end of the key line', () => {
    expect(text(`${KEPT}podAnnotations:\t{}\n`, [['podAnnotations', 'a'], 'b'])).toBe(`${KEPT}podAnnotations:\n  a: b\n`);
  });

  it('opens `key: []` at the key column in a file whose lists are not indented', () => {
    expect(text(`${KEPT}args:\n- --a\nextraArgs: []\n`, [['extraArgs', 0], '--v=2'])).toBe(`${KEPT}args:\n- --a\nextraArgs:\n- --v=2\n`);
  });

  it('opens `key: []` indented below its key by default', () => {
    expect(text(`${KEPT}extraArgs: []\n`, [['extraArgs', APPEND], '--v=2'])).toBe(`${KEPT}extraArgs:\n  - --v=2\n`);
  });

  it('keeps a flow map with entries in flow style when a key is added', () => {
    const out = text(`${KEPT}labels: {app: web}\n`, [['labels', 'tier'], 'frontend']);
    expect(out).toBe(`${NORMALISED}labels: { app: web, tier: frontend }\n`);
  });

  it('keeps a flow list in flow style when an item is added, quoting what flow style needs', () => {
    expect(text(`${KEPT}args: [--a]\n`, [['args', APPEND], 'x, y'])).toBe(`${NORMALISED}args: [ --a, "x, y" ]\n`);
  });

  it('writes into an empty map inside a flow collection in flow style', () => {
    expect(text(`${KEPT}a: {b: {}}\n`, [['a', 'b', 'c'], 1])).toBe(`${NORMALISED}a: { b: { c: 1 } }\n`);
    expect(text(`${KEPT}a: [{}]\n`, [['a', 0, 'c'], 1])).toBe(`${NORMALISED}a: [ { c: 1 } ]\n`);
  });

  it('turns a document that is `{}` into a block map, and keeps a flow document with entries in flow', () => {
    expect(text('{}\n', [['image'], { tag: 'x' }])).toBe('image:\n  tag: x\n');
    expect(text('{image: {tag: x}}\n', [['replicaCount'], 2])).toBe('{ image: { tag: x }, replicaCount: 2 }\n');
  });

  it('turns a `{}` list item into a block map', () => {
    expect(text('- {}\n- b\n', [[0, 'name'], 'a'])).toBe('- name: a\n- b\n');
  });

  it('writes into an empty document (`~`)', () => {
    expect(text('~\n', [['image', 'tag'], '1.25'])).toBe('image:\n  tag: "1.25"\n');
  });

  it('refuses a JSON6902 write into an empty document', () => {
    expect(edit('---\n', [['a'], 1, 'patch']).outcomes).toEqual([{ error: 'the document is empty' }]);
  });
});

describe('values that need quoting or more than one line', () => {
  it.each([
    ['yes', '"yes"'],
    ['1.0', '"1.0"'],
    ['', '""'],
    ['a: b', '"a: b"'],
    ['#x', '"#x"'],
    ['@x', '"@x"'],
    ['*x', '"*x"'],
    ['null', '"null"'],
    ['0777', '"0777"'],
  ])('a new key holding the string %j is written %s', (value, written) => {
    const out = text(`${KEPT}image:\n  repository: nginx\n`, [['image', 'tag'], value]);
    expect(out).toBe(`${KEPT}image:\n  repository: nginx\n  tag: ${written}\n`);
    expect(parse(out).image.tag).toBe(value);
  });

  it('writes a multi-line string as a block scalar indented under its key', () => {
    const out = text(`${KEPT}config:\n  a: 1\n`, [['config', 'script'], 'echo a\necho b\n']);
    expect(out).toBe(`${KEPT}config:\n  a: 1\n  script: |\n    echo a\n    echo b\n`);
    expect(parse(out).config.script).toBe('echo a\necho b\n');
  });

  it('writes a long string on one line', () => {
    const long = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ');
    expect(text(`${KEPT}config:\n  a: 1\n`, [['config', 'motd'], long])).toBe(`${KEPT}config:\n  a: 1\n  motd: ${long}\n`);
    expect(text(`${KEPT}motd: short\n`, [['motd'], long])).toBe(`${KEPT}motd: ${long}\n`);
  });
});

describe('writes that cannot add', () => {
  it('refuses a key on a list and an index on a map', () => {
    const source = `${KEPT}args:\n  - --a\nimage:\n  tag: x\n`;
    expect(edit(source, [['args', 'first'], 'x']).outcomes).toEqual([{ error: '`first` cannot be set on a list' }]);
    expect(edit(source, [['args', '0'], 'x']).outcomes).toEqual([{ error: '`0` cannot be set on a list' }]);
    expect(edit(source, [['image', 0], 'x']).outcomes).toEqual([{ error: '`0` cannot be set on a map' }]);
    expect(text(source, [['args', 'first'], 'x'], [['image', 0], 'x'])).toBe(source);
  });

  it('refuses a key in a document that is a scalar', () => {
    expect(edit('just text\n', [['image'], 'x']).outcomes).toEqual([{ error: 'a scalar value is in the way' }]);
  });

  it('reads nothing below a scalar', () => {
    const file = open(`${KEPT}image: nginx:1.25\nargs:\n  - --a\n`);
    expect(file.read(0, ['image', 'tag'])).toEqual({ exists: false, value: undefined });
    expect(file.read(0, ['args', 'undefined'])).toEqual({ exists: false, value: undefined });
    expect(file.read(0, ['args', 0, 'name'])).toEqual({ exists: false, value: undefined });
    expect(file.read(0, ['args', 0])).toEqual({ exists: true, value: '--a' });
  });
});

describe('replacing a value by a collection, and collections by values', () => {
  it('puts a map in place of a scalar written on its own line', () => {
    expect(text(`${KEPT}image:\n  nginx\n`, [['image'], { repository: 'nginx', tag: '1.25' }])).toBe(
      `${NORMALISED}image:\n  repository: nginx\n  tag: "1.25"\n`,
    );
  });

  it('puts a map in place of a scalar after its key', () => {
    expect(text(`${KEPT}image: nginx\n`, [['image'], { repository: 'nginx' }])).toBe(`${NORMALISED}image:\n  repository: nginx\n`);
  });

  it('replaces a block map in place, keeping the rest of the file as written', () => {
    const source = `${KEPT}image:\n  repository: nginx\n  tag: "1.25"\nservice:\n  port: 80\n`;
    expect(text(source, [['image'], { registry: 'mirror.example', repository: 'library/nginx' }])).toBe(
      `${KEPT}image:\n  registry: mirror.example\n  repository: library/nginx\nservice:\n  port: 80\n`,
    );
  });

  it('replaces a block map at the end of a file without a newline, adding none', () => {
    expect(text(`${KEPT}image:\n  tag: x`, [['image'], { tag: 'z' }])).toBe(`${KEPT}image:\n  tag: z`);
    expect(text(`${KEPT}image:\n  tag: x`, [['image'], { repository: 'r', tag: 'z' }])).toBe(`${KEPT}image:\n  repository: r\n  tag: z`);
  });

  it('replaces a block map in a 4-space file with the file indentation, read before the map it was read from is gone', () => {
    expect(text(`${KEPT}resources:\n    limits:\n        cpu: 1\n`, [['resources'], { requests: { cpu: '500m' } }])).toBe(
      `${KEPT}resources:\n    requests:\n        cpu: 500m\n`,
    );
  });

  it('replaces a created map again', () => {
    expect(text(`${KEPT}image:\n  tag: x\n`, [['podSecurityContext'], { fsGroup: 1 }], [['podSecurityContext'], { fsGroup: 2 }])).toBe(
      `${NORMALISED}image:\n  tag: x\npodSecurityContext:\n  fsGroup: 2\n`,
    );
  });

  it.each([
    [null, 'image: null'],
    ['nginx', 'image: nginx'],
    [{}, 'image: {}'],
    [[], 'image: []'],
  ])('puts %j in place of a block map', (value, line) => {
    expect(text(`${KEPT}image:\n  repository: nginx\n`, [['image'], value])).toBe(`${NORMALISED}${line}\n`);
  });

  it('writes a map as the value of an explicit key that has none', () => {
    expect(text(`? image\nservice:\n  port: 80\n`, [['image'], { tag: 'x' }])).toBe(`image:\n  tag: x\nservice:\n  port: 80\n`);
    expect(text(`? image\nservice:\n  port: 80\n`, [['service', 'type'], 'ClusterIP'])).toBe(`? image\nservice:\n  port: 80\n  type: ClusterIP\n`);
  });
});

describe('scalars replaced in place', () => {
  it.each([
    [null, 'null'],
    [true, 'true'],
    [8080, '8080'],
    ['x', 'x'],
  ])('writes %j over a string in its place', (value, written) => {
    expect(text(`${KEPT}port: http\n`, [['port'], value])).toBe(`${KEPT}port: ${written}\n`);
  });

  it('gives the value before as the file wrote it only for a number written another way', () => {
    const { outcomes } = edit('a: True\nb: ~\nc: 1.0\nd: 0x1F\ne: 10\n', [['a'], 1], [['b'], 2], [['c'], 3], [['d'], 4], [['e'], 5]);
    expect(outcomes).toEqual([
      { old: true, existed: true, path: ['a'] },
      { old: null, existed: true, path: ['b'] },
      { old: 1, oldText: '1.0', existed: true, path: ['c'] },
      { old: 31, oldText: '0x1F', existed: true, path: ['d'] },
      { old: 10, existed: true, path: ['e'] },
    ]);
  });

  it('gives the value before a second write of one path as the first write left it', () => {
    const { text: out, outcomes } = edit(`${KEPT}tag: latest\nport: 1.0\n`, [['tag'], 5], [['tag'], 6], [['port'], 2], [['port'], 3]);
    expect(outcomes.map((o) => ('error' in o ? o : [o.old, o.oldText]))).toEqual([
      ['latest', undefined],
      [5, undefined],
      [1, '1.0'],
      [2, undefined],
    ]);
    expect(out).toBe(`${KEPT}tag: 6\nport: 3\n`);
  });
});

describe('edits that touch one another', () => {
  it('writes one path twice in place', () => {
    expect(text(`${KEPT}image:\n  tag: "1.0"\n`, [['image', 'tag'], '1.1'], [['image', 'tag'], '1.2'])).toBe(`${KEPT}image:\n  tag: "1.2"\n`);
  });

  it('re-serialises a map replaced after a value inside it was written', () => {
    const source = `${KEPT}image:\n  repository: x\n  tag: y\nz: 1\n`;
    expect(text(source, [['image', 'tag'], 'q'], [['image'], { repository: 'r', tag: 'q' }])).toBe(`${NORMALISED}image:\n  repository: r\n  tag: q\nz: 1\n`);
  });

  it('adds a key after a map replaced at the end of the document', () => {
    const source = `${KEPT}image:\n  repository: x\n  tag: y\n`;
    expect(text(source, [['image'], { repository: 'r' }], [['fullnameOverride'], 'web'])).toBe(`${KEPT}image:\n  repository: r\nfullnameOverride: web\n`);
  });

  it('keeps the indentation found before the first edit', () => {
    const source = `${KEPT}podAnnotations: {}\n`;
    expect(text(source, [['podAnnotations', 'a'], 'b'], [['securityContext'], { capabilities: { drop: ['ALL'] } }])).toBe(
      `${KEPT}podAnnotations:\n  a: b\nsecurityContext:\n  capabilities:\n    drop:\n      - ALL\n`,
    );
  });
});

describe('edits that overlap', () => {
  it('re-serialises a map replaced after a key was added inside it, even where the spliced text would read back right', () => {
    // The key added to `a.b` (9 characters) lies inside the text of `a` replaced next: spliced
    // both, the replacement's end would land 9 characters early, here in the comment.
    const source = `${KEPT}a:\n  b:\n    x: 1\n  c: 2     # 1\nz: 0\n`;
    expect(text(source, [['a', 'b', 'w'], 3], [['a'], { q: 1 }])).toBe(`${NORMALISED}a:\n  q: 1\nz: 0\n`);
  });
});

describe('flow style and the layout read from the file', () => {
  it('re-serialises a flow list whose item gets a `#`: the splicer writes no plain scalar holding `#` between flow brackets', () => {
    expect(text(`${KEPT}args: [--a]\n`, [['args', 0], 'x#y'])).toBe(`${NORMALISED}args: [ x#y ]\n`);
  });

  it('reads no indentation from an explicit key whose map starts on the `:` line', () => {
    const source = `${KEPT}? image\n: repository: nginx\nresources:\n    limits:\n        cpu: 1\n`;
    expect(text(source, [['resources', 'requests', 'memory'], '1Gi'])).toBe(`${source}    requests:\n        memory: 1Gi\n`);
  });

  it('keeps a flow map written on its own line in flow style when a key is added', () => {
    expect(text(`${KEPT}labels:\n  {app: web}\n`, [['labels', 'tier'], 'frontend'])).toBe(`${NORMALISED}labels: { app: web, tier: frontend }\n`);
  });
});
