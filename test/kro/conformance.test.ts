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
 * releases: [v0.10.0]                  # optional: the kro releases whose verdict this is (`--kro`);
 *                                      # default every release rgdc models. A rule whose verdict
 *                                      # changed between releases has one case per verdict.
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
import { findKroRelease, KRO_RELEASES, type KroRelease } from '../../src/kro/releases/index.js';
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
  releases?: string[];
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
  keys: ['source', 'test', 'kro', 'code', 'message', 'mark', 'options', 'kroFeatureGates', 'releases'],
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

/** The releases a case's verdict is for: its `releases`, else every release rgdc models. */
function releasesOf(c: Case): KroRelease[] {
  if (c.spec.releases === undefined) return [...KRO_RELEASES];
  return c.spec.releases.map((name) => {
    const release = findKroRelease(name);
    if (!release) throw new Error(`${c.family}/${c.name}/case.yaml: releases names ${name}, which rgdc does not model`);
    return release;
  });
}

/** One run: a case checked for one release. */
const runs = cases.flatMap((c) => releasesOf(c).map((release) => ({ c, release })));

const counts = new Map<string, { total: number; marked: number }>();
for (const { c, release } of runs) {
  const key = `${release.name} ${c.family}`;
  const entry = counts.get(key) ?? { total: 0, marked: 0 };
  entry.total++;
  if (c.spec.mark) entry.marked++;
  counts.set(key, entry);
}

afterAll(() => {
  const lines = KRO_RELEASES.map((release) => {
    const families = [...counts].filter(([key]) => key.startsWith(`${release.name} `));
    const total = families.reduce((sum, [, n]) => sum + n.total, 0);
    const parts = families.map(([key, n]) => `${key.slice(release.name.length + 1)} ${n.total}${n.marked > 0 ? ` (${n.marked} marked)` : ''}`);
    return `kro conformance ${release.name}: ${parts.join(' · ')} · total ${total}`;
  });
  process.stdout.write(`\n${lines.join('\n')}\n`);
});

describe('kro-derived conformance', () => {
  it('has cases', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  for (const [family, familyRuns] of groupBy(runs)) {
    describe(family, () => {
      it.each(familyRuns.map((run) => [`${run.c.name} (kro ${run.release.name})`, run] as const))('%s', (_name, { c, release }) => {
        const spec = c.spec;
        expect(typeof spec.source, 'case.yaml needs `source` (the kro file)').toBe('string');
        expect(typeof spec.test, 'case.yaml needs `test` (the kro test it comes from)').toBe('string');
        expect(['accept', 'reject']).toContain(spec.kro);
        const file = c.file;
        const crds = crdsOf(c.dir);
        const schemas = spec.options?.builtinSchemas === false ? crds : chainSchemaResolvers(crds, builtinSchemas());
        const gates = spec.kroFeatureGates === undefined ? undefined : parseFeatureGates(spec.kroFeatureGates, release);
        if (gates && 'error' in gates) throw new Error(`case.yaml kroFeatureGates: ${gates.error}`);
        const result = check({
          files: [{ file, source: readFileSync(join(REPO_ROOT, file), 'utf8') }],
          kro: release,
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
          expect(errors, `kro ${release.name} accepts this RGD; rgdc reported:\n${summary}`).toEqual([]);
        } else {
          expect(typeof spec.code, 'a rejected case names the rgdc code').toBe('string');
          expect(
            errors.map((d) => d.code),
            `kro ${release.name} rejects with: ${spec.message ?? '?'}`,
          ).toContain(spec.code);
          const hit = errors.find((d) => d.code === spec.code)!;
          expect(hit.line, 'the diagnostic is positioned').toBeGreaterThan(0);
        }
      });
    });
  }
});

function groupBy<T extends { c: Case }>(all: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const run of all) map.set(run.c.family, [...(map.get(run.c.family) ?? []), run]);
  return map;
}
