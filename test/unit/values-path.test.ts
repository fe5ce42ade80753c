import { describe, expect, it } from 'vitest';
import { APPEND, formatHelmSetPath, formatValuesPath, parseValuesPath } from '../../src/configdata/values-path.js';

describe('parseValuesPath', () => {
  const good: [string, (string | number)[]][] = [
    ['replicaCount', ['replicaCount']],
    ['ui.message', ['ui', 'message']],
    ['image.pullSecrets[0].name', ['image', 'pullSecrets', 0, 'name']],
    ['args[10]', ['args', 10]],
    ['podAnnotations["prometheus.io/scrape"]', ['podAnnotations', 'prometheus.io/scrape']],
    ["labels['app.kubernetes.io/name']", ['labels', 'app.kubernetes.io/name']],
    ['a\\.b.c', ['a.b', 'c']],
    ['["x.y"].z', ['x.y', 'z']],
    ['m[0][1]', ['m', 0, 1]],
    ['env[-]', ['env', APPEND]],
  ];
  it.each(good)('%s', (text, path) => expect(parseValuesPath(text)).toEqual({ path }));

  const bad = ['', '.a', 'a.', 'a..b', '[0]', 'a[x]', 'a[01]', 'a[0', 'a["x]', 'a b', 'a]', 'a[""]'];
  it.each(bad)('rejects %j', (text) => expect(parseValuesPath(text)).toHaveProperty('error'));

  it.each(good)('formats %s back to an equivalent path', (_text, path) => {
    expect(parseValuesPath(formatValuesPath(path))).toEqual({ path });
  });
});

describe('formatHelmSetPath', () => {
  it.each([
    [['db', 'password'], 'db.password'],
    [['podAnnotations', 'prometheus.io/scrape'], 'podAnnotations.prometheus\\.io/scrape'],
    [['list', 0, 'x'], 'list[0].x'],
  ] as const)('%j', (path, text) => expect(formatHelmSetPath(path)).toEqual({ text }));
  it('refuses keys --set cannot carry', () => expect(formatHelmSetPath(['a=b'])).toHaveProperty('error'));
  it('refuses an append segment', () => expect(formatHelmSetPath(['a', APPEND])).toHaveProperty('error'));
});

describe('parseValuesPath exact errors', () => {
  it.each([
    // Text after `]` must continue with `.` or `[`.
    ['a[0]b', 'expected `.` or `[` at character 5 of `a[0]b`'],
    // A negative index is not a list index (Helm's --set refuses it too).
    ['a[-1]', 'expected a list index `[n]` or a quoted key `["key"]` at character 3 of `a[-1]`'],
  ])('%j', (text, error) => expect(parseValuesPath(text)).toEqual({ error }));
});
