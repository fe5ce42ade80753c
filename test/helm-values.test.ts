/**
 * Semantic checks of compiled Helm RGDs, beyond the byte-for-byte snapshots: the values
 * read the right instance fields and the right OCM Resource status, and every reference
 * resolves to something the RGD defines.
 */
// biome-ignore-all lint/suspicious/noExplicitAny: reaches into the templates of compiled RGDs; `unknown` would need a cast at every step.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { scanTemplate } from '../src/template/scanner.js';
import { inspectAst, parseExpression } from '../src/cel/inspector.js';
import { listFixtures, REPO_ROOT } from './support/fixtures.js';

interface Rgd {
  spec: {
    schema: { spec: Record<string, unknown> };
    resources: { id: string; template: { kind: string; metadata: { name: string }; spec: Record<string, any> } }[];
  };
}

const load = (name: string) => parse(readFileSync(join(REPO_ROOT, 'test/fixtures/compile', name, 'rgd.yaml'), 'utf8')) as Rgd;
const resource = (rgd: Rgd, id: string) => rgd.spec.resources.find((r) => r.id === id)!.template;

describe('helm-configured values', () => {
  const rgd = load('helm-configured');
  const release = resource(rgd, 'helmRelease');
  const values = release.spec.values;

  it('configuration rules read the instance fields they name', () => {
    expect(values.replicaCount).toBe('${schema.spec.replicas}');
    expect(values.ui.message).toBe('${schema.spec.message}');
    expect(values.ui.color).toBe('${schema.spec.ui.color}');
    expect(values.redis.enabled).toBe('${schema.spec.cache.enabled}');
    expect(values.ingress.hosts).toBe('${schema.spec.hosts}');
    // Text around a placeholder; a non-string parameter is converted for the template.
    expect(values.extraArgs).toEqual(['level=${schema.spec.logLevel}', '--port-metrics=9797']);
    expect(values.cache).toBe('redis://${string(schema.spec.replicas)}-replicas:6379');
    expect(values.podAnnotations['prometheus.io/scrape']).toBe('true');
  });

  it('user text with ${ is escaped, never evaluated', () => {
    expect(values.ui.footer).toBe('Costs ${"${"}price} per call');
  });

  it('localization reads the status of the image Resources', () => {
    const image = resource(rgd, 'imageResource');
    const redis = resource(rgd, 'redisImageResource');
    expect(image.kind).toBe('Resource');
    expect(image.spec.resource.byReference.resource.name).toBe('image');
    expect(redis.spec.resource.byReference.resource.name).toBe('redis-image');
    expect(values.image).toEqual({
      repository: '${imageResource.status.additional.oci.registry}/${imageResource.status.additional.oci.repository}',
      tag: '${imageResource.status.additional.oci.tag}',
    });
    expect(values.redis.imageRepository).toBe('${redisImageResource.status.additional.oci.registry}/${redisImageResource.status.additional.oci.repository}');
    expect(values.redis.imageDigest).toBe('${redisImageResource.status.additional.oci.digest}');
  });

  it('secrets are read by reference through valuesFrom, never inlined', () => {
    expect(release.spec.valuesFrom).toEqual([
      { kind: 'Secret', name: '${schema.spec.secrets.database.name}', valuesKey: '${schema.spec.secrets.database.key}', targetPath: 'database.password' },
    ]);
    expect(JSON.stringify(values)).not.toContain('database');
  });

  it('the chart source is pinned by digest to the chart Resource', () => {
    const oci = resource(rgd, 'ociRepository');
    expect(oci.spec.ref).toEqual({ digest: '${chartResource.status.additional.oci.digest}' });
    expect(release.spec.chartRef).toEqual({ kind: 'OCIRepository', name: '${ociRepository.metadata.name}' });
  });
});

describe.each(listFixtures().filter((f) => !f.name.startsWith('bad-')))('$name references', (fixture) => {
  it('every schema.spec path and resource id read by an expression exists', () => {
    const rgd = load(fixture.name);
    const ids = new Set(rgd.spec.resources.map((r) => r.id));
    const strings: string[] = [];
    const collect = (v: unknown): void => {
      if (typeof v === 'string') strings.push(v);
      else if (v && typeof v === 'object') Object.values(v).forEach(collect);
    };
    collect(rgd.spec);
    for (const text of strings) {
      for (const part of scanTemplate(text).parts) {
        if (part.kind !== 'expression') continue;
        const parsed = parseExpression(part.expression);
        expect(parsed, part.expression).not.toHaveProperty('error');
        if ('error' in parsed) continue;
        for (const path of inspectAst(parsed.ast).paths) {
          const [root, ...rest] = path.split('.');
          if (root === 'schema' && rest[0] === 'spec') {
            let node: unknown = rgd.spec.schema.spec;
            for (const key of rest.slice(1)) {
              expect(node, `${path} in ${fixture.name}`).toHaveProperty([key]);
              node = (node as Record<string, unknown>)[key];
            }
          } else if (root !== 'schema') {
            expect(ids.has(root!), `${root} (from ${text})`).toBe(true);
          }
        }
      }
    }
  });
});
