/**
 * Preview equals evaluation: every expression of every corpus RGD, compile fixture,
 * preview fixture and kro conformance case is evaluated in the typed environments check builds (what preview
 * evaluates in) and untyped (every variable `dyn`) over the same values, in two variants
 * of the values (all fields set; only example values and defaults). kro's cel-go
 * evaluates typed expressions over plain maps, so types may only decide what checks,
 * never what a value is: optionals, `has()`, maps, defaults and absent fields must come
 * out the same, and where a value is missing both sides must fail the same way.
 * See `differential/` for the inputs, the synthesized values and the comparison.
 */
import { describe, expect, it } from 'vitest';
import { differentialInputs } from './differential/inputs.js';
import { checkInput, runDifferential, type DifferentialOutcome } from './differential/run.js';

describe('differential: typed evaluation equals untyped evaluation', () => {
  it('agrees on every expression of the corpus, the compile fixtures, the kro cases and the preview fixtures', () => {
    const inputs = differentialInputs();
    const outcome: DifferentialOutcome = { compared: 0, probes: 0, rejected: 0, differences: [] };
    // Thousands of expected evaluation errors (absent fields): their stack traces are
    // never read, and capturing them was an eighth of the test's time.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      for (const input of inputs) {
        const checked = checkInput(input);
        if (!checked) continue;
        for (const variant of ['full', 'sparse'] as const) runDifferential(input, checked, variant, outcome);
      }
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    const { compared, probes, rejected, differences } = outcome;
    const own = differences.filter((d) => !d.probe);
    console.log(
      `differential: ${compared} expressions, ${own.length} differences (${inputs.length} RGDs, 2 variants of values); ` +
        `${probes} schema probes, ${differences.length - own.length} differences; ${rejected} expressions rejected by the typed check, not compared`,
    );
    // The RGDs' own expressions first: they are what previews show.
    for (const d of [...own, ...differences.filter((x) => x.probe)].slice(0, 20))
      console.log(`  ${d.rgd} [${d.variant}] \${${d.expression}}\n    typed:   ${d.typed}\n    untyped: ${d.untyped}`);
    expect(compared).toBeGreaterThanOrEqual(2000);
    expect(differences).toEqual([]);
  });
});
