/**
 * The `rgdc init` starter sends image pulls where the component version says the image
 * is: written with the shipped binary to a temporary file, then previewed and localized
 * against a component transferred to the mirror `mirror.example:5000` (image by tag, and
 * by tag and digest), the chart's `image.repository` carries the mirror host. The
 * fixture cases `test/fixtures/preview/starter-mirror-*` and
 * `test/fixtures/localize/starter-mirror` hold the full expected outputs; this file also
 * keeps their copy of the starter equal to what `rgdc init guestbook` writes.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { renderStarter } from '../src/init/starter.js';
import { rgdc } from './support/cli.js';
import { REPO_ROOT } from './support/fixtures.js';

const FIXTURE = 'test/fixtures/preview/starter-mirror-tag';
const DESCRIPTORS = {
  tag: 'test/fixtures/preview/starter-mirror-tag/component.yaml',
  digest: 'test/fixtures/preview/starter-mirror-digest/component.yaml',
};
const DIGEST = 'sha256:262578cde928d5c9eba3bce079976444f624c13ed0afb741d90d5423877496cb';

function initToTempFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'rgdc-starter-')), 'configdata.yaml');
  const run = rgdc(['init', 'guestbook', '-o', file]);
  expect(run.code, run.stderr).toBe(0);
  return file;
}

describe('rgdc init guestbook against a mirror', () => {
  it('the fixtures hold the starter as rgdc init writes it', () => {
    expect(readFileSync(join(REPO_ROOT, FIXTURE, 'configdata.yaml'), 'utf8')).toBe(renderStarter('guestbook', 'helm'));
  });

  it.each(Object.entries(DESCRIPTORS))('preview (image by %s): the HelmRelease pulls from the mirror', (kind, descriptor) => {
    const starter = initToTempFile();
    const run = rgdc(['preview', starter, '--instance', `${FIXTURE}/instance.yaml`, '--component', descriptor]);
    expect(run.code, run.stderr).toBe(0);
    const objects = parseAllDocuments(run.stdout).map(
      (d) => d.toJS() as { kind?: string; spec?: { values?: { image?: { repository?: string; tag?: string } } }; status?: { images?: Record<string, string> } },
    );
    const release = objects.find((o) => o.kind === 'HelmRelease');
    expect(release?.spec?.values?.image).toEqual({ repository: 'mirror.example:5000/acme/guestbook', tag: '1.0.0' });
    const instance = objects.find((o) => o.kind === 'Guestbook');
    expect(instance?.status?.images?.image).toBe(`mirror.example:5000/acme/guestbook:1.0.0${kind === 'digest' ? `@${DIGEST}` : ''}`);
  });

  it.each([
    ['--component', ['--component', DESCRIPTORS.digest]],
    ['--image', ['--image', 'image=mirror.example:5000/acme/guestbook:1.0.0']],
  ])('localize with %s: image.repository gets the mirror host', (_, flags) => {
    const starter = initToTempFile();
    const run = rgdc(['localize', 'test/fixtures/localize/starter-mirror/input.yaml', '--config-data', starter, ...flags]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('repository: mirror.example:5000/acme/guestbook\n  tag: 1.0.0\n');
    expect(run.stderr).toContain('image.repository: ghcr.io/stefanprodan/podinfo -> mirror.example:5000/acme/guestbook (localization[0])');
    expect(run.stderr).not.toContain('localize_registry_dropped');
  });
});
