/**
 * `rgdc preview` on the built binary when the component descriptor contradicts the
 * ConfigData: a missing or wrongly typed resource exits 1 at the ConfigData line that
 * names it; a version outside the semver constraint exits 0 with a warning, 1 with
 * `--strict`.
 */
import { describe, expect, it } from 'vitest';
import { rgdc, STACK_TRACE } from '../support/cli.js';

const CONFIGDATA = 'test/fixtures/compile/helm-configured/configdata.yaml';
const INSTANCE = 'test/fixtures/compile/helm-configured/instance.yaml';
const fixture = (name: string) => `test/fixtures/preview/${name}/component.yaml`;

describe('rgdc preview is strict about the component', () => {
  it('a chart the descriptor lacks: exit 1 at deploy.helm.chart, the hint lists what it has', () => {
    const run = rgdc(['preview', CONFIGDATA, '--instance', INSTANCE, '--component', fixture('component-chart-missing')]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`${CONFIGDATA}:15:12: error preview_component_resource_missing: chartResource: `);
    expect(run.stderr).toContain('hint: acme.org/podinfo:6.9.1 has image (ociImage), redis-image (ociImage)');
    expect(run.stderr).not.toMatch(STACK_TRACE);
  });

  it('a chart of the wrong type: exit 1', () => {
    const run = rgdc(['preview', CONFIGDATA, '--instance', INSTANCE, '--component', fixture('component-chart-wrong-type'), '--json']);
    expect(run.code).toBe(1);
    const out = JSON.parse(run.stdout) as { ok: boolean; diagnostics: { code: string; severity: string; path: string; line: number }[] };
    expect(out.ok).toBe(false);
    // The info is about the redis image's Docker Hub name (preview_reference_reading).
    expect(out.diagnostics.filter((d) => d.severity !== 'info').map((d) => [d.code, d.path, d.line])).toEqual([
      ['preview_component_resource_type', 'deploy.helm.chart', 15],
    ]);
  });

  it('a version outside the constraint: a warning (exit 0), an error with --strict (exit 1)', () => {
    const args = ['preview', CONFIGDATA, '--instance', INSTANCE, '--component', fixture('component-version-outside-configdata')];
    const lenient = rgdc(args);
    expect(lenient.code).toBe(0);
    expect(lenient.stderr).toContain(`${CONFIGDATA}:11:12: warning preview_component_version_mismatch: `);
    const strict = rgdc([...args, '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.stdout).toBe('');
    expect(strict.stderr).toContain(`${CONFIGDATA}:11:12: error preview_component_version_mismatch: `);
  });
});
