/**
 * kro's own end-to-end tests as the oracle (`../shared/corpus/kro/testdata/e2e/chainsaw/`).
 * Each chainsaw test is replayed step by step: `apply` of the RGD, of an instance (the
 * RGD's kind) or of other objects (they become `--external` objects), then every `assert`
 * must be contained in preview's output and every `error` must hold (an instance the API
 * server rejects is rejected by preview; an object that must not exist is not printed).
 *
 * Containment: every asserted field must be in the previewed object with the same value;
 * lists match element by element in order; chainsaw's `(conditions[?type == 'X'])` filters
 * are applied. Fields only a live cluster can fill are excluded (SERVER_SET below).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { preview } from '../../src/preview/index.js';
import type { PreviewResult } from '../../src/preview/types.js';
import { corpusDir } from '../support/corpus.js';

const E2E = path.join(corpusDir, 'kro/testdata/e2e/chainsaw');

/**
 * Fields excluded from the comparison, with why:
 * - `metadata.generation`, `uid`, `resourceVersion`, `creationTimestamp`, `managedFields`:
 *   set by the API server (and generation counts updates, which preview does not replay);
 * - `status` of objects kro creates (not of the instance): written by their controllers
 *   (kube-controller-manager for Deployments, ...), which preview does not simulate;
 * - the API server's defaults for built-in kinds (API_DEFAULTS), when the field is absent
 *   from the preview: kro applies the template, the API server fills these in.
 */
const SERVER_SET_METADATA = new Set(['generation', 'uid', 'resourceVersion', 'creationTimestamp', 'managedFields']);

/** Defaulted by kube-apiserver for `apps/v1` Deployments (`[]` is any list item). */
const API_DEFAULTS = new Set([
  'spec.replicas',
  'spec.progressDeadlineSeconds',
  'spec.revisionHistoryLimit',
  'spec.strategy',
  'spec.template.spec.containers[].imagePullPolicy',
  'spec.template.spec.containers[].terminationMessagePath',
  'spec.template.spec.containers[].terminationMessagePolicy',
  'spec.template.spec.dnsPolicy',
  'spec.template.spec.restartPolicy',
  'spec.template.spec.schedulerName',
  'spec.template.spec.securityContext',
  'spec.template.spec.terminationGracePeriodSeconds',
]);

/** The instance's `metadata.uid` the API server would assign (RGDs may read it). */
const INSTANCE_UID = '6f1c3e1a-0000-4000-8000-000000000001';

type Json = Record<string, unknown>;

interface Step {
  readonly kind: 'apply' | 'assert' | 'error' | 'wait';
  readonly file: string;
  /** `wait` on the instance's Ready condition: the status it waits for. */
  readonly ready?: string;
}

function stepsOf(dir: string): Step[] {
  const test = parse(readFileSync(path.join(dir, 'chainsaw-test.yaml'), 'utf8')) as { spec: { steps: { try?: Json[] }[] } };
  const steps: Step[] = [];
  for (const step of test.spec.steps) {
    for (const op of step.try ?? []) {
      for (const kind of ['apply', 'assert', 'error'] as const) {
        const file = (op[kind] as Json | undefined)?.file;
        if (typeof file === 'string') steps.push({ kind, file });
      }
      const wait = op.wait as { for?: { jsonPath?: { path?: string; value?: string } } } | undefined;
      if (wait?.for?.jsonPath?.path?.includes("@.type=='Ready'")) steps.push({ kind: 'wait', file: '', ready: wait.for.jsonPath.value ?? 'True' });
    }
  }
  return steps;
}

function documents(file: string): Json[] {
  const parsed = parseAllDocuments(readFileSync(file, 'utf8'));
  return (Array.isArray(parsed) ? parsed : []).map((d) => d.toJS() as Json).filter((d) => d !== null);
}

