/**
 * EditableYaml writes as `rgdc localize` makes them (Helm values in `merge` mode, kustomize
 * JSON6902 in `patch` mode): the exact text rendered, the outcome reported, and that the
 * text reads back as the data written. A scalar is spliced in its own style; what cannot
 * be spliced (flow indicators inside `[...]`, tags, anchors, block scalars, a map over a
 * scalar) re-serialises that one document with the indentation detected in it.
 */
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { loadYaml } from '../../src/source/index.js';
import { APPEND, type ValuesPath } from '../../src/configdata/values-path.js';
import { EditableYaml, type WriteMode, type WriteOutcome } from '../../src/localize/yaml-edit.js';

function open(source: string): EditableYaml {
  const problems: string[] = [];
  const loaded = loadYaml('values.yaml', source, (d) => problems.push(d.message));
  expect(problems).toEqual([]);
  return new EditableYaml(loaded);
}

type Write = readonly [path: ValuesPath, value: unknown, mode?: WriteMode, document?: number];

/** Applies the writes in order; the outcomes and the rendered text. */
function edit(source: string, ...writes: Write[]): { outcomes: WriteOutcome[]; text: string } {
  const file = open(source);
  const outcomes = writes.map(([path, value, mode = 'merge', document = 0]) => file.write(document, path, value, mode));
  return { outcomes, text: file.render() };
}

/** The data of every document of `text`, as a YAML 1.2 reader sees it. */
function data(text: string): unknown[] {
  return parseAllDocuments(text).map((d) => {
    expect(d.errors).toEqual([]);
    return d.toJS({ maxAliasCount: -1 }) as unknown;
  });
}

describe('EditableYaml.read', () => {
  it('reads through an alias to the node its anchor names', () => {
    const file = open('defaults: &defaults\n  cpu: 100m\nworker: *defaults\n');
    expect(file.read(0, ['worker', 'cpu'])).toStrictEqual({ exists: true, value: '100m' });
    expect(file.read(0, ['worker'])).toStrictEqual({ exists: true, value: { cpu: '100m' } });
  });

  it('says a missing key or list index does not exist', () => {
    const file = open('image:\n  tag: "1.0"\nlist: [a]\n');
    expect(file.read(0, ['image', 'repository'])).toStrictEqual({ exists: false, value: undefined });
    expect(file.read(0, ['list', 1])).toStrictEqual({ exists: false, value: undefined });
    expect(file.read(0, ['image', 'tag', 'x'])).toStrictEqual({ exists: false, value: undefined });
  });
});

