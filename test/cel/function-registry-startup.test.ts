/**
 * Start-up: what only needs kro's function names (check's walk and unknown-function rule,
 * the inspector's namespaces, the type checker's unknown-function test, the hint,
 * completion) reads the generated list and never builds the CEL environment, which costs
 * every compile milliseconds (`src/cel/function-registry.ts`). Here building it throws.
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../src/cel/base-environment.js', () => {
  const build = () => {
    throw new Error('kro CEL environment built');
  };
  return { kroBaseEnvironment: build, buildKroBaseEnvironment: build };
});

const { isKnownFunction, kroFunctions } = await import('../../src/cel/function-registry.js');
const { walkExpression } = await import('../../src/kro/expressions/walk.js');
const { inspectAst, parseExpression } = await import('../../src/cel/inspector.js');
const { isUnknownFunction } = await import('../../src/kro/type-check/index.js');
const { celFunctions } = await import('../../src/lsp/cel-functions.js');

describe('the function names without the CEL environment', () => {
  it('the environment is not built here', async () => {
    const { kroBaseEnvironment } = await import('../../src/cel/base-environment.js');
    expect(() => kroBaseEnvironment()).toThrow('kro CEL environment built');
  });

  it('the registry, check, the inspector, the type checker and completion read the generated list', () => {
    expect(kroFunctions().namespaced.has('random.seededString')).toBe(true);
    expect(isKnownFunction('lowerAscii', true)).toBe(true);
    const text = 'random.seededString(5, schema.spec.name) + ip.isCanonical("::1")';
    const parsed = parseExpression(text);
    if (!('ast' in parsed)) throw new Error(parsed.error.message);
    expect(walkExpression(parsed.ast, text, new Set(['random'])).functions.map((f) => f.name)).toEqual(['random.seededString', 'ip.isCanonical']);
    const inspection = inspectAst(parsed.ast);
    expect([inspection.identifiers, [...inspection.functions].sort()]).toEqual([['schema'], ['ip.isCanonical', 'random.seededString']]);
    expect(isUnknownFunction("found no matching overload for 'shout(int)'")).toBe(true);
    expect(celFunctions().some((f) => f.name === 'cel.bind')).toBe(true);
  });
});
