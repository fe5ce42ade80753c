/**
 * `--emit instance` and required parameters without a default (issue 11 §6): each is
 * written as `null` with a `# required: set this (<type>, <constraints>)` comment on its
 * line, and the header names them. The API server prunes a `null` of a non-nullable field
 * and then refuses the instance (`Required value`); `rgdc preview` does the same, at each
 * field's line, until the fields are filled in.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { compile } from '../src/index.js';
import { rgdc } from './support/cli.js';
import { listFixtures } from './support/fixtures.js';
import { readYaml11, readYaml12 } from './support/yaml11.js';

const CONFIGDATA = `apiVersion: rgdc/v1alpha1
kind: ConfigData
metadata:
  name: shop
component:
  name: acme.org/shop
  version: 1.0.0
  repository: ghcr.io/acme/ocm
deploy:
  helm:
    chart: chart
configuration:
  defaults:
    replicas: 1
    db: {port: 5432}
  schema:
    type: object
    required: [hostname, tier, replicas, ports, limits, tls]
    $defs:
      Tls:
        type: object
        properties:
          secretName: {type: string}
    properties:
      replicas: {type: integer, minimum: 1}
      hostname: {type: string, pattern: '^[a-z.]+$', maxLength: 253}
      tier: {type: string, enum: [gold, silver]}
      ports: {type: array, items: {type: integer}, minItems: 1}
      limits: {type: object, additionalProperties: {type: string}}
      tls: {$ref: '#/$defs/Tls'}
      db:
        type: object
        required: [host]
        properties:
          host: {type: string, minLength: 1}
          port: {type: integer}
  rules:
    - {value: (( replicas )), path: replicaCount}
    - {value: (( hostname )), path: ingress.host}
    - {value: (( tier )), path: tier}
    - {value: (( ports )), path: ports}
    - {value: (( limits )), path: resources.limits}
    - {value: (( db.host )), path: db.host}
    - {value: (( db.port )), path: db.port}
    - {value: (( tls.secretName )), path: tls.secretName}
`;

/** The lines a required field gets, and a value that satisfies its constraints. */
const REQUIRED = [
  {
    path: 'spec.db.host',
    line: '    host: null # required: set this (string, minLength 1); or remove spec.db, which is optional',
    filled: '    host: db.shop',
  },
  { path: 'spec.hostname', line: '  hostname: null # required: set this (string, maxLength 253, pattern ^[a-z.]+$)', filled: '  hostname: shop.example' },
  { path: 'spec.limits', line: '  limits: null # required: set this (map of string)', filled: '  limits: {cpu: 200m}' },
  { path: 'spec.ports', line: '  ports: null # required: set this (array of integer, minItems 1)', filled: '  ports: [8080]' },
  { path: 'spec.tier', line: '  tier: null # required: set this (string, one of "gold", "silver")', filled: '  tier: gold' },
  // A required object (a $defs type, which kro marks required) none of whose fields has a
  // default is marked itself.
  { path: 'spec.tls', line: '  tls: null # required: set this (object)', filled: '  tls: {}' },
];

const compiled = compile({ file: 'configdata.yaml', source: CONFIGDATA, emit: ['rgd', 'instance', 'schema'] });
const instance = compiled.output?.files.instance ?? '';
const dir = mkdtempSync(join(tmpdir(), 'rgdc-required-'));
const write = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};
const configData = write('configdata.yaml', CONFIGDATA);

