/**
 * `preview` of one instance keeps no program from check to evaluation
 * (`src/cel/programs.ts` `evaluateOnceIn`: each expression is typed as it is parsed and
 * parsed again to be evaluated), while a `Previewer` (`rgdc diff --instances`) keeps them
 * for many instances. Both must print the same: every differential input with an instance
 * (corpus RGDs with theirs, compiled fixtures, kro cases, preview fixtures) is previewed
 * both ways, and the objects, instance, diagnostics and evaluation counts compared.
 */
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { createPreviewer, preview } from '../../src/preview/index.js';
import { differentialInputs } from '../cel/differential/inputs.js';

const canonical = (value: unknown): string => JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? `${item}n` : item));

describe('preview of one instance = a Previewer run', () => {
  it('prints the same objects, instance and diagnostics', () => {
    let compared = 0;
    let withObjects = 0;
    for (const input of differentialInputs()) {
      for (const [i, instance] of input.instances.entries()) {
        const options = { input: { file: input.document.file, source: input.document.source }, schemas: input.schemas };
        const instanceFile = { file: `instance-${i}.yaml`, source: stringify(instance) };
        const once = preview({ ...options, instance: instanceFile, explain: true });
        const many = createPreviewer({ ...options, explain: true }).run(instanceFile);
        expect(canonical(once), `${input.name} instance ${i}`).toBe(canonical(many));
        compared++;
        if (once.objects.length > 0) withObjects++;
      }
    }
    expect(compared).toBeGreaterThan(50);
    // Most previews get as far as printing objects: the comparison is not of errors only.
    expect(withObjects).toBeGreaterThan(compared / 2);
  });
});
