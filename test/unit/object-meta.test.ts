/** The API server's label and annotation rules (k8s.io/apimachinery validation), as a table. */
import { describe, expect, it } from 'vitest';
import { annotationProblems, labelValueProblem, qualifiedNameProblem } from '../../src/kube/object-meta.js';

describe('qualified names (label and annotation keys)', () => {
  it.each([
    ['app', true],
    ['app.kubernetes.io/name', true],
    ['example.com/My_Key.1', true],
    ['a', true],
    ['x'.repeat(63), true],
    ['x'.repeat(64), false],
    ['-app', false],
    ['app-', false],
    ['team name', false],
    ['a/b/c', false],
    ['/name', false],
    ['Example.com/name', false],
    ['example.com/', false],
    [`${'a'.repeat(254)}/name`, false],
    ['', false],
  ])('%j valid: %s', (key, valid) => {
    expect(qualifiedNameProblem(key) === undefined).toBe(valid);
  });
});

describe('label values', () => {
  it.each([
    ['', true],
    ['v1.2_3-x', true],
    ['x'.repeat(63), true],
    ['x'.repeat(64), false],
    ['-x', false],
    ['a b', false],
    ['a\u2028b', false],
  ])('%j valid: %s', (value, valid) => {
    expect(labelValueProblem(value) === undefined).toBe(valid);
  });
});

describe('annotations', () => {
  it('keys are checked lower-cased, as the API server does', () => {
    expect(annotationProblems({ 'Example.com/Owner': 'x' })).toEqual([]);
  });
  it('refuses more than 256 KiB in total', () => {
    expect(annotationProblems({ a: 'x'.repeat(256 * 1024) })).toHaveLength(1);
    expect(annotationProblems({ a: 'x'.repeat(256 * 1024 - 1) })).toEqual([]);
  });
});
