/**
 * CRD `pattern`s run on RE2 when templates are validated (as kube-apiserver does): RE2-only
 * syntax is enforced instead of dropped, and a hostile pattern cannot backtrack.
 */
import { describe, expect, it } from 'vitest';
import { createTemplateValidator } from '../../src/kube/openapi-validator.js';

const schema = (pattern: string) => ({
  type: 'object',
  properties: { spec: { type: 'object', properties: { value: { type: 'string', pattern } } } },
});
const validator = createTemplateValidator();
const issues = (pattern: string, value: string) => validator.validate(schema(pattern), { spec: { value } }).map((i) => [i.keyword, i.path.join('.')]);

describe('CRD patterns in template validation', () => {
  it.each([
    ['(?i)^[[:alpha:]]+$', 'Hello', []],
    ['(?i)^[[:alpha:]]+$', 'héllo', [['pattern', 'spec.value']]],
    ['^\\pN+$', '٣4', []],
    ['^\\pN+$', '4a', [['pattern', 'spec.value']]],
    ['^a.b$', 'a\rb', []], // Go's `.` excludes only \n; JavaScript's excludes \r too
    ['\\s', '\u00a0', [['pattern', 'spec.value']]], // Go's \s is ASCII
  ])('%j on %j', (pattern, value, expected) => {
    expect(issues(pattern, value)).toEqual(expected);
  });

  it('runs ^(a+)+$ against 10,000 characters in linear time', () => {
    expect(issues('^(a+)+$', `${'a'.repeat(10_000)}!`)).toEqual([['pattern', 'spec.value']]);
  });

  it('leaves a value unchecked by an expression', () => {
    expect(issues('^[0-9]+$', '${schema.spec.port}')).toEqual([]);
  });

  it('leaves unchecked only the patterns RE2 rejects', () => {
    const both = { type: 'object', properties: { a: { type: 'string', pattern: '(?=x)' }, b: { type: 'string', pattern: '(?i)x' } } };
    expect(validator.validate(both, { a: 'y', b: 'y' }).map((i) => [i.keyword, i.path.join('.')])).toEqual([['pattern', 'b']]);
  });
});
