/**
 * The same robustness properties as compile's, for check, preview and localize: on
 * arbitrary text and on mutated real inputs, every run ends with a result (never an
 * uncaught exception or an internal error) and every diagnostic points inside its file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { toYaml } from '../../src/compiler/phases/5-emit/yaml.js';
import { check, localize, preview, type Diagnostic } from '../../src/index.js';
import { REPO_ROOT } from '../support/fixtures.js';
import { hostileString } from './support.js';

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');
const RGD = read('test/fixtures/compile/helm-configured/rgd.yaml');
const CONFIGDATA = read('test/fixtures/compile/helm-configured/configdata.yaml');
const INSTANCE = read('test/fixtures/compile/helm-configured/instance.yaml');
const COMPONENT = read('test/fixtures/preview/helm-configured/component.yaml');
const VALUES_INPUT = read('test/fixtures/localize/helm-values/input.yaml');
const VALUES = read('test/fixtures/localize/helm-values/values.yaml');
const VALUES_CONFIGDATA = read('test/fixtures/localize/helm-values/configdata.yaml');

/** Every diagnostic is data about a place inside one of the given files; none is a crash. */
function assertWellFormed(diagnostics: readonly Diagnostic[], files: Readonly<Record<string, string>>): void {
  for (const d of diagnostics) {
    expect(d.code).not.toBe('internal_error');
    const source = files[d.file];
    if (source === undefined) continue; // a generated file (the compiled RGD of a ConfigData)
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.line).toBeLessThanOrEqual(source.split('\n').length + 1);
    expect(d.column).toBeGreaterThanOrEqual(1);
  }
}

/** A plain YAML value with one node replaced, deleted or retyped. */
const mutation = fc.record({ at: fc.nat(), how: fc.constantFrom('delete', 'number', 'list', 'map', 'null', 'string'), text: hostileString });

function mutate(source: string, { at, how, text }: { at: number; how: string; text: string }): string {
  const root = parse(source) as unknown;
  const slots: [Record<string | number, unknown>, string | number][] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v))
      v.forEach((item, i) => {
        slots.push([v as unknown as Record<number, unknown>, i]);
        walk(item);
      });
    else if (v && typeof v === 'object')
      for (const k of Object.keys(v)) {
        slots.push([v as Record<string, unknown>, k]);
        walk((v as Record<string, unknown>)[k]);
      }
  };
  walk(root);
  if (slots.length === 0) return source;
  const [container, key] = slots[at % slots.length]!;
  if (how === 'delete') {
    if (Array.isArray(container)) container.splice(key as number, 1);
    else delete container[key];
  } else {
    container[key] = how === 'number' ? 7 : how === 'list' ? [container[key]] : how === 'map' ? { k: container[key] } : how === 'null' ? null : text;
  }
  return toYaml(root);
}

describe('check never crashes', () => {
  it('on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (source) => {
        assertWellFormed(check({ files: [{ file: 'fuzz.yaml', source }] }).diagnostics, { 'fuzz.yaml': source });
      }),
    );
  });
  it('on a mutated RGD', () => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 3 }), (steps) => {
        const source = steps.reduce(mutate, RGD);
        assertWellFormed(check({ files: [{ file: 'rgd.yaml', source }] }).diagnostics, { 'rgd.yaml': source });
      }),
      { numRuns: 60 },
    );
  });
});

describe('preview never crashes', () => {
  it('on a mutated instance or component descriptor', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(mutation, { minLength: 1, maxLength: 3 }), (onInstance, steps) => {
        const instance = onInstance ? steps.reduce(mutate, INSTANCE) : INSTANCE;
        const component = onInstance ? COMPONENT : steps.reduce(mutate, COMPONENT);
        const result = preview({
          input: { file: 'configdata.yaml', source: CONFIGDATA },
          instance: { file: 'instance.yaml', source: instance },
          component: { file: 'component.yaml', source: component },
        });
        assertWellFormed(result.diagnostics, { 'instance.yaml': instance, 'component.yaml': component, 'configdata.yaml': CONFIGDATA });
      }),
      { numRuns: 40 },
    );
  });
});

describe('localize never crashes', () => {
  it('on mutated values, input file or ConfigData', () => {
    fc.assert(
      fc.property(fc.constantFrom('values', 'input', 'configData'), fc.array(mutation, { minLength: 1, maxLength: 3 }), (which, steps) => {
        const files = { values: VALUES, input: VALUES_INPUT, configData: VALUES_CONFIGDATA };
        files[which] = steps.reduce(mutate, files[which]);
        const result = localize({
          input: { file: 'values.yaml', source: files.input },
          configData: { file: 'configdata.yaml', source: files.configData },
          values: { file: 'my-values.yaml', source: files.values },
          images: { image: 'ghcr.io/stefanprodan/podinfo:6.9.1' },
        });
        assertWellFormed(result.diagnostics, { 'values.yaml': files.input, 'configdata.yaml': files.configData, 'my-values.yaml': files.values });
      }),
      { numRuns: 60 },
    );
  });
  it('on arbitrary text as the file to localize', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (source) => {
        const result = localize({ input: { file: 'values.yaml', source }, configData: { file: 'configdata.yaml', source: VALUES_CONFIGDATA } });
        assertWellFormed(result.diagnostics, { 'values.yaml': source, 'configdata.yaml': VALUES_CONFIGDATA });
      }),
    );
  });
});
