/**
 * Shared settings and helpers of the property tests: a fixed seed and bounded runs, so
 * `npm test` is reproducible and stays fast; set FC_RUNS to search harder locally.
 */
import fc from 'fast-check';
import { scanTemplate } from '../../src/template/scanner.js';

export const SEED = Number(process.env.FC_SEED ?? 20261130);
export const RUNS = Number(process.env.FC_RUNS ?? 150);

fc.configureGlobal({ seed: SEED, numRuns: RUNS, endOnFailure: true });

/**
 * What kro makes of a string in a template, when the only expressions it contains are
 * rgdc's `${"${"}` escapes: the literal text with each escape replaced by `${`. Returns
 * undefined when the string holds any other expression (user text became CEL).
 */
export function kroLiteral(value: string): string | undefined {
  const scan = scanTemplate(value);
  if (scan.error) return undefined;
  let out = '';
  for (const part of scan.parts) {
    if (part.kind === 'text') out += part.text;
    else if (part.expression === '"${"') out += '${';
    else return undefined;
  }
  return out;
}

/** Strings people (and attackers) type into YAML values: quotes, `${`, braces, unicode. */
export const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('$', '{', '}', '"', "'", '\\', '(', ')', ' ', 'a', '.', '#', ':', '\n', 'é', '🙂'), maxLength: 30 }),
  fc.constantFrom('${schema.spec.x}', '${"${"}', '$${x}', '${', '}', '${a}${b}', '"${x}"', "'}'", '${{}}', '((x))', '(( "lit" ))'),
);
