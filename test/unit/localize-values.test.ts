/**
 * The parameter values of `rgdc localize` / `preview` (src/localize/values.ts): reading a
 * values file as users write them (empty, comments only, `---`, `~`, a list, duplicate
 * keys, several documents, anchors) or a ConfigMap holding them, merging them over
 * `configuration.defaults` as Helm coalesces values, and telling which parameter paths the
 * values file set (so a schema violation points at the values file or at the default).
 */
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { fromValues, loadValues, mergeValues } from '../../src/localize/values.js';

function load(source: string, file = 'values.yaml') {
  const diagnostics: Diagnostic[] = [];
  const loaded = loadValues({ file, source }, (d) => diagnostics.push(d));
  const where = diagnostics.map((d) => `${d.code} ${d.line}:${d.column}-${d.endLine}:${d.endColumn} [${d.path}] ${d.message}`);
  return { loaded, diagnostics, where };
}

const start = (file = 'values.yaml') => ({ file, line: 1, column: 1, endLine: 1, endColumn: 1 });

describe('loadValues: a values file that sets nothing', () => {
  // Helm reads an empty values file, one of comments only, a lone `---` and `~` as an
  // empty map (`helm install -f values.yaml` with any of them installs the chart defaults).
  it.each([
    ['an empty file', ''],
    ['blank lines', '\n\n'],
    ['comments only', '# values for the staging cluster\n# (none yet)\n'],
    ['a lone document marker', '---\n'],
    ['a document marker after a comment', '# staging\n---\n'],
    ['`~`', '~\n'],
    ['`null`', 'null\n'],
  ])('%s is an empty map, pointing at the start of the file', (_, source) => {
    const { loaded, where } = load(source);
    expect(where).toEqual([]);
    expect(loaded?.values).toEqual({});
    expect(loaded?.locate(['replicas'])).toEqual({ span: start(), path: '' });
    expect(loaded?.locate([], { key: true })).toEqual({ span: start(), path: '' });
  });

  it('names standard input as <stdin>', () => {
    expect(load('', '-').loaded?.locate([])).toEqual({ span: start('<stdin>'), path: '' });
  });
});

describe('loadValues: a map of parameter values', () => {
  const source = ['replicas: 3', 'image:', '  tag: 6.5.0', 'ports: [80, 443]', ''].join('\n');

  it('reads the map and points at each value and key', () => {
    const { loaded, where } = load(source);
    expect(where).toEqual([]);
    expect(loaded?.values).toEqual({ replicas: 3, image: { tag: '6.5.0' }, ports: [80, 443] });
    expect(loaded?.locate(['image', 'tag'])).toEqual({ span: { file: 'values.yaml', line: 3, column: 8, endLine: 3, endColumn: 13 }, path: 'image.tag' });
    expect(loaded?.locate(['image', 'tag'], { key: true })).toEqual({
      span: { file: 'values.yaml', line: 3, column: 3, endLine: 3, endColumn: 6 },
      path: 'image.tag',
    });
    expect(loaded?.locate(['ports', 1])).toEqual({ span: { file: 'values.yaml', line: 4, column: 13, endLine: 4, endColumn: 16 }, path: 'ports[1]' });
  });

  it('expands anchors and aliases', () => {
    const { loaded, where } = load('resources: &r {cpu: 100m}\nsidecar:\n  resources: *r\n');
    expect(where).toEqual([]);
    expect(loaded?.values).toEqual({ resources: { cpu: '100m' }, sidecar: { resources: { cpu: '100m' } } });
  });

  it('ignores a document end marker', () => {
    expect(load('replicas: 3\n...\n').loaded?.values).toEqual({ replicas: 3 });
  });

  // Helm (sigs.k8s.io/yaml) reads the first document of a values file; an empty one
  // around the map sets nothing, so a file closed by `---` is the map it holds.
  it.each([
    ['a closing `---`', 'replicas: 3\n---\n', 1],
    ['a closing `---` and a comment', 'replicas: 3\n---\n# end of values\n', 1],
    ['an empty document first', '---\n---\nreplicas: 3\n', 3],
    ['a `~` document first', '~\n---\nreplicas: 3\n', 3],
  ])('reads the map of a file with %s', (_, source, line) => {
    const { loaded, where } = load(source);
    expect(where).toEqual([]);
    expect(loaded?.values).toEqual({ replicas: 3 });
    expect(loaded?.locate(['replicas'])).toEqual({ span: { file: 'values.yaml', line, column: 11, endLine: line, endColumn: 12 }, path: 'replicas' });
  });

  it('reads a file of empty documents as no values', () => {
    const { loaded, where } = load('---\n---\n~\n');
    expect(where).toEqual([]);
    expect(loaded?.values).toEqual({});
  });

  it('reads a map that only looks like a manifest as values (no ConfigMap without both kind and apiVersion)', () => {
    expect(load('apiVersion: v2\nreplicas: 3\n').loaded?.values).toEqual({ apiVersion: 'v2', replicas: 3 });
    expect(load('kind: ConfigMap\ndata:\n  replicas: "3"\n').loaded?.values).toEqual({ kind: 'ConfigMap', data: { replicas: '3' } });
    expect(load('apiVersion: 1\nkind: ConfigMap\ndata:\n  replicas: "3"\n').loaded?.values).toEqual({
      apiVersion: 1,
      kind: 'ConfigMap',
      data: { replicas: '3' },
    });
  });
});

