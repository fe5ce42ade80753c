/**
 * Properties of compile over generated and mutated input: it never crashes, every
 * diagnostic points inside the file, user text never becomes a kro expression, secret
 * values never reach any output, and the same meaning always gives the same bytes.
 */
// biome-ignore-all lint/suspicious/noExplicitAny: reaches into parsed ConfigData and compiled RGDs; `unknown` would need a cast at every step.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { compile, formatDiagnostic } from '../../src/index.js';
import { toYaml } from '../../src/compiler/phases/5-emit/yaml.js';
import { findSensitiveSpans, maskSource } from '../../src/sensitive/index.js';
import { listFixtures, REPO_ROOT } from '../support/fixtures.js';
import { hostileString, kroLiteral } from './support.js';

const fixtures = listFixtures().filter((f) => !f.name.startsWith('bad-'));
const configured = parse(readFileSync(join(REPO_ROOT, 'test/fixtures/compile/helm-configured/configdata.yaml'), 'utf8')) as Record<string, any>;
const kustomized = parse(readFileSync(join(REPO_ROOT, 'test/fixtures/compile/kustomize-configured/configdata.yaml'), 'utf8')) as Record<string, any>;

function assertWellFormed(source: string, result: ReturnType<typeof compile>): void {
  const lines = source.split('\n').length;
  for (const d of result.diagnostics) {
    expect(d.code).not.toBe('internal_error');
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.line).toBeLessThanOrEqual(lines + 1);
    expect(d.column).toBeGreaterThanOrEqual(1);
    expect(() => formatDiagnostic(d, { source })).not.toThrow();
  }
  expect(result.ok).toBe(result.diagnostics.every((d) => d.severity !== 'error'));
}

describe('compile never crashes', () => {
  it('on arbitrary text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 200 })), (source) => {
        assertWellFormed(source, compile({ file: 'fuzz.yaml', source }));
      }),
    );
  });

  it('on mutated fixtures (nodes deleted, retyped, duplicated, strings replaced)', () => {
    const mutation = fc.record({
      fixture: fc.constantFrom(...fixtures.map((f) => f.name)),
      steps: fc.array(
        fc.record({
          at: fc.nat(),
          how: fc.constantFrom('delete', 'retype-number', 'retype-list', 'retype-map', 'null', 'duplicate', 'string'),
          text: hostileString,
        }),
        { minLength: 1, maxLength: 4 },
      ),
    });
    fc.assert(
      fc.property(mutation, ({ fixture, steps }) => {
        const doc = parse(readFileSync(join(REPO_ROOT, 'test/fixtures/compile', fixture, 'configdata.yaml'), 'utf8')) as unknown;
        for (const step of steps) mutate(doc, step.at, step.how, step.text);
        const source = stringify(doc);
        assertWellFormed(source, compile({ file: 'mutated.yaml', source }));
      }),
    );
  });
});

describe('user text never becomes a kro expression', () => {
  it('in Helm rule values, text around placeholders and resource identities', () => {
    fc.assert(
      fc.property(hostileString, hostileString, (literal, identity) => {
        const config = structuredClone(configured);
        config.configuration.rules = [
          { value: literal, path: 'a.literal' },
          { value: { nested: [literal] }, path: 'a.nested' },
          { value: `pre-(( message ))-${literal.replace(/\(\(|\)\)/g, '')}`, path: 'a.text' },
        ];
        config.localization = [{ resource: { name: 'image', extraIdentity: { flavour: identity } }, tag: 'image.tag' }];
        const result = compile({ file: 'inject.yaml', source: toYaml(config) });
        if (!result.ok) {
          // Only a value the spiff subset rejects may fail, never with an internal error.
          expect(result.diagnostics.map((d) => d.code)).not.toContain('internal_error');
          return;
        }
        const rgd = parse(result.output!.files.rgd!) as any;
        const release = rgd.spec.resources.find((r: any) => r.id === 'helmRelease').template;
        if (!literal.includes('((')) {
          expect(kroLiteral(release.spec.values.a.literal)).toBe(literal);
          expect(kroLiteral(release.spec.values.a.nested.nested[0])).toBe(literal);
        }
        const image = rgd.spec.resources.find(
          (r: any) => r.template.kind === 'Resource' && r.template.spec.resource.byReference.resource.name === 'image',
        ).template;
        expect(kroLiteral(image.spec.resource.byReference.resource.flavour)).toBe(identity);
      }),
    );
  });

  it('in kustomize patches, post-build variables and targets', () => {
    fc.assert(
      fc.property(hostileString, hostileString, (literal, name) => {
        fc.pre(!literal.includes('((') && name.length > 0);
        const config = structuredClone(kustomized);
        config.configuration.rules = [
          { value: literal, target: { kind: 'Deployment', name }, path: 'metadata.annotations.note' },
          { value: literal, substitute: 'NOTE' },
        ];
        const result = compile({ file: 'inject.yaml', source: toYaml(config) });
        expect(result.diagnostics.map((d) => d.code)).not.toContain('internal_error');
        if (!result.ok) return;
        const rgd = parse(result.output!.files.rgd!) as any;
        const spec = rgd.spec.resources.find((r: any) => r.id === 'kustomization').template.spec;
        expect(kroLiteral(spec.postBuild.substitute.NOTE)).toBe(literal);
        const patch = spec.patches.find((p: any) => kroLiteral(p.target.name) === name);
        expect(patch).toBeDefined();
        // The patch document, as kro renders it, is JSON whose value is the literal.
        const rendered = kroLiteral(patch.patch);
        expect(rendered).toBeDefined();
        expect(JSON.parse(rendered!)[0].value).toBe(literal);
      }),
    );
  });
});