/** Whether `actual` contains `expected`; returns the first mismatch as a message. */
function contains(expected: unknown, actual: unknown, at: string, topLevel: boolean, instance: boolean): string | undefined {
  if (expected !== null && typeof expected === 'object' && !Array.isArray(expected)) {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return `${at}: expected an object, got ${JSON.stringify(actual)}`;
    for (const [rawKey, value] of Object.entries(expected as Json)) {
      if (topLevel && rawKey === 'status' && !instance) continue;
      if (at === 'metadata' && SERVER_SET_METADATA.has(rawKey)) continue;
      const filter = /^\((\w+)\[\?(\w+) == '([^']*)'\]\)$/.exec(rawKey);
      if (filter) {
        const [, list, field, wanted] = filter;
        const items = (((actual as Json)[list!] as Json[] | undefined) ?? []).filter((item) => item?.[field!] === wanted);
        const problem = contains(value, items, `${at}.${list}[?${field}==${wanted}]`, false, instance);
        if (problem) return problem;
        continue;
      }
      const child = at === '' ? rawKey : `${at}.${rawKey}`;
      if ((actual as Json)[rawKey] === undefined && !instance && API_DEFAULTS.has(child.replace(/\[\d+\]/g, '[]'))) continue;
      const problem = contains(value, (actual as Json)[rawKey], child, false, instance);
      if (problem) return problem;
    }
    return undefined;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length < expected.length) return `${at}: expected ${expected.length} items, got ${JSON.stringify(actual)}`;
    for (const [i, item] of expected.entries()) {
      const problem = contains(item, actual[i], `${at}[${i}]`, false, instance);
      if (problem) return problem;
    }
    return undefined;
  }
  return expected === actual || (String(expected) === String(actual) && typeof actual !== 'object')
    ? undefined
    : `${at}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
}

const tests = existsSync(E2E)
  ? readdirSync(E2E)
      .filter((d) => existsSync(path.join(E2E, d, 'chainsaw-test.yaml')))
      .sort()
  : [];

describe('kro e2e tests as oracle', () => {
  it('finds the corpus', () => expect(tests.length).toBeGreaterThan(5));

  for (const name of tests) {
    const dir = path.join(E2E, name);
    const steps = stepsOf(dir);
    const rgdStep = steps.find((s) => s.kind === 'apply' && documents(path.join(dir, s.file)).some((d) => d.kind === 'ResourceGraphDefinition'));
    if (!rgdStep) continue;
    const rgdFile = path.join(dir, rgdStep.file);
    const rgd = documents(rgdFile)[0]!;
    const kind = (rgd.spec as { schema: { kind: string } }).schema.kind;
    const hasInstance = steps.some((s) => s.kind === 'apply' && documents(path.join(dir, s.file)).some((d) => d.kind === kind));
    if (!hasInstance) continue;

    it(`${name}: every asserted field from the RGD or kro is in the preview`, () => {
      let instance: string | undefined;
      const externals: { file: string; source: string }[] = [];
      let result: PreviewResult | undefined;
      let checked = 0;
      const run = () => {
        result = preview({
          input: { file: rgdFile, source: readFileSync(rgdFile, 'utf8') },
          instance: { file: 'instance.yaml', source: instance! },
          externals,
        });
        return result;
      };
      for (const step of steps) {
        if (step.kind === 'wait') {
          const current = result ?? run();
          const conditions = ((current.instance?.status as Json | undefined)?.conditions ?? []) as Json[];
          expect(conditions.find((c) => c.type === 'Ready')?.status, 'wait for Ready').toBe(step.ready);
          checked++;
          continue;
        }
        const file = path.join(dir, step.file);
        const docs = documents(file);
        const isInstance = docs.some((d) => d.kind === kind);
        if (step.kind === 'apply') {
          if (isInstance) {
            const doc = docs.find((d) => d.kind === kind)!;
            instance = JSON.stringify({ ...doc, metadata: { ...(doc.metadata as Json), uid: INSTANCE_UID } });
            result = undefined;
          } else if (!docs.some((d) => ['ResourceGraphDefinition', 'ClusterRole', 'CustomResourceDefinition'].includes(String(d.kind)))) {
            externals.push({ file, source: readFileSync(file, 'utf8') });
            result = undefined;
          }
          continue;
        }
        if (step.kind === 'error' && isInstance) {
          const doc = docs.find((d) => d.kind === kind)!;
          const rejected = preview({ input: { file: rgdFile, source: readFileSync(rgdFile, 'utf8') }, instance: { file, source: JSON.stringify(doc) } });
          expect(
            rejected.diagnostics.map((d) => d.code),
            `${step.file} must be rejected`,
          ).toContain('preview_invalid_instance');
          checked++;
          continue;
        }
        if (!instance) continue;
        const current = result ?? run();
        expect(current.ok, JSON.stringify(current.diagnostics)).toBe(true);
        for (const expected of docs) {
          const wanted = expected.metadata as Json;
          const candidates = expected.kind === kind ? [current.instance!] : current.objects.map((o) => o.object);
          const found = candidates.find((o) => o.kind === expected.kind && (o.metadata as Json).name === wanted.name);
          if (step.kind === 'error') {
            expect(found, `${step.file}: ${String(expected.kind)} ${String(wanted.name)} must not exist`).toBeUndefined();
          } else {
            if (expected.kind === 'ResourceGraphDefinition' || expected.kind === 'CustomResourceDefinition') continue;
            expect(found, `${step.file}: ${String(expected.kind)} ${String(wanted.name)} is not in the preview`).toBeDefined();
            expect(contains(expected, found, '', true, expected.kind === kind), step.file).toBeUndefined();
          }
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(0);
    });
  }

  it('rejects every invalid instance of check-validation-markers', () => {
    const dir = path.join(E2E, 'check-validation-markers');
    const rgdFile = path.join(dir, 'rgd.yaml');
    const invalid = readdirSync(dir)
      .filter((f) => /^invalid-.*instance.*\.yaml$/.test(f))
      .sort();
    expect(invalid.length).toBeGreaterThanOrEqual(7);
    for (const file of invalid) {
      const result = preview({
        input: { file: rgdFile, source: readFileSync(rgdFile, 'utf8') },
        instance: { file, source: readFileSync(path.join(dir, file), 'utf8') },
      });
      expect(result.ok, file).toBe(false);
      expect(
        result.diagnostics.map((d) => d.code),
        file,
      ).toContain('preview_invalid_instance');
    }
  });
});