describe('EditableYaml.write: scalars spliced in place', () => {
  it('keeps comments, spacing and the quote style of the value replaced', () => {
    const source = '# Default values\nimage:\n  repository: "nginx"   # upstream\n  tag: \'1.25\'\nreplicas:    2\n';
    const { outcomes, text } = edit(source, [['image', 'repository'], 'registry.example/nginx'], [['image', 'tag'], "1.25-it's"], [['replicas'], 3]);
    expect(text).toBe("# Default values\nimage:\n  repository: \"registry.example/nginx\"   # upstream\n  tag: '1.25-it''s'\nreplicas:    3\n");
    expect(outcomes).toStrictEqual([
      { old: 'nginx', existed: true, path: ['image', 'repository'] },
      { old: '1.25', existed: true, path: ['image', 'tag'] },
      { old: 2, existed: true, path: ['replicas'] },
    ]);
    expect(data(text)).toEqual([{ image: { repository: 'registry.example/nginx', tag: "1.25-it's" }, replicas: 3 }]);
  });

  it('reports a number as the file spelled it when that differs from the number', () => {
    const { outcomes, text } = edit('port: 0x10\nlimit: 1e3\ncount: 5\n', [['port'], 17], [['limit'], '1000'], [['count'], 6]);
    expect(outcomes).toStrictEqual([
      { old: 16, oldText: '0x10', existed: true, path: ['port'] },
      { old: 1000, oldText: '1e3', existed: true, path: ['limit'] },
      { old: 5, existed: true, path: ['count'] },
    ]);
    expect(text).toBe('port: 17\nlimit: "1000"\ncount: 6\n');
  });

  it('writes a plain string holding a comma into a block map as it is', () => {
    const { text } = edit('hosts:    a  # one host\nport:    80\n', [['hosts'], 'a,b']);
    expect(text).toBe('hosts:    a,b  # one host\nport:    80\n');
  });

  it('splices a plain scalar into a flow list', () => {
    const { text } = edit('tags: [x,   y]  # kept\nport:    80\n', [['tags', 0], 'z']);
    expect(text).toBe('tags: [z,   y]  # kept\nport:    80\n');
  });

  it('re-serialises the document for a plain scalar with a flow indicator inside `[...]`', () => {
    // `#`, `,`, `[`, `]`, `{`, `}` are never written plain into a flow collection, even
    // where the reader would take `C#` back as written.
    for (const value of ['C#', "O'Reilly#2", 'a,b']) {
      const { text } = edit('tags: [x,   y]  # kept\nport:    80\n', [['tags', 0], value]);
      const written = value === 'a,b' ? '"a,b"' : value;
      expect(text).toBe(`tags: [ ${written}, "y" ] # kept\nport: 80\n`);
      expect(data(text)).toEqual([{ tags: [value, 'y'], port: 80 }]);
    }
  });

  it('re-serialises the document for a scalar with an anchor or a tag', () => {
    const anchored = edit('a: &x 1\nb:    1\nc: *x\n', [['a'], '2']);
    expect(anchored.text).toBe('a: &x "2"\nb: 1\nc: *x\n');
    expect(data(anchored.text)).toEqual([{ a: '2', b: 1, c: '2' }]);
    const tagged = edit('b:    1\na: !!str x\n', [['a'], '2']);
    expect(tagged.text).toBe('b: 1\na: !!str "2"\n');
    // `undefined` is a string like any other, never a splice left without text.
    const undefinedText = edit('b:    1\na: !!str x\n', [['a'], 'undefined']);
    expect(undefinedText.text).toBe('b: 1\na: !!str undefined\n');
  });

  it('re-serialises the document for a block scalar, even one ending the file', () => {
    for (const indicator of ['|', '>']) {
      const { text, outcomes } = edit(`b:    1\na: ${indicator}\n  text`, [['a'], 5]);
      expect(text).toBe('b: 1\na: 5\n');
      expect(outcomes).toStrictEqual([{ old: 'text\n', existed: true, path: ['a'] }]);
    }
  });

  it('writes an empty value as `key: value`: the splice `key:value` reads back wrong and is not kept', () => {
    const { text, outcomes } = edit('tag:\nport:    80\n', [['tag'], 'v1']);
    expect(outcomes).toStrictEqual([{ old: null, existed: true, path: ['tag'] }]);
    expect(text).toBe('tag: v1\nport: 80\n');
    expect(data(text)).toEqual([{ tag: 'v1', port: 80 }]);
  });

  it('writes an empty value that is the whole of its map as `key: value`, not `key:value`', () => {
    // `tag:v1` alone reads back without an error, as the string `tag:v1`.
    const { text } = edit('image:\n    tag:\n', [['image', 'tag'], 'v1']);
    expect(text).toBe('image:\n    tag: v1\n');
    expect(data(text)).toEqual([{ image: { tag: 'v1' } }]);
    const before = edit('image:\n  tag:\n---\nkind:    x\n', [['image', 'tag'], 'v1']);
    expect(before.text).toBe('image:\n  tag: v1\n---\nkind:    x\n');
    // A document ending at a line start (`...`) keeps the blank line after it.
    const ended = edit('a:    1\n...\n\n---\nb:    2\n', [['a'], 'x\ny']);
    expect(ended.text).toBe('a: x\n\n  y\n...\n\n---\nb:    2\n');
  });

  it('renders a file whose aliases expand past the yaml library default of 100', () => {
    const source = `base: &r {cpu: 1}\n${Array.from({ length: 120 }, (_, i) => `s${i}: *r\n`).join('')}`;
    const { text } = edit(source, [['base', 'cpu'], 2]);
    expect(text).toBe(source.replace('{cpu: 1}', '{cpu: 2}'));
  });
});