describe('secret values never reach any output', () => {
  it('a value written into a secret entry is refused and never echoed', () => {
    const token = fc.string({ unit: fc.constantFrom(...'ABCDEFGHJKMNPQRSTUVWXYZ23456789'), minLength: 12, maxLength: 24 });
    fc.assert(
      fc.property(token, fc.constantFrom('value', 'data', 'stringData', 'password'), (secret, key) => {
        const config = structuredClone(configured);
        config.secrets = [{ name: 'database', path: 'database.password', [key]: secret }];
        const source = toYaml(config);
        const result = compile({ file: 'secret.yaml', source, emit: ['rgd', 'instance', 'bootstrap', 'schema'] });
        expect(result.ok).toBe(false);
        // Masking is the renderer's: sensitive spans of the source, applied to the frame.
        const spans = findSensitiveSpans(new Map([['secret.yaml', source]]));
        const masked = maskSource(source, spans.ranges.get('secret.yaml'));
        const printed = [
          JSON.stringify(result.diagnostics),
          ...result.diagnostics.map((d) => formatDiagnostic(d, { source: masked })),
          ...Object.values(result.output?.files ?? {}),
        ].join('\n');
        expect(printed).not.toContain(secret);
      }),
    );
  });
});

describe('determinism', () => {
  it('reordering map keys changes no output byte', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fixtures.map((f) => f.name)), fc.integer(), (name, salt) => {
        const fixture = fixtures.find((f) => f.name === name)!;
        const emit = ['rgd', 'instance', 'bootstrap', 'constructor', 'schema'] as const;
        const expected = compile({ file: fixture.input, source: fixture.source, emit: [...emit] });
        const shuffled = stringify(shuffleKeys(parse(fixture.source), salt));
        const actual = compile({ file: fixture.input, source: shuffled, emit: [...emit] });
        expect(actual.output?.files).toEqual(expected.output?.files);
      }),
      { numRuns: 40 },
    );
  });

  it('many compiles interleaved in one process give the serial results', async () => {
    const serial = fixtures.map((f) => compile({ file: f.input, source: f.source }).output?.files.rgd);
    const parallel = await Promise.all(
      [...fixtures, ...fixtures, ...fixtures].map(async (f, i) => {
        await new Promise((resolve) => setTimeout(resolve, (i * 7) % 5));
        return compile({ file: f.input, source: f.source }).output?.files.rgd;
      }),
    );
    expect(parallel).toEqual([...serial, ...serial, ...serial]);
  });
});

/** Applies one mutation to the `at`-th node (depth-first) of a plain YAML value. */
function mutate(root: unknown, at: number, how: string, text: string): void {
  const slots: [Record<string, unknown> | unknown[], string | number][] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v))
      v.forEach((item, i) => {
        slots.push([v, i]);
        walk(item);
      });
    else if (v && typeof v === 'object')
      for (const k of Object.keys(v)) {
        slots.push([v as Record<string, unknown>, k]);
        walk((v as Record<string, unknown>)[k]);
      }
  };
  walk(root);
  if (slots.length === 0) return;
  const [container, key] = slots[at % slots.length]!;
  const bag = container as Record<string | number, unknown>;
  switch (how) {
    case 'delete':
      if (Array.isArray(container)) container.splice(key as number, 1);
      else delete bag[key];
      break;
    case 'retype-number':
      bag[key] = 42;
      break;
    case 'retype-list':
      bag[key] = [bag[key]];
      break;
    case 'retype-map':
      bag[key] = { [text || 'k']: bag[key] };
      break;
    case 'null':
      bag[key] = null;
      break;
    case 'duplicate':
      if (Array.isArray(container)) container.push(structuredClone(container[key as number]));
      else bag[`${String(key)}2`] = structuredClone(bag[key]);
      break;
    default:
      bag[key] = text;
  }
}

/** A deep copy with every map's keys in a salted pseudo-random order. */
function shuffleKeys(value: unknown, salt: number): unknown {
  if (Array.isArray(value)) return value.map((v) => shuffleKeys(v, salt));
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort((a, b) => hash(a, salt) - hash(b, salt));
    return Object.fromEntries(keys.map((k) => [k, shuffleKeys((value as Record<string, unknown>)[k], salt)]));
  }
  return value;
}

function hash(text: string, salt: number): number {
  let h = salt | 0;
  for (const ch of text) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}
