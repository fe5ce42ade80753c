/** Flux post-build substitution on strings (kustomize-controller envsubst semantics). */
import { describe, expect, it } from 'vitest';
import { envsubst } from '../../src/localize/envsubst.js';

const vars: Record<string, string> = { HOST: 'redis', EMPTY: '', PORT: '6379' };
const lookup = (name: string) => vars[name];

describe('envsubst', () => {
  it.each([
    ['tcp://${HOST}:${PORT}', 'tcp://redis:6379'],
    ['${MISSING}', ''],
    ['${MISSING:=fallback}', 'fallback'],
    ['${MISSING:-fallback}', 'fallback'],
    ['${EMPTY:-fallback}', 'fallback'],
    ['${EMPTY-fallback}', ''],
    ['${MISSING-fallback}', 'fallback'],
    ['${MISSING=fallback}', 'fallback'],
    ['${HOST:-fallback}', 'redis'],
    ['${MISSING:-${HOST}}', 'redis'],
    ['$${HOST}', '${HOST}'],
    ['$HOST', '$HOST'],
    ['${HOST', '${HOST'],
    ['no variables', 'no variables'],
    ['${HOST^^}', '${HOST^^}'],
    ['${1BAD}', '${1BAD}'],
  ])('%s → %s', (text, expected) => {
    expect(envsubst(text, lookup).text).toBe(expected);
  });

  it('reports used, unset and unsupported variables', () => {
    expect(envsubst('${HOST} ${MISSING} ${X:=d} ${HOST^^}', lookup)).toEqual({
      text: 'redis  d ${HOST^^}',
      used: ['HOST'],
      unset: ['MISSING'],
      deferred: [],
      unsupported: ['${HOST^^}'],
    });
  });

  it('keeps unknown variables when a Secret may set them at deploy time', () => {
    expect(envsubst('${HOST}/${DB_PASSWORD}', lookup, true)).toMatchObject({ text: 'redis/${DB_PASSWORD}', deferred: ['DB_PASSWORD'] });
  });
});

describe('envsubst edge cases', () => {
  it('keeps an unclosed `${` and the text before it as written, reporting nothing', () => {
    expect(envsubst('tcp://${HOST', lookup)).toEqual({ text: 'tcp://${HOST', used: [], unset: [], deferred: [], unsupported: [] });
  });

  it('takes a variable name only from the start of the braces', () => {
    expect(envsubst('${1-x}', lookup)).toEqual({ text: '${1-x}', used: [], unset: [], deferred: [], unsupported: ['${1-x}'] });
  });
});