describe('EditableYaml.write: collections', () => {
  it('writes a map over a scalar in merge mode, building the missing levels', () => {
    const { outcomes, text } = edit('image: nginx  # the image\nport:    80\n', [['image', 'repository'], 'x']);
    expect(outcomes).toStrictEqual([{ old: 'nginx', existed: false, path: ['image', 'repository'] }]);
    expect(text).toBe('image:\n  repository: x\nport: 80\n');
    const deeper = edit('a: 1\nb:    1\n', [['a', 'x', 'y'], 'v']);
    expect(deeper.text).toBe('a:\n  x:\n    "y": v\nb: 1\n');
    expect(data(deeper.text)).toEqual([{ a: { x: { y: 'v' } }, b: 1 }]);
  });

  it('writes a scalar over a block map', () => {
    const { outcomes, text } = edit('a:\n  x: 1\nb:    2\n', [['a'], 'v']);
    expect(outcomes).toStrictEqual([{ old: { x: 1 }, existed: true, path: ['a'] }]);
    expect(text).toBe('a: v\nb: 2\n');
  });

  it('adds keys that need quotes after the last entry of a block map', () => {
    const { text } = edit('podAnnotations:\n  team: a\n', [['podAnnotations', 'prometheus.io/scrape'], 'true'], [['podAnnotations', 'a: b'], 1]);
    expect(text).toBe('podAnnotations:\n  team: a\n  prometheus.io/scrape: "true"\n  "a: b": 1\n');
    expect(data(text)).toEqual([{ podAnnotations: { team: 'a', 'prometheus.io/scrape': 'true', 'a: b': 1 } }]);
  });

  it('pads a list with nulls up to an index past its end (merge)', () => {
    const { outcomes, text } = edit('l:\n  - a\nport:    80\n', [['l', 3], 'v']);
    expect(outcomes).toStrictEqual([{ old: null, existed: false, path: ['l', 3] }]);
    expect(text).toBe('l:\n  - a\n  - null\n  - null\n  - v\nport:    80\n');
  });

  it('appends with `[-]` and reports the index written', () => {
    const block = edit('l:\n  - 1\n', [['l', APPEND], 2, 'patch']);
    expect(block).toStrictEqual({ outcomes: [{ old: null, existed: false, path: ['l', 1] }], text: 'l:\n  - 1\n  - 2\n' });
    expect(edit('l: [1]\n', [['l', APPEND], 2, 'patch']).text).toBe('l: [ 1, 2 ]\n');
  });

  it('adds into a flow map nested in a flow map by re-serialising it', () => {
    const { text } = edit('a: {k: {}}\nb:    1\n', [['a', 'k', 'x'], 1]);
    expect(text).toBe('a: { k: { x: 1 } }\nb: 1\n');
  });

  it('keeps the indentation of the file when the document is re-serialised', () => {
    const { text } = edit('a:\n    b:    1\n    c: [1]\n', [['a', 'b'], 'x\ny']);
    expect(text).toBe('a:\n    b: x\n\n        y\n    c: [ 1 ]\n');
    expect(data(text)).toEqual([{ a: { b: 'x\ny', c: [1] } }]);
  });

  it('keeps a leading comment once when the first document is re-serialised', () => {
    const { text } = edit('# top\n\na:    1\n', [['a'], 'x\ny']);
    expect(text).toBe('# top\n\na: x\n\n  y\n');
  });
});

