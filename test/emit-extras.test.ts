/**
 * The extra outputs of compile (`--emit`), `rgdc init`, `rgdc schema` and `rgdc types`:
 * bootstrap objects fit the OCM CRDs, example instances fit the instance JSON Schema,
 * starters compile cleanly.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { parse, parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { compile } from '../src/index.js';
import { renderStarter } from '../src/init/starter.js';
import { createTemplateValidator } from '../src/kube/openapi-validator.js';
import { loadCorpusCrds } from './support/corpus.js';
import { listFixtures, REPO_ROOT } from './support/fixtures.js';

const fixtures = listFixtures();

describe('--emit bootstrap', () => {
  const withBootstrap = fixtures.filter((f) => existsSync(join(f.dir, 'bootstrap.yaml')));
  it('has at least one fixture', () => expect(withBootstrap.length).toBeGreaterThan(0));
  it.each(withBootstrap)('$name: every object validates against the upstream OCM CRDs', (fixture) => {
    const crds = loadCorpusCrds();
    const validator = createTemplateValidator();
    const docs = parseAllDocuments(readFileSync(join(fixture.dir, 'bootstrap.yaml'), 'utf8')).map((d) => d.toJS() as { apiVersion: string; kind: string });
    expect(docs.map((d) => d.kind)).toEqual(['Repository', 'Component', 'Resource', 'Deployer']);
    for (const doc of docs) {
      const crd = crds.lookup(doc.apiVersion, doc.kind);
      expect(crd, doc.kind).toBeDefined();
      expect(validator.validate(crd!.schema, doc), doc.kind).toEqual([]);
    }
  });
});

describe('--emit instance and schema', () => {
  const both = fixtures.filter((f) => existsSync(join(f.dir, 'instance.yaml')) && existsSync(join(f.dir, 'instance.schema.json')));
  it('has at least one fixture', () => expect(both.length).toBeGreaterThan(0));
  it.each(both)('$name: the example instance is valid against the instance JSON Schema', (fixture) => {
    const schema = JSON.parse(readFileSync(join(fixture.dir, 'instance.schema.json'), 'utf8'));
    const instance = parse(readFileSync(join(fixture.dir, 'instance.yaml'), 'utf8'));
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    expect(validate(instance), JSON.stringify(validate.errors)).toBe(true);
  });
  it('an instance that breaks the parameter schema is rejected by the instance JSON Schema', () => {
    const fixture = both.find((f) => f.name === 'helm-configured')!;
    const schema = JSON.parse(readFileSync(join(fixture.dir, 'instance.schema.json'), 'utf8'));
    const instance = parse(readFileSync(join(fixture.dir, 'instance.yaml'), 'utf8'));
    instance.spec.replicas = 0;
    instance.spec.logLevel = 'loud';
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    expect(validate(instance)).toBe(false);
    expect(validate.errors!.map((e) => e.instancePath).sort()).toEqual(['/spec/logLevel', '/spec/replicas']);
  });
});

describe('rgdc init', () => {
  it.each(['helm', 'kustomize'] as const)('the %s starter compiles with no diagnostics', (kind) => {
    const result = compile({ file: 'configdata.yaml', source: renderStarter('my-shop', kind) });
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.output!.files.rgd).toContain('kind: MyShop');
  });

  it.each(['null', 'true', 'yes', 'on', 'n'])('a starter named %j compiles, and names it as a string', (name) => {
    for (const kind of ['helm', 'kustomize'] as const) {
      const source = renderStarter(name, kind);
      expect(source).toContain(`  name: "${name}"`);
      expect(source).toContain(`example.com/${name}`);
      const result = compile({ file: 'configdata.yaml', source });
      expect(result.diagnostics).toEqual([]);
      expect(result.output!.files.rgd).toContain(`  name: "${name}"`);
    }
  });
});

describe('rgdc schema and rgdc types', () => {
  const rgdc = (args: string[]) => spawnSync(process.execPath, [join(REPO_ROOT, 'dist/cli/main.js'), ...args], { cwd: REPO_ROOT, encoding: 'utf8' });
  it('schema configdata prints the ConfigData schema', () => {
    const run = rgdc(['schema', 'configdata']);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(JSON.parse(readFileSync(join(REPO_ROOT, 'schemas/configdata.v1alpha1.schema.json'), 'utf8')));
  });
  it('schema instance prints the instance schema of a ConfigData', () => {
    const run = rgdc(['schema', 'instance', 'test/fixtures/compile/helm-configured/configdata.yaml']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(readFileSync(join(REPO_ROOT, 'test/fixtures/compile/helm-configured/instance.schema.json'), 'utf8'));
  });
  it('types instance prints TypeScript for the instance API', () => {
    const run = rgdc(['types', 'instance', 'test/fixtures/compile/helm-configured/configdata.yaml']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('export interface Podinfo');
    expect(run.stdout).toMatch(/replicas: number;/);
  });
  it('bad input to schema/types exits 1 with diagnostics', () => {
    const run = rgdc(['types', 'instance', 'test/fixtures/compile/bad-undefined-parameter/configdata.yaml']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('configdata_undefined_parameter');
  });
});