describe('--emit instance marks required parameters', () => {
  it('compiles', () => {
    expect(compiled.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(instance).not.toBe('');
  });

  it('puts null and the comment on the line of each required field without a default', () => {
    const lines = instance.split('\n');
    for (const field of REQUIRED) expect(lines, field.path).toContain(field.line);
    // Fields with a default keep it; nothing else is null.
    expect(lines).toContain('  replicas: 1');
    expect(lines).toContain('    port: 5432');
    expect(lines.filter((l) => l.includes(': null'))).toHaveLength(REQUIRED.length);
  });

  it('says in the header which fields need values, in document order', () => {
    const header = instance.split('\n').filter((l) => l.startsWith('#'));
    expect(header.slice(1)).toEqual([
      '# Set the fields marked `# required` before applying (null until then, which the API server refuses):',
      `# ${REQUIRED.map((f) => f.path).join(', ')}.`,
      '# Every other field is at its default; copy it and change what your installation needs.',
    ]);
  });

  it('is YAML that a YAML 1.1 (go-yaml) reader reads as rgdc does, the same every time', () => {
    expect(readYaml11(instance)).toEqual(readYaml12(instance));
    expect(compile({ file: 'configdata.yaml', source: CONFIGDATA, emit: ['instance'] }).output?.files.instance).toBe(instance);
  });

  it('the instance JSON Schema refuses it as it is and accepts it filled in', () => {
    const validate = new Ajv({ strict: false, allErrors: true }).compile(JSON.parse(compiled.output!.files.schema!));
    expect(validate(readYaml12(instance)[0])).toBe(false);
    expect([...new Set(validate.errors!.map((e) => e.instancePath))].sort()).toEqual([
      '/spec/db/host',
      '/spec/hostname',
      '/spec/limits',
      '/spec/ports',
      '/spec/tier',
      '/spec/tls',
    ]);
    expect(validate(readYaml12(fill(instance))[0]), JSON.stringify(validate.errors)).toBe(true);
  });

  it("rgdc preview refuses it as it is: exit 1, Required value at each field's line", () => {
    const file = write('instance.yaml', instance);
    const run = rgdc(['preview', configData, '--instance', file, '--json']);
    expect(run.code).toBe(1);
    const diagnostics = (
      JSON.parse(run.stdout) as { diagnostics: { code: string; severity: string; line: number; path: string; message: string }[] }
    ).diagnostics.filter((d) => d.severity === 'error');
    const lines = instance.split('\n');
    expect(diagnostics.map((d) => ({ code: d.code, line: d.line, path: d.path, message: d.message }))).toEqual(
      REQUIRED.map((field) => ({
        code: 'preview_invalid_instance',
        line: lines.indexOf(field.line) + 1,
        path: field.path,
        message: `Shop "shop" is invalid: ${field.path}: Required value`,
      })),
    );
  });

  it('rgdc preview accepts it once the fields are set: exit 0', () => {
    const file = write('filled.yaml', fill(instance));
    const run = rgdc(['preview', configData, '--instance', file, '--quiet']);
    expect(run.stderr).not.toMatch(/: error /);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('hostname: shop.example');
  });

  it('a required field inside an optional object may instead be removed with it', () => {
    const withoutDb = fill(instance).replace(/^ {2}db:\n(?: {4}.*\n)+/m, '');
    expect(withoutDb).not.toContain('db:');
    expect(rgdc(['preview', configData, '--instance', write('no-db.yaml', withoutDb), '--quiet']).code).toBe(0);
  });

  it.each(
    listFixtures()
      .filter((f) => !f.name.startsWith('bad-'))
      .map((f) => ({ name: f.name, source: f.source, input: f.input })),
  )('$name: a null only where a required comment is, and the header says whether there are any', ({ source, input }) => {
    const lines = (compile({ file: input, source, emit: ['instance'] }).output?.files.instance ?? '').split('\n');
    const marked = lines.filter((l) => / # required: set this \(/.test(l));
    expect(lines.filter((l) => /: null( #|$)/.test(l))).toEqual(marked);
    expect(lines[1]).toBe(
      marked.length === 0
        ? '# Every field is at its default; copy it and change what your installation needs.'
        : '# Set the fields marked `# required` before applying (null until then, which the API server refuses):',
    );
  });
});

/** Replaces every required line by its filled-in value. */
function fill(text: string): string {
  return REQUIRED.reduce((out, field) => out.replace(`${field.line}\n`, `${field.filled}\n`), text);
}
