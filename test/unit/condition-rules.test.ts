import { describe, expect, it } from 'vitest';
import { parseExpression } from '../../src/cel/inspector.js';
import { checkConditionEntries } from '../../src/kro/expressions/conditions.js';

/** Runs the rules over entries and returns the messages, with the text they point at. */
function run(...entries: string[]): string[] {
  const out: string[] = [];
  checkConditionEntries(
    entries.map((text) => {
      const parsed = parseExpression(text);
      if ('error' in parsed) throw new Error(parsed.error.message);
      return { ast: parsed.ast, report: (start: number, end: number, message: string) => out.push(`${text.slice(start, end)} | ${message}`) };
    }),
  );
  return out;
}

const cond = (type: string, status = '"True"') => `runtime.newCondition({type: ${type}, status: ${status}, reason: "", message: ""})`;

describe('status.conditions rules (kro conditions.go)', () => {
  it.each([
    ['well-formed entries', [cond('"A"'), cond('"B"', '"False"'), cond('"C"', '"Unknown"')]],
    ['a built-in lookup', [cond('"D"', 'runtime.condition(schema, "ResourcesReady").status')]],
    ['a computed lookup and status', [cond('"D"', 'runtime.condition(schema, schema.spec.t).status'), cond('"E"', 'schema.spec.s')]],
    ['a lookup on a resource', [cond('"P"'), cond('"Q"', 'runtime.condition(config, "P").status')]],
    ['a type repeated inside one entry', [`x ? ${cond('"A"')} : ${cond('"A"', '"False"')}`]],
    ['non-runtime receivers', ['schema.spec.condition(schema, "X")']],
  ])('accepts %s', (_name, entries) => {
    expect(run(...entries)).toEqual([]);
  });

  it('points at the bad literal', () => {
    expect(run(cond('"X"', '"YES"'))).toEqual(['"YES" | runtime.newCondition: status must be one of True, False, Unknown (got "YES")']);
    expect(run(cond('""'))).toEqual(['"" | runtime.newCondition: type must not be empty']);
  });

  it('rejects a type declared by two entries, at the second', () => {
    expect(run(cond('"A"'), cond('"A"', '"False"'))).toEqual(['"A" | condition type "A" is declared by more than one conditions entry']);
  });

  it('tells a self-reference from a typo', () => {
    expect(run(cond('"P"'), cond('"Q"', 'runtime.condition(schema, "P").status'))[0]).toContain('custom conditions cannot reference each other');
    expect(run(cond('"Q"', 'runtime.condition(schema, "ResourcesRaedy").status'))[0]).toContain('unknown condition type');
  });
});
