/**
 * The kro-derived conformance suite (the harness in `test/support/suite.ts`, one folder level
 * deeper than the other suites): every folder `test/fixtures/kro/<family>/<case>/` is one
 * admission rule of kro expressed as an RGD file, with kro's own verdict.
 *
 * A case holds `rgd.yaml`, optionally `crds/` (CustomResourceDefinitions the case installs,
 * checked before the built-in catalog, as `rgdc check --crds`), and `case.yaml`:
 *
 * ```yaml
 * source: pkg/graph/conditions.go      # the kro file whose rule this is
 * test: TestValidateConditions/empty type   # the kro test (file and name) it comes from
 * kro: reject                          # what kro does with the RGD: accept | reject
 * code: rgd_condition_invalid          # rgdc's diagnostic code when kro rejects
 * message: condition type must not be empty   # kro's message (for the reader; not asserted)
 * mark:                                # optional: the verdict needs a cluster or a kro setting
 *   needs: setting                     # cluster | setting
 *   reason: feature gate CELOmitFunction off
 * options: {builtinSchemas: false}     # optional: check options (see below)
 * kroFeatureGates: CELOmitFunction=true   # optional: kro's feature gates, as kro's tests set them
 *                                         # (features.FeatureGate.Set); default kro's, all off
 * ```
 *
 * Marked cases still run and must agree with the verdict recorded for the setting rgdc
 * assumes; `mark` documents why a live kro could answer otherwise. The suite prints the
 * number of cases per family. Every case must end without an internal error.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { check } from '../../src/check/check.js';
import { chainSchemaResolvers, crdSchemaResolver } from '../../src/check/resolver.js';
import { builtinSchemas } from '../../src/targets/catalog.js';
import type { SchemaResolver } from '../../src/kro/types.js';
import { REPO_ROOT } from '../support/fixtures.js';
import { listCases } from '../support/suite.js';
import { parseFeatureGates } from '../../src/targets/feature-gates.js';

interface CaseFile {
  source: string;
  test: string;
  kro: 'accept' | 'reject';
  code?: string;
  message?: string;
  mark?: { needs: 'cluster' | 'setting'; reason: string };
  options?: { builtinSchemas?: boolean; types?: boolean };
  kroFeatureGates?: string;
}

interface Case {
  family: string;
  name: string;
  dir: string;
  /** The case's RGD, relative to the repository root. */
  file: string;
  spec: CaseFile;
}

const cases: Case[] = listCases<CaseFile>('kro', {
  depth: 2,
  has: 'case.yaml',
  keys: ['source', 'test', 'kro', 'code', 'message', 'mark', 'options', 'kroFeatureGates'],
}).map((kase) => {
  const [family, name] = kase.name.split('/') as [string, string];
  return { family, name, dir: kase.dir, file: `${kase.rel}/rgd.yaml`, spec: kase.config as CaseFile };
});

function crdsOf(dir: string): SchemaResolver | undefined {
  const crdDir = join(dir, 'crds');
  if (!existsSync(crdDir)) return undefined;
  const documents = readdirSync(crdDir)
    .filter((f) => /\.(ya?ml|json)$/.test(f))
    .sort()
    .flatMap((f) => {
      const parsed = parseAllDocuments(readFileSync(join(crdDir, f), 'utf8'));
      return Array.isArray(parsed) ? parsed.map((d) => d.toJS() as unknown) : [];
    });
  return crdSchemaResolver(documents);
}

const counts = new Map<string, { total: number; marked: number }>();
for (const c of cases) {
  const entry = counts.get(c.family) ?? { total: 0, marked: 0 };
  entry.total++;
  if (c.spec.mark) entry.marked++;
  counts.set(c.family, entry);
}

afterAll(() => {
  const parts = [...counts].map(([family, n]) => `${family} ${n.total}${n.marked > 0 ? ` (${n.marked} marked)` : ''}`);
  process.stdout.write(`\nkro conformance: ${parts.join(' · ')} · total ${cases.length}\n`);
});

describe('kro-derived conformance', () => {
  it('has cases', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  for (const [family, familyCases] of groupBy(cases)) {
    describe(family, () => {
      it.each(familyCases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
        const spec = c.spec;
        expect(typeof spec.source, 'case.yaml needs `source` (the kro file)').toBe('string');
        expect(typeof spec.test, 'case.yaml needs `test` (the kro test it comes from)').toBe('string');
        expect(['accept', 'reject']).toContain(spec.kro);
        const file = c.file;
        const crds = crdsOf(c.dir);
        const schemas = spec.options?.builtinSchemas === false ? crds : chainSchemaResolvers(crds, builtinSchemas());
        const gates = spec.kroFeatureGates === undefined ? undefined : parseFeatureGates(spec.kroFeatureGates);
        if (gates && 'error' in gates) throw new Error(`case.yaml kroFeatureGates: ${gates.error}`);
        const result = check({
          files: [{ file, source: readFileSync(join(REPO_ROOT, file), 'utf8') }],
          ...(gates ? { featureGates: gates.gates } : {}),
          ...(schemas ? { schemas } : {}),
          ...(spec.options?.types === false ? { types: false } : {}),
        });
        const errors = result.diagnostics.filter((d) => d.severity === 'error');
        const summary = errors.map((d) => `${d.code} ${d.line}:${d.column} ${d.message}`).join('\n');
        expect(
          errors.filter((d) => d.code.startsWith('internal')),
          summary,
        ).toEqual([]);
        if (spec.kro === 'accept') {
          expect(errors, `kro accepts this RGD; rgdc reported:\n${summary}`).toEqual([]);
        } else {
          expect(typeof spec.code, 'a rejected case names the rgdc code').toBe('string');
          expect(
            errors.map((d) => d.code),
            `kro rejects with: ${spec.message ?? '?'}`,
          ).toContain(spec.code);
          const hit = errors.find((d) => d.code === spec.code)!;
          expect(hit.line, 'the diagnostic is positioned').toBeGreaterThan(0);
        }
      });
    });
  }
});

function groupBy(all: readonly Case[]): Map<string, Case[]> {
  const map = new Map<string, Case[]>();
  for (const c of all) map.set(c.family, [...(map.get(c.family) ?? []), c]);
  return map;
}
