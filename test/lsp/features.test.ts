/**
 * The analyses behind `rgdc lsp`, in process: position conversion (non-ASCII included),
 * which files are served, ConfigData diagnostics, completion, quick fixes, rename.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { completeYamlAt, hoverMarkerAt } from '../../src/lsp/yaml-completion.js';
import { hoverAt } from '../../src/lsp/hover.js';
import { relatedPlaces } from '../../src/lsp/related.js';
import { corpusDir } from '../support/corpus.js';
import { analyzeText, toLspDiagnostic } from '../../src/lsp/diagnostics.js';
import { documentKind } from '../../src/lsp/document-kind.js';
import { resolveSettings } from '../../src/lsp/settings.js';
import { indexRgds } from '../../src/lsp/rgd-index.js';
import { completeAt } from '../../src/lsp/completion.js';
import { quickFixes } from '../../src/lsp/code-actions.js';
import { renameAt, referencesAt } from '../../src/lsp/navigation.js';
import { chainBeforeCursor, findReferenceChains } from '../../src/lsp/cel-references.js';
import { positionOf } from './client.js';

const settings = resolveSettings({}, undefined);
const schemas = settings.schemasFor();

const RGD = `apiVersion: kro.run/v1alpha1
kind: ResourceGraphDefinition
metadata:
  name: demo
spec:
  schema:
    apiVersion: v1alpha1
    kind: Demo
    spec:
      name: string
      items: "[]string"
  resources:
    - id: config
      template:
        apiVersion: v1
        kind: ConfigMap
        metadata:
          # A comment with ü and 🙂 before nothing.
          name: "ü🙂-\${schema.spec.nmae}"
        data:
          x: \${schema.spec.name}
    - id: pods
      forEach:
        - word: \${schema.spec.items}
      template:
        apiVersion: v1
        kind: ConfigMap
        metadata:
          name: \${confg.metadata.name + "-" + word}
`;

describe('positions', () => {
  it('converts rgdc columns to LSP UTF-16 characters, non-ASCII text before the error included', () => {
    // Without the unknown id (kro type-checks only a graph whose references resolve).
    const text = RGD.replace('confg.', 'config.');
    const diagnostics = analyzeText('demo.yaml', text, 'rgd', settings);
    const field = diagnostics.find((d) => d.code === 'cel_no_such_field')!;
    const at = text.indexOf('nmae}');
    expect(toLspDiagnostic(field).range).toEqual({ start: positionOf(text, at), end: positionOf(text, at + 4) });
    expect(positionOf(text, at).character).toBe(35); // UTF-16: 🙂 counts two
    // The same in a double-quoted string with an escape before the expression.
    const escaped = text.replace('"ü🙂-${schema.spec.nmae}"', '"\\u00fc\\"-${schema.spec.nmae}"');
    const again = analyzeText('demo.yaml', escaped, 'rgd', settings).find((d) => d.code === 'cel_no_such_field')!;
    const at2 = escaped.indexOf('nmae}');
    expect(toLspDiagnostic(again).range).toEqual({ start: positionOf(escaped, at2), end: positionOf(escaped, at2 + 4) });
  });
});

describe('documentKind', () => {
  it.each([
    ['apiVersion: kro.run/v1alpha1\nkind: ResourceGraphDefinition\n', 'rgd'],
    ['apiVersion: rgdc/v1alpha1\nkind: ConfigData\n', 'configdata'],
    ['apiVersion: config.ocm.software/v1alpha1\nkind: ConfigData\n', 'ocm-configdata'],
    ['apiVersion: v1\nkind: ConfigMap\n', undefined],
    ['apiVersion: example.org/v1\nkind: ConfigData\n', undefined],
    ['# kind: ResourceGraphDefinition\nfoo: 1\n', undefined],
  ])('%j is %s', (text, kind) => {
    expect(documentKind(text)).toBe(kind);
  });
});

describe('ConfigData', () => {
  it('reports a misspelt parameter at its place, with a quick fix', () => {
    const text = `apiVersion: rgdc/v1alpha1
kind: ConfigData
metadata:
  name: podinfo
component:
  name: acme.org/podinfo
  version: 6.9.1
  repository: ghcr.io/acme/ocm
deploy:
  helm:
    chart: chart
configuration:
  defaults:
    replicas: 1
  schema:
    type: object
    properties:
      replicas: {type: integer}
  rules:
    - value: (( replcas ))
      path: replicaCount
`;
    const diagnostics = analyzeText('cd.yaml', text, 'configdata', settings);
    const found = diagnostics.find((d) => d.message.includes('replcas'))!;
    expect(found).toBeDefined();
    const lsp = toLspDiagnostic(found);
    const offset = (p: { line: number; character: number }) =>
      text
        .split('\n')
        .slice(0, p.line)
        .reduce((n, l) => n + l.length + 1, 0) + p.character;
    const fixes = quickFixes(text, undefined, { code: found.code, message: found.message, range: [offset(lsp.range.start), offset(lsp.range.end)] }, schemas);
    expect(fixes).toHaveLength(1);
    const edit = fixes[0]!.edits[0]!;
    expect(text.slice(0, edit.range[0]) + edit.newText + text.slice(edit.range[1])).toContain('value: (( replicas ))');
  });

  it('checks an OCM v1 ConfigData without asking for a component', () => {
    const text =
      'apiVersion: config.ocm.software/v1alpha1\nkind: ConfigData\nmetadata:\n  name: x\nconfiguration:\n  defaults: {a: 1}\n  rules:\n    - value: (( a ))\n      file: values.yaml\n';
    expect(analyzeText('v1.yaml', text, 'ocm-configdata', settings).map((d) => [d.code, d.line, d.message])).toEqual([
      ['import_invalid_field', 8, 'the rule has no `path`'],
    ]);
    expect(analyzeText('v1.yaml', `${text}      path: a\n`, 'ocm-configdata', settings)).toEqual([]);
  });
});

describe('completion and quick fixes in an RGD', () => {
  const [index] = indexRgds('demo.yaml', RGD);

  it('offers schema, other resources, the iterator and kro functions at the start of a name', () => {
    const offset = RGD.indexOf('confg.metadata');
    const labels = completeAt(index!, RGD, offset, schemas).map((i) => i.label);
    expect(labels).toEqual(expect.arrayContaining(['schema', 'config', 'word', 'size', 'random.seededString', 'json.marshal']));
  });

  it("offers a kind's fields after a resource id", () => {
    const text = RGD.replace('${confg.metadata.name + "-" + word}', '${config.');
    const [typing] = indexRgds('demo.yaml', text);
    const items = completeAt(typing!, text, text.indexOf('${config.') + '${config.'.length, schemas);
    expect(items.map((i) => i.label).slice(0, 5)).toEqual(['apiVersion', 'binaryData', 'data', 'immutable', 'kind']);
  });

  it('fixes an unknown resource id to the closest one', () => {
    const diagnostics = analyzeText('demo.yaml', RGD, 'rgd', settings);
    const unknown = diagnostics.find((d) => d.code === 'graph_unknown_reference')!;
    const lsp = toLspDiagnostic(unknown);
    const offset = (p: { line: number; character: number }) =>
      RGD.split('\n')
        .slice(0, p.line)
        .reduce((n, l) => n + l.length + 1, 0) + p.character;
    const fixes = quickFixes(RGD, index, { code: unknown.code, message: unknown.message, range: [offset(lsp.range.start), offset(lsp.range.end)] }, schemas);
    expect(fixes.map((f) => f.title)).toEqual(['Change `confg` to `config`']);
  });

  it('renames a forEach iterator in its resource only, and refuses a taken id', () => {
    const at = RGD.indexOf('word:');
    const result = renameAt(index!, at, 'entry');
    expect(result && 'edits' in result ? result.edits.length : 0).toBe(2);
    expect(renameAt(index!, RGD.indexOf('id: pods') + 4, 'config')).toEqual({ error: '`config` is already taken in this RGD' });
    expect(referencesAt(index!, RGD.indexOf('id: config') + 4)).toHaveLength(1);
  });
});

describe('cel-references', () => {
  it.each([
    ['schema.spec.replicas', [['schema', ['spec', 'replicas']]]],
    [
      'a.b[0].c + size(d.e) + "x.y"',
      [
        ['a', ['b', '[]', 'c']],
        ['d', ['e']],
      ],
    ],
    [
      'list.map(x, x.name).join(",")',
      [
        ['list', []],
        ['x', []],
        ['x', ['name']],
      ],
    ],
    ['db.?status.endpoint.orValue("")', [['db', ['status', 'endpoint']]]],
  ])('%s', (expression, expected) => {
    expect(findReferenceChains(expression).map((c) => [c.root, c.segments.map((s) => s.name)])).toEqual(expected);
  });

  it.each([
    ['schema.spec.', { root: 'schema', fields: ['spec'], partial: '' }],
    ['schema.spec.rep', { root: 'schema', fields: ['spec'], partial: 'rep' }],
    ['size(dep', { fields: [], partial: 'dep' }],
    ['a.b[0].', { root: 'a', fields: ['b', '[]'], partial: '' }],
    ['db.?status.', { root: 'db', fields: ['status'], partial: '' }],
  ])('before the cursor: %s', (prefix, expected) => {
    expect(chainBeforeCursor(prefix)).toEqual(expected);
  });
});

describe('completion in the YAML of an RGD', () => {
  const webapp = readFileSync(join(corpusDir, 'kro/examples/kubernetes/webapp/rg.yaml'), 'utf8');
  const [index] = indexRgds('rg.yaml', webapp);

  it("offers the kind's fields while writing a template key, at any depth", () => {
    const text = webapp.replace('              imagePullPolicy: Always\n', '              imagePullPolicy: Always\n              liv\n');
    const items = completeYamlAt(index!, text, text.indexOf('              liv\n') + '              liv'.length, schemas);
    expect(items.map((i) => i.label)).toEqual(expect.arrayContaining(['livenessProbe', 'readinessProbe', 'ports', 'env']));
    expect(items.find((i) => i.label === 'livenessProbe')?.insertText).toBe('livenessProbe: ');
    const spec = webapp.replace('        replicas: ${schema.spec.replicas}\n', '        replicas: ${schema.spec.replicas}\n        str\n');
    expect(completeYamlAt(index!, spec, spec.indexOf('        str\n') + 11, schemas).map((i) => i.label)).toContain('strategy');
  });

  it('offers SimpleSchema types, then markers after |', () => {
    const types = completeYamlAt(index!, webapp, webapp.indexOf('port: integer') + 'port: '.length, schemas).map((i) => i.label);
    expect(types).toEqual(['string', 'integer', 'boolean', 'float', 'object', '[]', 'map[string]']);
    const markers = completeYamlAt(index!, webapp, webapp.indexOf('port: integer | ') + 'port: integer | '.length, schemas);
    expect(markers.map((i) => i.label)).toEqual(expect.arrayContaining(['default', 'minimum', 'enum', 'required']));
    expect(markers.find((i) => i.label === 'minimum')?.insertText).toBe('minimum=');
  });
});

describe('hover types', () => {
  const webapp = readFileSync(join(corpusDir, 'kro/examples/kubernetes/webapp/rg.yaml'), 'utf8');
  const [index] = indexRgds('rg.yaml', webapp);

  it('shows the CEL type of the part under the cursor and of the whole expression', () => {
    const port = hoverAt(index!, webapp.indexOf('${schema.spec.port}') + '${schema.spec.p'.length, schemas)!;
    expect(port.markdown).toContain('`schema.spec.port`: CEL type `int`');
    const ready = webapp.indexOf('${deployment.spec.replicas ==');
    const replicas = hoverAt(index!, ready + '${deployment.spec.rep'.length, schemas)!;
    expect(replicas.markdown).toContain('`deployment.spec.replicas`: CEL type `int`');
    expect(replicas.markdown).toContain('expression `${deployment.spec.replicas == deployment.status.availableReplicas}`: CEL type `bool`');
  });
});

describe('related locations', () => {
  const text = `apiVersion: kro.run/v1alpha1
kind: ResourceGraphDefinition
metadata: {name: x}
spec:
  schema: {apiVersion: v1alpha1, kind: X, spec: {}}
  resources:
    - id: a
      template: {apiVersion: v1, kind: ConfigMap, metadata: {name: "\${b.metadata.name}"}}
    - id: b
      template: {apiVersion: v1, kind: ConfigMap, metadata: {name: "\${a.metadata.name}"}}
    - id: a
      template: {apiVersion: v1, kind: ConfigMap, metadata: {name: x}}
`;
  it('points at every resource of a cycle and at the other declaration of a duplicate id', () => {
    const diagnostics = analyzeText('c.yaml', text, 'rgd', settings);
    const indexes = indexRgds('c.yaml', text);
    const place = (code: string) =>
      relatedPlaces(diagnostics.find((d) => d.code === code)!, indexes).map((r) => [positionOf(text, r.range[0]).line + 1, r.message]);
    expect(place('graph_cycle')).toEqual([
      [7, 'a depends on b'],
      [9, 'b depends on a'],
    ]);
    expect(place('rgd_duplicate_id')).toEqual([[7, '`a` is also declared here (spec.resources[0])']]);
  });
});

describe('string(...) quick fix', () => {
  it('wraps a non-string fragment of a text template', () => {
    const webapp = readFileSync(join(corpusDir, 'kro/examples/kubernetes/webapp/rg.yaml'), 'utf8');
    const text = webapp.replace('name: ${schema.spec.name}\n        namespace', 'name: web-${schema.spec.port}\n        namespace');
    const found = analyzeText('rg.yaml', text, 'rgd', settings).find((d) => d.code === 'cel_fragment_not_string')!;
    const lsp = toLspDiagnostic(found);
    const offset = (p: { line: number; character: number }) =>
      text
        .split('\n')
        .slice(0, p.line)
        .reduce((n, l) => n + l.length + 1, 0) + p.character;
    const [index] = indexRgds('rg.yaml', text);
    const [fix] = quickFixes(text, index, { code: found.code, message: found.message, range: [offset(lsp.range.start), offset(lsp.range.end)] }, schemas);
    expect(fix!.title).toBe('Wrap in string(...)');
    const fixed = text.slice(0, fix!.edits[0]!.range[0]) + fix!.edits[0]!.newText + text.slice(fix!.edits[0]!.range[1]);
    expect(fixed).toContain('name: web-${string(schema.spec.port)}');
    expect(analyzeText('rg.yaml', fixed, 'rgd', settings)).toEqual([]);
  });
});

describe('quote-the-marker-value quick fix', () => {
  const webapp = readFileSync(join(corpusDir, 'kro/examples/kubernetes/webapp/rg.yaml'), 'utf8');
  const line = 'image: string | default=nginx';
  const fixesFor = (text: string) => {
    const offset = (p: { line: number; character: number }) =>
      text
        .split('\n')
        .slice(0, p.line)
        .reduce((n, l) => n + l.length + 1, 0) + p.character;
    const [index] = indexRgds('rg.yaml', text);
    return analyzeText('rg.yaml', text, 'rgd', settings).map((found) => {
      const lsp = toLspDiagnostic(found);
      return {
        code: found.code,
        fixes: quickFixes(text, index, { code: found.code, message: found.message, range: [offset(lsp.range.start), offset(lsp.range.end)] }, schemas),
      };
    });
  };
  it.each([
    [
      'the last marker (a key without a value)',
      'image: string | default=nginx description=The image',
      'image: string | default=nginx description="The image"',
      'rgd_invalid_marker',
    ],
    [
      'a marker before another (an unknown joined key)',
      'image: string | description=The image default=nginx',
      'image: string | description="The image" default=nginx',
      'rgd_unknown_marker',
    ],
    ['inside a double-quoted YAML scalar', 'image: "string | description=The image"', 'image: "string | description=\\"The image\\""', 'rgd_invalid_marker'],
  ])('quotes %s', (_name, broken, fixedLine, code) => {
    const text = webapp.replace(line, broken);
    const [found] = fixesFor(text);
    expect(found!.code).toBe(code);
    const [fix] = found!.fixes;
    const fixed = text.slice(0, fix!.edits[0]!.range[0]) + fix!.edits[0]!.newText + text.slice(fix!.edits[0]!.range[1]);
    expect(fixed).toBe(webapp.replace(line, fixedLine));
    expect(analyzeText('rg.yaml', fixed, 'rgd', settings)).toEqual([]);
  });
  it('offers no quoting for a misspelt marker key', () => {
    const found = fixesFor(webapp.replace(line, 'image: string | description=img defualt=nginx'));
    expect(found.map((f) => f.code)).toEqual(['rgd_unknown_marker']);
    expect(found[0]!.fixes).toEqual([]);
  });
});

describe('marker hover', () => {
  it('says what a SimpleSchema marker means', () => {
    const webapp = readFileSync(join(corpusDir, 'kro/examples/kubernetes/webapp/rg.yaml'), 'utf8');
    const at = webapp.indexOf('port: integer | default=8080') + 'port: integer | def'.length;
    expect(hoverMarkerAt(webapp, at)?.markdown).toBe('**default**: SimpleSchema marker: value used when the field is not set');
    expect(hoverMarkerAt(webapp, webapp.indexOf('imagePullPolicy: Always') + 3)).toBeUndefined();
  });
});
