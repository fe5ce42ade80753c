/**
 * The rule resolver finds unread parameters and "read whole, but a field inside has its
 * default applied at use" through prefix indexes; these must answer exactly what comparing
 * every pair of paths answers, which is what the code did before (kept here as the oracle).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleResolver } from '../../src/compiler/phases/3-analyze/rule-values.js';
import type { ParameterInfo } from '../../src/simpleschema/index.js';

const isPrefix = (a: readonly string[], b: readonly string[]) => a.length <= b.length && a.every((segment, i) => b[i] === segment);

function naiveUnread(parameters: readonly ParameterInfo[], readPaths: readonly string[]): ParameterInfo[] {
  const read = readPaths.map((path) => path.split('.'));
  const unread = parameters.filter((p) => !read.some((r) => isPrefix(r, p.path) || isPrefix(p.path, r)));
  return unread.filter((p) => !unread.some((q) => q !== p && q.path.length < p.path.length && isPrefix(q.path, p.path)));
}

function naiveHolder(parameters: readonly ParameterInfo[], parameter: ParameterInfo): ParameterInfo | undefined {
  const prefix = parameter.path;
  return parameters.find((p) => p.defaultAtUse && p.path.length > prefix.length && prefix.every((segment, i) => p.path[i] === segment));
}

/** Every distinct path of segments a..c up to three deep, with some defaults applied at use. */
const parametersArb = fc
  .uniqueArray(fc.array(fc.constantFrom('a', 'b', 'c'), { minLength: 1, maxLength: 3 }), { selector: (p) => p.join('.'), maxLength: 20 })
  .chain((paths) => fc.tuple(fc.constant(paths), fc.array(fc.boolean(), { minLength: paths.length, maxLength: paths.length })))
  .map(([paths, atUse]) =>
    paths.map((path, i): ParameterInfo => ({ path, type: 'string', required: true, hasDefault: false, ...(atUse[i] ? { defaultAtUse: true as const } : {}) })),
  );

describe('RuleResolver indexes', () => {
  it('unread() equals the pairwise comparison', () => {
    fc.assert(
      fc.property(parametersArb, fc.array(fc.nat(), { maxLength: 10 }), (parameters, picks) => {
        const resolver = new RuleResolver(parameters, () => {});
        const reads = parameters.length === 0 ? [] : picks.map((i) => parameters[i % parameters.length]!.path);
        for (const path of reads) resolver.parameter(path, []);
        const readPaths = [...new Set(reads.map((p) => p.join('.')))];
        expect(resolver.unread()).toEqual(naiveUnread(parameters, readPaths));
      }),
    );
  });

  it('reports a whole read of an object holding a default applied at use exactly when a scan finds one', () => {
    fc.assert(
      fc.property(parametersArb, (parameters) => {
        for (const parameter of parameters) {
          const codes: string[] = [];
          const messages: string[] = [];
          const resolver = new RuleResolver(parameters, (code, _path, message) => {
            codes.push(code);
            messages.push(message);
          });
          resolver.parameter(parameter.path, []);
          const holder = naiveHolder(parameters, parameter);
          expect(codes.includes('schema_unrepresentable_default')).toBe(holder !== undefined);
          if (holder) expect(messages.join('\n')).toContain(`the default of \`${holder.path.join('.')}\``);
        }
      }),
    );
  });
});
