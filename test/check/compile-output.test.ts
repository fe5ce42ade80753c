/**
 * Every RGD that compile produces checks clean: each compile fixture's `rgd.yaml` has no
 * diagnostics at all. Each is checked against the corpus CRDs of its target's controllers
 * (`PROFILE_CRD_SETS`), then the built-in catalog for the target, which alone describes
 * Flux's GitRepository (a `sourceType: git` kustomize source; the corpus has no CRD of it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../../src/check/check.js';
import { chainSchemaResolvers } from '../../src/check/resolver.js';
import { builtinSchemasFor } from '../../src/targets/catalog.js';
import { DEFAULT_TARGET } from '../../src/targets/profiles.js';
import { loadProfileCrds } from '../support/corpus.js';
import { listFixtures, REPO_ROOT, targetOf } from '../support/fixtures.js';

const withRgd = listFixtures().filter((f) => existsSync(join(f.dir, 'rgd.yaml')));

describe('compiled RGDs check clean', () => {
  it('has compile fixtures with an RGD', () => {
    expect(withRgd.length).toBeGreaterThan(1);
  });

  it.each(withRgd)('$name', (fixture) => {
    const file = `test/fixtures/compile/${fixture.name}/rgd.yaml`;
    const profile = targetOf(fixture).target ?? DEFAULT_TARGET;
    const crds = loadProfileCrds(profile.name);
    const corpus = { lookup: (apiVersion: string, kind: string) => crds.lookup(apiVersion, kind) };
    const result = check({
      files: [{ file, source: readFileSync(join(REPO_ROOT, file), 'utf8') }],
      schemas: chainSchemaResolvers(corpus, builtinSchemasFor(profile)),
    });
    expect(result.diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`)).toEqual([]);
    expect(result.results[0]!.topologicalOrder.length).toBeGreaterThan(0);
  });
});
