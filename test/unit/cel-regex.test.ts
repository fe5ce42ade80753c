/**
 * CEL's regex functions evaluate with RE2 as in kro (cel-go `matches`, Kubernetes `find`
 * and `findAll`); the expected values are cel-go's.
 */
import { describe, expect, it } from 'vitest';
import { createKroEnvironment } from '../../src/cel/environment.js';
import { evaluateExpression, fromCelValue, toCelValue } from '../../src/cel/evaluate.js';

const schema = { type: 'object', properties: { spec: { type: 'object', properties: { name: { type: 'string' }, re: { type: 'string' } } } } };
const kro = createKroEnvironment({ schema, resources: new Map() });

function run(expression: string, spec: Record<string, unknown> = {}): { value?: unknown; error?: string } {
  const result = evaluateExpression(kro, expression, { schema: toCelValue({ spec }, schema) });
  return result.error ? { error: result.error.message } : { value: fromCelValue(result.value) };
}

describe('CEL regex functions with cel-go semantics', () => {
  it.each([
    ['"xABCx".matches("(?i)abc")', true],
    ['"Hello".matches("^[[:alpha:]]+$")', true],
    ['"héllo".matches("^[[:alpha:]]+$")', false],
    ['"٣4".matches("^\\\\pN+$")', true],
    ['"a\\nb".matches("(?s)a.b")', true],
    ['"a\\nb".matches("a.b")', false],
    ['"😀".matches("^.$")', true],
    ['"abc".matches("b")', true], // unanchored
    ['matches("abc", "^b")', false],
    ['matches("ABC", "(?i)^abc$")', true],
    ['"baaab".findAll("a*")', ['', 'aaa', '']],
    ['"a1b22c333".findAll("[0-9]+", 2)', ['1', '22']],
    ['"a1b22c333".findAll("[0-9]+", -1)', ['1', '22', '333']],
    ['"a1b22c333".findAll("[0-9]+", 0)', []],
    ['"AbC".find("(?i)b")', 'b'],
    ['"abc".find("x")', ''],
  ])('%s', (expression, expected) => {
    expect(run(expression)).toEqual({ value: expected });
  });

  it.each(['"a".matches("(?=a)")', 'matches("a", "(a)\\\\1")', '"a".find("a**")', '"a".findAll("[[:foo:]]")'])(
    "%s is an evaluation error with Go's message",
    (expression) => {
      expect(run(expression).error).toMatch(/error parsing regexp: /);
    },
  );

  it("places an invalid pattern's error at the call, as other evaluation errors are", () => {
    expect(evaluateExpression(kro, 'true && "a".matches("[")', {}).error).toEqual({ message: 'error parsing regexp: missing closing ]: `[`', offset: 8 });
  });

  it('matches a hostile pattern built from data in linear time', () => {
    expect(run('schema.spec.name.matches(schema.spec.re)', { name: `${'a'.repeat(10_000)}!`, re: '^(a+)+$' })).toEqual({ value: false });
  });
});