describe('EditableYaml.write: empty documents', () => {
  it('makes an empty document a map in merge mode', () => {
    expect(edit('~\n', [['image', 'tag'], 'v1'])).toStrictEqual({
      outcomes: [{ old: null, existed: false, path: ['image', 'tag'] }],
      text: 'image:\n  tag: v1\n',
    });
    expect(edit('---\n', [['a'], 'v']).text).toBe('---\na: v\n');
  });

  it('refuses an empty document in patch mode', () => {
    expect(edit('~\n', [['a'], 'v', 'patch'])).toStrictEqual({ outcomes: [{ error: 'the document is empty' }], text: '~\n' });
  });

  it('leaves the other documents byte for byte', () => {
    const { text } = edit('a:    1\n---\n~\n---\nc:    3\n', [['b'], 'v', 'merge', 1]);
    expect(text).toBe('a:    1\n---\nb: v\n---\nc:    3\n');
    expect(data(text)).toEqual([{ a: 1 }, { b: 'v' }, { c: 3 }]);
  });

  it('does not take a document that is a scalar for an empty one', () => {
    expect(edit('hello\n', [['a'], 1], [['a', 'b'], 1], [['a'], 1, 'patch'])).toStrictEqual({
      outcomes: [{ error: 'a scalar value is in the way' }, { error: 'a scalar value is in the way' }, { error: 'a scalar value is in the way' }],
      text: 'hello\n',
    });
  });
});

describe('EditableYaml.write: what it refuses', () => {
  it('does not write through an alias, in either mode', () => {
    const source = 'base: &b {x: 1}\nother: *b\n';
    for (const mode of ['merge', 'patch'] as const) {
      expect(edit(source, [['other', 'x'], 2, mode])).toStrictEqual({
        outcomes: [{ error: '`other` is an alias; rgdc does not edit through aliases' }],
        text: source,
      });
    }
  });

  it('needs every parent to exist, as a map or list, in patch mode', () => {
    const { outcomes, text } = edit('a: 1\n', [['a', 'b'], 2, 'patch'], [['a', 0], 2, 'patch'], [['a', APPEND], 2, 'patch'], [['c', 'd'], 2, 'patch']);
    expect(outcomes).toStrictEqual([
      { error: '`a` is not a map' },
      { error: '`a` is not a list' },
      { error: '`a` is not a list' },
      { error: '`c` does not exist' },
    ]);
    expect(text).toBe('a: 1\n');
  });

  it('appends with `[-]` to lists only', () => {
    const { outcomes } = edit('a: {x: 1}\ns:\n  a: {x: 1}\n', [['a', APPEND], 2, 'patch'], [['s', 'a', APPEND], 2, 'patch']);
    expect(outcomes).toStrictEqual([{ error: '`a` is not a list; `[-]` appends to a list' }, { error: '`s.a` is not a list; `[-]` appends to a list' }]);
  });

  it('needs a list index to exist in patch mode', () => {
    const { outcomes } = edit('one: [a]\ntwo: [a, b]\n', [['one', 5], 'v', 'patch'], [['two', 2], 'v', 'patch']);
    expect(outcomes).toStrictEqual([
      { error: '`one[5]` does not exist: the list has 1 item (JSON6902 `replace` needs an existing item; use `[-]` to append)' },
      { error: '`two[2]` does not exist: the list has 2 items (JSON6902 `replace` needs an existing item; use `[-]` to append)' },
    ]);
  });

  it('does not set a list index on a map or a key on a list (merge)', () => {
    const source = 'a: {x: 1}\nl: [1]\n';
    const { outcomes, text } = edit(source, [['a', 0, 'b'], 2], [['l', 'b', 'c'], 2], [['a', 0], 2], [['l', 'b'], 2]);
    expect(outcomes).toStrictEqual([
      { error: '`0` cannot be set on a map' },
      { error: '`b` cannot be set on a list' },
      { error: '`0` cannot be set on a map' },
      { error: '`b` cannot be set on a list' },
    ]);
    expect(text).toBe(source);
  });
});
