/**
 * Preview of a generated 1,000-resource RGD completes: the ConfigData of
 * `scripts/bench-inputs.mjs` is compiled and previewed with a descriptor listing every
 * image (`benchPreview`, the same path `npm run bench` measures).
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/compiler/compile.js';
import { benchPreview } from '../../src/preview/index.js';
// @ts-expect-error: plain ESM script without types
import { generateConfigData } from '../../scripts/bench-inputs.mjs';

describe('preview at scale', () => {
  it('previews an RGD of 1,000 resources', () => {
    const compiled = compile({ file: 'bench.yaml', source: (generateConfigData as (n: number) => string)(1000) });
    expect(compiled.ok).toBe(true);
    const rgd = compiled.output!.files.rgd!;
    expect((rgd.match(/^ {4}- id: /gm) ?? []).length).toBeGreaterThanOrEqual(1000);
    const { expressions, ms } = benchPreview(rgd);
    expect(expressions).toBeGreaterThan(3000);
    expect(ms).toBeLessThan(60_000);
  }, 120_000);
});
