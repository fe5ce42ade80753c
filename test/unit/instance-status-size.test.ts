/**
 * The instance status names every resource in `ready`, `reason` and `message`. Past a few
 * thousand resources those expressions would pass cel-go's 100,000-character limit and
 * kro would refuse the RGD: compile leaves the fields out, warns, and drops their printer
 * columns, and the RGD still passes its own check.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { compile } from '../../src/compiler/compile.js';
// @ts-expect-error: plain ESM script without types
import { generateConfigData } from '../../scripts/bench-inputs.mjs';

const generate = generateConfigData as (n: number) => string;

describe('instance status of very large graphs', () => {
  it('leaves out reason and message at 2,500 images, keeps ready, and warns', () => {
    const compiled = compile({ file: 'bench.yaml', source: generate(2500) });
    expect(compiled.ok).toBe(true);
    expect(compiled.diagnostics.map((d) => d.code)).toEqual(['configdata_status_too_large']);
    const rgd = parse(compiled.output!.files.rgd!) as { spec: { schema: { status: Record<string, unknown>; additionalPrinterColumns: { name: string }[] } } };
    expect(Object.keys(rgd.spec.schema.status)).toContain('ready');
    expect(Object.keys(rgd.spec.schema.status)).not.toContain('message');
    expect(Object.keys(rgd.spec.schema.status)).not.toContain('reason');
    expect(rgd.spec.schema.additionalPrinterColumns.map((c) => c.name)).toEqual(['State', 'Ready', 'Age']);
  }, 60_000);

  it('keeps every field at 1,000 images', () => {
    const compiled = compile({ file: 'bench.yaml', source: generate(1000) });
    expect(compiled.diagnostics).toEqual([]);
    expect(compiled.output!.files.rgd).toMatch(/^ {6}message: /m);
  }, 60_000);
});