describe('loadValues: a file that is not one map', () => {
  it.each([
    ['a list', '- replicas: 3\n- replicas: 4\n', '3:1'],
    ['a string', 'replicas=3\n', '1:11'],
    ['a number', '3\n', '1:2'],
  ])('rejects %s at the top', (_, source, end) => {
    const { loaded, where } = load(source);
    expect(loaded).toBeUndefined();
    expect(where).toEqual([`localize_invalid_values 1:1-${end} [] the values file is not a map of parameter values`]);
  });

  it('rejects several documents, at the second (Helm would silently read only the first)', () => {
    const { loaded, diagnostics, where } = load('replicas: 3\n---\nreplicas: 4\n');
    expect(loaded).toBeUndefined();
    expect(where).toEqual(['yaml_multiple_documents 3:1-4:1 [] the values file holds 2 documents of values; it must hold one map (or one ConfigMap)']);
    expect(diagnostics[0]?.hint).toBe('Merge the documents into one map, or remove the other `---` documents.');
  });

  it('counts the documents that set values', () => {
    const { where } = load('a: 1\n---\n---\nb: 2\n---\nc: 3\n---\n');
    expect(where).toEqual(['yaml_multiple_documents 4:1-5:1 [] the values file holds 3 documents of values; it must hold one map (or one ConfigMap)']);
  });

  it('rejects a duplicate key (YAML 1.2 forbids it; tools disagree on which one wins)', () => {
    const { loaded, where } = load('replicas: 3\nreplicas: 4\n');
    expect(loaded).toBeUndefined();
    expect(where).toEqual(['yaml_duplicate_key 2:1-2:9 [] map keys must be unique; `replicas` appears again here']);
  });

  it('rejects a syntax error', () => {
    const { loaded, diagnostics } = load('ports: [80, 443\nreplicas: 3\n');
    expect(loaded).toBeUndefined();
    expect(diagnostics.map((d) => [d.code, d.severity])).toEqual([['yaml_syntax', 'error']]);
  });

  it('rejects an alias without an anchor', () => {
    const { loaded, where } = load('image: *img\n');
    expect(loaded).toBeUndefined();
    expect(where).toEqual(['yaml_undefined_alias 1:8-1:12 [] the alias `*img` names no anchor before it (`&img`)']);
  });
});

const configMap = (data: string[]) => ['apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: podinfo-values', 'data:', ...data, ''].join('\n');

