/**
 * CEL typing registers only the struct types an RGD's expressions can reach
 * (`src/cel/types/reach.ts`). Whatever it registers, every expression must type exactly
 * as with every type registered: the same validity, type, message and range. Two
 * tables (the reach rules themselves are `cel-reach-rules.test.ts`): single expressions
 * against both environments, and `check` of every RGD of the corpus and the fixtures with the reach and without it (all
 * diagnostics, messages included).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createKroEnvironment, type KroEnvironment } from '../../src/cel/environment.js';
import { fieldReachOf } from '../../src/cel/types/reach.js';
import { check } from '../../src/check/check.js';
import type { SchemaResolver } from '../../src/kro/types.js';
import { builtinSchemas } from '../../src/targets/catalog.js';
import { corpusDir, loadCorpusCrds, repoRoot } from '../support/corpus.js';

/** `eager`: the pipeline registers every type, as before the reach (the reference). */
const mode = vi.hoisted(() => ({ eager: false }));
vi.mock('../../src/cel/types/reach.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/cel/types/reach.js')>();
  return { ...real, fieldReachOf: (texts: Iterable<string>) => (mode.eager ? undefined : real.fieldReachOf(texts)) };
});

const catalog = builtinSchemas();
const instance = {
  type: 'object',
  properties: {
    spec: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        ports: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, port: { type: 'integer' } } } },
        labels: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
  },
};
const resources = new Map([
  ['deployment', { schema: catalog.lookup('apps/v1', 'Deployment')!.schema }],
  ['configs', { schema: catalog.lookup('v1', 'ConfigMap')!.schema, collection: true }],
  ['release', { schema: catalog.lookup('helm.toolkit.fluxcd.io/v2', 'HelmRelease')!.schema }],
]);

const EXPRESSIONS = [
  'deployment.spec.replicas',
  'deployment.spec.replicaz',
  'deployment.spec.template.spec.containers[0].image',
  'deployment.spec.template.spec.containers[0].imagez',
  'deployment.spec.template.spec.containers.map(c, c.ports)',
  'deployment.spec.template.spec.containers.map(c, c.portz)',
  'deployment.spec.template.spec.containers.exists(c, c.resources.limits["cpu"] == "1")',
  'deployment.spec == deployment.spec',
  'deployment.spec.template == deployment.spec.strategy',
  'deployment.spec.strategy == deployment.spec.strategy',
  'type(deployment.spec.template) == type(deployment.spec)',
  'has(deployment.spec.strategy.rollingUpdate)',
  'deployment.?spec.?strategy.?rollingUpdate.maxSurge',
  'deployment.spec.selector.matchLabels',
  'deployment["spec"]["selector"].matchLabels',
  'deployment.status.conditions.filter(c, c.type == "Available")[0].status',
  'deployment.metadata.labels["app"]',
  'configs.map(c, c.data)',
  'configs[0].metadata.name + "-" + schema.spec.name',
  'schema.spec.ports.map(p, p.port)',
  'schema.spec.ports[0].portz',
  'release.spec.chart.spec.sourceRef.kind',
  'release.spec.values.anything.goes',
  'dyn(deployment.spec).template.spec',
  'deployment.spec.template.spec.containers[0] == deployment.spec.template.spec.initContainers[0]',
  'size(deployment.spec)',
  'deployment.spec.template.spec',
];

function outcome(kro: KroEnvironment, expression: string): unknown {
  const result = kro.check(expression);
  const error = result.error as (Error & { range?: unknown }) | undefined;
  return { valid: result.valid, type: result.type, message: error?.message, range: error?.range };
}

describe('typing with the reach equals typing with every type', () => {
  const eager = createKroEnvironment({ schema: instance, resources });
  const all = fieldReachOf(EXPRESSIONS.map((e) => `\${${e}}`));
  it('the table is reachable lazily', () => expect(all).toBeDefined());
  const together = createKroEnvironment({ schema: instance, resources, reach: all! });
  it.each(EXPRESSIONS)('%s', (expression) => {
    const alone = createKroEnvironment({ schema: instance, resources, reach: fieldReachOf([`\${${expression}}`])! });
    const expected = outcome(eager, expression);
    expect(outcome(alone, expression)).toEqual(expected);
    expect(outcome(together, expression)).toEqual(expected);
    // Scoped environments inherit the reach (`each` declares the kind again).
    const each = { schema: catalog.lookup('apps/v1', 'Deployment')!.schema };
    expect(outcome(alone.extend({ each }), expression.replace(/^deployment/, 'each'))).toEqual(
      outcome(eager.extend({ each }), expression.replace(/^deployment/, 'each')),
    );
  });
});

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return yamlFiles(full);
    return /\.ya?ml$/.test(name) ? [full] : [];
  });
}

const RGD_FILES = [
  ...yamlFiles(path.join(corpusDir, 'kro/examples')),
  ...yamlFiles(path.join(corpusDir, 'kro/testdata')),
  ...yamlFiles(path.join(corpusDir, 'ocm')).filter((f) => f.includes('/examples/')),
  ...yamlFiles(path.join(repoRoot, 'test/fixtures/check')),
  ...yamlFiles(path.join(repoRoot, 'test/fixtures/preview')),
  ...yamlFiles(path.join(repoRoot, 'test/fixtures/compile')).filter((f) => f.endsWith('configdata.yaml')),
].filter((file) => /kind:\s*(ResourceGraphDefinition|ConfigData)/.test(readFileSync(file, 'utf8')));

describe('check with the reach equals check with every type', () => {
  const corpus = loadCorpusCrds();
  const schemas: SchemaResolver = { lookup: (apiVersion, kind) => corpus.lookup(apiVersion, kind) ?? catalog.lookup(apiVersion, kind) };
  const run = (file: string, eager: boolean) => {
    mode.eager = eager;
    try {
      return check({ files: [{ file, source: readFileSync(file, 'utf8') }], schemas }).diagnostics;
    } finally {
      mode.eager = false;
    }
  };
  it('covers the corpus and the fixtures', () => expect(RGD_FILES.length).toBeGreaterThan(150));
  it.each(RGD_FILES.map((file) => path.relative(repoRoot, file)))('%s', (relative) => {
    const file = path.join(repoRoot, relative);
    expect(run(file, false)).toEqual(run(file, true));
  });
});
