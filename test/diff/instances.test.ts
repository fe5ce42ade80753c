/**
 * The fan-out over 24 installations (test/fixtures/diff-instances): NEW lowers
 * `replicas.maximum` to 5 and changes the `message` default. Instances above 5 replicas are
 * rejected by the new instance API; those on the default message get a changed HelmRelease;
 * the rest are unchanged. Checked against what the preview of each side gives.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diff } from '../../src/diff/index.js';
import { renderDiff } from '../../src/diff/render.js';

const ROOT = 'test/fixtures/diff-instances';
const read = (file: string) => ({ file: join(ROOT, file), source: readFileSync(join(ROOT, file), 'utf8') });
const instances = readdirSync(join(ROOT, 'instances'))
  .sort()
  .map((f) => read(join('instances', f)));

describe('diff --instances', () => {
  const result = diff({ old: read('old.yaml'), new: read('new.yaml'), component: read('component.yaml'), instances });

  it('previews every instance on both sides', () => {
    expect(instances.length).toBeGreaterThanOrEqual(20);
    expect(result.instances).toHaveLength(instances.length);
  });

  it('rejects exactly the instances above the new maximum', () => {
    const rejected = result.instances.filter((i) => i.verdict === 'rejected').map((i) => i.name);
    const expected = instances.filter((i) => Number(/replicas: (\d+)/.exec(i.source)![1]) > 5).map((i) => /name: (\S+)/.exec(i.source)![1]);
    expect(rejected).toEqual(expected);
    for (const instance of result.instances.filter((i) => i.verdict === 'rejected')) expect(instance.problems.join()).toContain('less than or equal to 5');
  });

  it('changes the HelmRelease values of instances on the default message, and nothing else', () => {
    for (const instance of result.instances.filter((i) => i.verdict !== 'rejected')) {
      const source = instances.find((i) => i.file === instance.file)!.source;
      const onDefault = !source.includes('message:');
      expect(instance.verdict).toBe(onDefault ? 'changed' : 'unchanged');
      if (!onDefault) continue;
      const release = instance.changed.find((c) => c.object.startsWith('HelmRelease'));
      expect(release?.fields).toEqual([{ op: 'changed', path: 'spec.values.ui.message', old: 'Hello from OCM', new: 'Hello from OCM v2' }]);
      expect(instance.created).toEqual([]);
      expect(instance.deleted).toEqual([]);
    }
  });

  it('prints a summary table with one row per instance', () => {
    const text = renderDiff(result);
    const table = text.slice(text.indexOf('INSTANCE'));
    expect(table.trim().split('\n')).toHaveLength(instances.length + 1);
    expect(table).toMatch(/tenant-06\s+rejected/);
  });
});
