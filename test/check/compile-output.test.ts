/**
 * Every RGD that compile produces checks clean: each compile fixture's `rgd.yaml` has no
 * diagnostics at all. Fixtures for the default target are checked against the corpus Flux
 * and OCM CRDs (the newest versions, which the default target emits); fixtures for older
 * target profiles emit older API versions the corpus CRDs do not describe, so they are
 * checked by every rule that needs no schema.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../../src/check/check.js';
import { loadCorpusCrds } from '../support/corpus.js';
import { listFixtures, REPO_ROOT } from '../support/fixtures.js';

const withRgd = listFixtures().filter((f) => existsSync(join(f.dir, 'rgd.yaml')));

describe('compiled RGDs check clean', () => {
  it('has compile fixtures with an RGD', () => {
    expect(withRgd.length).toBeGreaterThan(1);
  });

  it.each(withRgd)('$name', (fixture) => {
    const file = `fixtures/${fixture.name}/rgd.yaml`;
    const crds = loadCorpusCrds();
    const result = check({
      files: [{ file, source: readFileSync(join(REPO_ROOT, file), 'utf8') }],
      ...(fixture.target === undefined ? { schemas: { lookup: (apiVersion: string, kind: string) => crds.lookup(apiVersion, kind) } } : {}),
    });
    // Older profiles emit API versions the corpus CRDs do not describe; no CRD in the corpus
    // describes Flux's GitRepository (a `sourceType: git` kustomize source).
    const unchecked = (d: { code: string; message: string }) => d.code === 'template_unknown_kind' && (fixture.target !== undefined || d.message.includes('GitRepository'));
    const expected = result.diagnostics.filter((d) => !unchecked(d));
    expect(expected.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`)).toEqual([]);
    expect(result.results[0]!.topologicalOrder.length).toBeGreaterThan(0);
  });
});