describe('loadValues: a ConfigMap holding the values in a document', () => {
  it("reads `values.yaml` (Flux's default valuesKey) and points into the block", () => {
    const { loaded, where } = load(configMap(['  values.yaml: |', '    replicas: 3', '    image:', '      tag: 6.5.0', '  other.json: "{}"']));
    expect(where).toEqual([]);
    expect(loaded?.values).toEqual({ replicas: 3, image: { tag: '6.5.0' } });
    expect(loaded?.locate(['image', 'tag'])).toEqual({
      span: { file: 'values.yaml', line: 9, column: 12, endLine: 9, endColumn: 17 },
      path: 'data["values.yaml"].image.tag',
    });
    expect(loaded?.locate(['image', 'tag'], { key: true })).toEqual({
      span: { file: 'values.yaml', line: 9, column: 7, endLine: 9, endColumn: 10 },
      path: 'data["values.yaml"].image.tag',
    });
  });

  it.each(['config.yml', 'config.yaml', 'settings.json'])('reads the only document key %s', (key) => {
    const { loaded, where } = load(configMap([`  ${key}: |`, '    replicas: 3']));
    expect(where).toEqual([]);
    expect(loaded?.values).toEqual({ replicas: 3 });
  });

  it("finds the block's indentation past blank and space-only lines", () => {
    const { loaded } = load(configMap(['  values.yaml: |', '', '  ', '    replicas: 3']));
    expect(loaded?.values).toEqual({ replicas: 3 });
    expect(loaded?.locate(['replicas'])).toEqual({
      span: { file: 'values.yaml', line: 9, column: 15, endLine: 9, endColumn: 16 },
      path: 'data["values.yaml"].replicas',
    });
  });

  it('points at the whole value when the document is a quoted string', () => {
    const { loaded } = load(configMap(['  values.yaml: "replicas: 3\\nimage: {tag: 6.5.0}"']));
    expect(loaded?.values).toEqual({ replicas: 3, image: { tag: '6.5.0' } });
    expect(loaded?.locate(['image', 'tag'])).toEqual({
      span: { file: 'values.yaml', line: 6, column: 16, endLine: 6, endColumn: 50 },
      path: 'data["values.yaml"].image.tag',
    });
  });

  it('reads an empty, `~` or comment-only document as no values, pointing at the entry', () => {
    for (const text of ['""', '"~"', "'# none yet'"]) {
      const { loaded, where } = load(configMap([`  values.yaml: ${text}`]));
      expect(where).toEqual([]);
      expect(loaded?.values).toEqual({});
      expect(loaded?.locate(['replicas'])?.span).toEqual({ file: 'values.yaml', line: 6, column: 16, endLine: 6, endColumn: 16 + text.length });
    }
    expect(load(configMap(['  values.yaml: ""'])).loaded?.locate(['replicas'])?.path).toBe('data["values.yaml"].replicas');
  });

  it('reports a syntax error of the embedded document at its line in the ConfigMap', () => {
    const { loaded, diagnostics } = load(configMap(['  values.yaml: |', '    replicas: 3', '    ports: [80, 443', '    image: {}']));
    expect(loaded).toBeUndefined();
    expect(diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([['yaml_syntax', 'values.yaml', 9]]);
  });

  it('reports a duplicate key of the embedded document at its line in the ConfigMap', () => {
    const { loaded, where } = load(configMap(['  values.yaml: |', '    replicas: 3', '    replicas: 4']));
    expect(loaded).toBeUndefined();
    expect(where).toEqual(['yaml_duplicate_key 8:5-8:13 [] map keys must be unique; `replicas` appears again here']);
  });

  it('rejects a document that is not a map', () => {
    const { loaded, where } = load(configMap(['  values.yaml: |', '    - replicas: 3']));
    expect(loaded).toBeUndefined();
    expect(where).toEqual(['localize_invalid_values 6:16-8:1 [data["values.yaml"]] `data.values.yaml` is not a map of parameter values']);
  });

  it('rejects a document key that holds a map instead of text', () => {
    const { loaded, where } = load(configMap(['  values.yaml:', '    replicas: 3']));
    expect(loaded).toBeUndefined();
    expect(where).toEqual(['localize_invalid_values 7:5-8:1 [data["values.yaml"]] `data.values.yaml` must be a YAML or JSON document (text)']);
  });

  it('rejects a `data` that is not a map', () => {
    const { loaded, where } = load(configMap(['  - replicas=3']));
    expect(loaded).toBeUndefined();
    expect(where).toEqual(["localize_invalid_values 6:3-7:1 [data] the ConfigMap's `data` is not a map"]);
  });
});

describe('loadValues: a ConfigMap of flat entries', () => {
  const source = configMap([
    '  replicas: "3"',
    '  debug: "true"',
    '  ui.color: red',
    '  tolerations: "[{key: gpu}]"',
    '  resources: " {cpu: 100m}"',
    '  greeting: "hello: world"',
    '  note: "see [docs]"',
    '  banner: "beta: [eu, us]"',
    '  host: "*.example.com"',
    '  tag: "null"',
    '  port: 8080',
  ]);

  it('reads each entry as a YAML scalar; flow text as a list or map, other text as is', () => {
    const { loaded, where } = load(source);
    expect(where).toEqual([]);
    expect(loaded?.values).toEqual({
      replicas: 3,
      debug: true,
      'ui.color': 'red',
      tolerations: [{ key: 'gpu' }],
      resources: { cpu: '100m' },
      greeting: 'hello: world',
      note: 'see [docs]',
      banner: 'beta: [eu, us]',
      host: '*.example.com',
      tag: null,
      port: 8080,
    });
  });

  it('points at the entry, its key when asked, and at the entry for a path inside it', () => {
    const { loaded } = load(source);
    expect(loaded?.locate(['replicas'])).toEqual({ span: { file: 'values.yaml', line: 6, column: 13, endLine: 6, endColumn: 16 }, path: 'data.replicas' });
    expect(loaded?.locate(['replicas'], { key: true })).toEqual({
      span: { file: 'values.yaml', line: 6, column: 3, endLine: 6, endColumn: 11 },
      path: 'data.replicas',
    });
    expect(loaded?.locate(['resources', 'cpu'], { key: true })).toEqual({
      span: { file: 'values.yaml', line: 10, column: 14, endLine: 10, endColumn: 28 },
      path: 'data.resources',
    });
    expect(loaded?.locate(['tolerations', 0, 'key'])).toEqual({
      span: { file: 'values.yaml', line: 9, column: 16, endLine: 9, endColumn: 30 },
      path: 'data.tolerations',
    });
  });

  it('reads an entry written as a map (not text) as it is, and points at the whole entry for a path inside it', () => {
    const { loaded, where } = load(configMap(['  replicas: "2"', '  resources:', '    cpu: 100m']));
    expect(where).toEqual([]);
    expect(loaded?.values).toEqual({ replicas: 2, resources: { cpu: '100m' } });
    expect(loaded?.locate(['resources', 'cpu'])).toEqual({
      span: { file: 'values.yaml', line: 8, column: 5, endLine: 9, endColumn: 1 },
      path: 'data.resources',
    });
  });

  it('reads flat entries when several keys look like documents and none is values.yaml', () => {
    const { loaded } = load(configMap(['  a.yaml: "replicas: 3"', '  b.yaml: "replicas: 4"']));
    expect(loaded?.values).toEqual({ 'a.yaml': 'replicas: 3', 'b.yaml': 'replicas: 4' });
  });

  it('takes a key with `.json` inside its name for a parameter, not a document', () => {
    const { loaded, where } = load(configMap(['  output.jsonPath: "{.status}"']));
    expect(where).toEqual([]);
    expect(loaded?.values).toEqual({ 'output.jsonPath': { '.status': null } });
  });

  it('takes a single flat entry for a parameter', () => {
    expect(load(configMap(['  replicas: "3"'])).loaded?.values).toEqual({ replicas: 3 });
  });

  it('reads a ConfigMap without data as no values', () => {
    const { loaded, where } = load(['apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: empty', ''].join('\n'));
    expect(where).toEqual([]);
    expect(loaded?.values).toEqual({});
  });
});

describe('mergeValues: values over configuration.defaults, as Helm coalesces them', () => {
  it('merges nested maps key by key', () => {
    expect(mergeValues({ image: { repository: 'ghcr.io/stefanprodan/podinfo', tag: '6.5.0' }, replicas: 1 }, { image: { tag: '6.6.0' } })).toEqual({
      image: { repository: 'ghcr.io/stefanprodan/podinfo', tag: '6.6.0' },
      replicas: 1,
    });
  });

  it('replaces lists whole', () => {
    expect(mergeValues({ ports: [80, 443] }, { ports: [8080] })).toEqual({ ports: [8080] });
    expect(mergeValues({ tolerations: { key: 'gpu' } }, { tolerations: [{ key: 'gpu' }] })).toEqual({ tolerations: [{ key: 'gpu' }] });
  });

  it('replaces a map by a scalar and a scalar by a map', () => {
    expect(mergeValues({ resources: { cpu: '100m' } }, { resources: 'none' })).toEqual({ resources: 'none' });
    expect(mergeValues({ resources: 'none' }, { resources: { cpu: '100m' } })).toEqual({ resources: { cpu: '100m' } });
  });

  it('leaves the defaults untouched', () => {
    const defaults = { image: { tag: '6.5.0' } };
    mergeValues(defaults, { image: { tag: '6.6.0' } });
    expect(defaults).toEqual({ image: { tag: '6.5.0' } });
  });
});

describe('fromValues: whether the values file set a parameter path', () => {
  const values = { replicas: 3, image: { tag: '6.6.0' }, ports: [80, 443], debug: null };
  it.each([
    [[], true],
    [['replicas'], true],
    [['image', 'tag'], true],
    [['image', 'repository'], false],
    [['ports', 0], true],
    [['ports', 5], true],
    [['ports', 0, 'containerPort'], true],
    [['debug'], true],
    [['debug', 'level'], false],
    [['replicas', 'count'], false],
    [['resources'], false],
    // Names every JavaScript object inherits are no values a file set.
    [['toString'], false],
    [['image', 'constructor'], false],
  ] as const)('%j: %s', (path, expected) => {
    expect(fromValues(values, path)).toBe(expected);
  });
});
