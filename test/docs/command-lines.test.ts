/**
 * Every command line of README.md and docs/*.md runs verbatim (test/docs/markdown.ts reads
 * the shell blocks and the `$ ` lines of transcripts), with `rgdc` on the PATH as the built
 * bundle, in a project folder the way the docs assume one: a git repository (branch
 * `main`) holding the podinfo ConfigData of `test/fixtures/compile/helm-configured/`, its instance and
 * component descriptor, a CTF `./ctf` with `acme.org/podinfo` 6.9.1 (and the RGD published
 * into it), OCM v1 ConfigData with its manifests, and tenants. The docs' registry,
 * `ghcr.io/acme/ocm`, is rewritten to a `docker-registry` started on 127.0.0.1 holding the
 * same component version, and so is `http://127.0.0.1:5000` (nothing else in a line changes). Each line has an expected exit
 * code in {@link RUN}, or a reason in {@link NOT_RUN}: a line in the docs that is in
 * neither fails the test, and so does a listed line the docs no longer have.
 *
 * Without docker-registry the suite fails under CI=true and is skipped, loudly, elsewhere.
 */
// biome-ignore-all lint/suspicious/noExplicitAny: reaches into a parsed component descriptor fixture; `unknown` would need a cast at every step.
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRegistry } from '../../src/oci/index.js';
import type { CtfStore } from '../../src/ocm/ctf-store.js';
import { BIN, STACK_TRACE } from '../support/cli.js';
import { corpusDir } from '../support/corpus.js';
import { REPO_ROOT } from '../support/fixtures.js';
import { ensureRegistry, startLocalRegistry, type LocalRegistry } from '../support/registry.js';
import { storeVersion } from '../ocm/support.js';
import { fencedBlocks, shellBlocks, type CommandLine } from './markdown.js';

/** The pages whose command lines are run, in the order they run (later pages see what earlier ones published). */
const PAGES = [
  'README.md',
  ...readdirSync(join(REPO_ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
];

/** The registry the docs name; every occurrence in a line is pointed at the local one. */
const DOCS_REGISTRY = 'ghcr.io/acme/ocm';
/** The local test registry some examples name (`docker-registry` on its default port): the local one too. */
const DOCS_LOCAL_REGISTRY = 'http://127.0.0.1:5000';

/**
 * `page: command line` → the exit code it must end with. 0 unless the docs say otherwise
 * next to the line (an example of a failure).
 */
const RUN: Record<string, number> = {
  'README.md: rgdc --version': 0,
  'README.md: rgdc compile configdata.yaml -o rgd.yaml            # atomic write': 0,
  'README.md: rgdc compile configdata.yaml --emit rgd,instance,bootstrap,constructor,schema -o out/': 0,
  'README.md: rgdc compile configdata.yaml --emit rgd,instance -o emit.yaml       # one multi-document file (kubectl apply -f)': 0,
  'README.md: rgdc compile configdata.yaml --target ocm-k8s-toolkit-8102a71+flux-v2.6  # older OCM controller: docs/targets.md': 0,
  'README.md: rgdc compile configdata.yaml --kro-feature-gates CELOmitFunction=true  # kro with omit(): every installation setting': 0,
  'README.md: rgdc compile --list-targets                         # profiles: OCM controller / Flux releases, old names': 0,
  'README.md: rgdc check rgd.yaml other-rgds/*.yaml --crds crds/ --sarif rgdc.sarif': 0,
  'README.md: rgdc check . --exclude \'charts/\' --verbose --sarif rgdc.sarif      # a whole repository: see "Checking a repository"': 0,
  'README.md: rgdc check configdata.yaml --target ocm-k8s-toolkit-8102a71+flux-v2.6    # compile, then check, for an older controller': 0,
  "README.md: rgdc check rgd.yaml --kro v0.10.0                   # kro's verdict for the kro release the cluster runs: docs/targets.md": 0,
  'README.md: rgdc graph configdata.yaml --format mermaid         # the resource graph, to look at': 0,
  'README.md: rgdc diff git:main:configdata.yaml configdata.yaml  # will kro take it? exit 5 if not: docs/diff.md': 0,
  'README.md: rgdc publish configdata.yaml --to ghcr.io/acme/ocm//acme.org/podinfo:6.9.1  # the RGD into the component version: docs/publish.md': 0,
  'README.md: rgdc import config.yaml --component acme.org/podinfo@1.0.0 --repository ghcr.io/acme/ocm --helm-chart chart  # OCM v1 ConfigData → rgdc': 0,
  'README.md: rgdc diff git:main:configdata.yaml configdata.yaml': 0,
  'README.md: rgdc diff old-rgd.yaml new-rgd.yaml --instances tenants/ --component component-descriptor.yaml --json': 0,
  "README.md: rgdc check configdata.yaml                # compile, then kro's admission rules on the result": 0,
  'README.md: printf %s "$TOKEN" | rgdc component push ./ctf ghcr.io/acme/ocm --username ci --password-stdin': 0,
  'README.md: rgdc publish configdata.yaml --to ghcr.io/acme/ocm//acme.org/podinfo:6.9.1': 0,
  'README.md: rgdc component show ghcr.io/acme/ocm//acme.org/podinfo:6.9.1+rgd.1   # resource rgd, type blob': 0,
  'README.md: rgdc component show ghcr.io/acme/ocm//acme.org/podinfo:6.9.1     # resources, access, digests, references, signatures': 0,
  "README.md: rgdc component versions ./ctf//acme.org/podinfo:'>=6.9 <7'        # newest first; marks what the constraint selects": 0,
  'README.md: rgdc preview configdata.yaml --instance instance.yaml --component ghcr.io/acme/ocm//acme.org/podinfo:6.9.1': 0,
  'README.md: rgdc compile configdata.yaml --verify -o rgd.yaml                 # chart and images checked against the real version': 0,
  "README.md: rgdc check configdata.yaml --component ./ctf//acme.org/podinfo --verify-images   # and each image's digest at its registry": 0,
  'README.md: printf %s "$TOKEN" | rgdc component show ghcr.io/acme/ocm//acme.org/podinfo:6.9.1 --username ci --password-stdin --cache-dir .cache/rgdc': 0,
  'README.md: rgdc component show ghcr.io/acme/ocm//acme.org/podinfo:6.9.1 --offline   # from the cache only': 0,
  'README.md: rgdc preview configdata.yaml --instance instance.yaml --component component-descriptor.yaml --explain': 0,
  "README.md: rgdc preview rgd.yaml --instance instance.yaml --status helmRelease.status.conditions='[]'": 0,
  'README.md: rgdc preview configdata.yaml --instance instance.yaml --component component-descriptor.yaml --strict': 0,
  'README.md: rgdc localize values.yaml --config-data configdata.yaml --values my-values.yaml --image image=ghcr.io/stefanprodan/podinfo:6.9.1': 0,
  'README.md: rgdc localize manifests/deploy.yaml --config-data config.yaml --values cm.yaml --image image=ghcr.io/stefanprodan/podinfo:6.9.1': 0,
  'README.md: rgdc localize saved.yaml --config-data config.yaml --file-path manifests/configmap.yaml': 0,
  'docs/components.md: rgdc component show ghcr.io/acme/ocm//acme.org/podinfo:6.9.1': 0,
  "docs/components.md: rgdc component show ./ctf//acme.org/podinfo:'>=6.9 <7' --json": 0,
  "docs/components.md: rgdc component versions ghcr.io/acme/ocm//acme.org/podinfo:'~6.9'": 0,
  'docs/components.md: rgdc preview configdata.yaml --instance instance.yaml --component ./ctf//acme.org/podinfo:6.9.1': 0,
  'docs/components.md: rgdc localize values.yaml --config-data configdata.yaml --component ctf::out.tar.gz//acme.org/podinfo': 0,
  'docs/components.md: rgdc component resource ./ctf//acme.org/podinfo:6.9.1+rgd.1 rgd        # a published RGD, back as a file': 0,
  'docs/components.md: rgdc component resource ghcr.io/acme/ocm//acme.org/podinfo:6.9.1+rgd.1 rgd -o rgd.yaml': 0,
  'docs/components.md: rgdc preview rgd.yaml --instance instance.yaml --component ghcr.io/acme/ocm//acme.org/podinfo:6.9.1+rgd.1': 0,
  'docs/components.md: rgdc component push ./ctf ghcr.io/acme/ocm                                  # every version in the CTF': 0,
  'docs/components.md: rgdc component push ctf::out.tar.gz//acme.org/podinfo:6.9.1 http://127.0.0.1:5000   # one version': 0,
  'docs/components.md: rgdc component push ghcr.io/acme/ocm//acme.org/podinfo ./mirror             # every version of one component': 0,
  'docs/components.md: printf %s "$TOKEN" | rgdc component push ./ctf ghcr.io/acme/ocm --username ci --password-stdin': 0,
  'docs/components.md: rgdc compile configdata.yaml --verify -o rgd.yaml      # against component.repository//name:version': 0,
  'docs/components.md: rgdc compile configdata.yaml --component ./ctf//acme.org/podinfo --verify-images': 0,
  'docs/components.md: rgdc check configdata.yaml --component ghcr.io/acme/ocm//acme.org/podinfo:6.9.1': 0,
  "docs/components.md: rgdc component versions ./ctf//acme.org/podinfo:'>=6.9 <7'": 0,
  'docs/components.md: rgdc component push ./ctf http://127.0.0.1:5000': 0,
  'docs/diff.md: rgdc diff git:main:configdata.yaml configdata.yaml': 0,
  'docs/diff.md: rgdc diff git:HEAD~1:test/fixtures/compile/helm-configured/configdata.yaml test/fixtures/compile/helm-configured/configdata.yaml': 0,
  'docs/diff.md: rgdc diff old-rgd.yaml new-rgd.yaml --instances tenants/ --component component-descriptor.yaml': 0,
  'docs/diff.md: rgdc diff --kro v0.10.0 --kro-feature-gates ConservativeCRDComparison=true old-rgd.yaml new-rgd.yaml': 0,
  'docs/installation-settings.md: rgdc compile configdata.yaml --kro-feature-gates CELOmitFunction=true -o rgd.yaml': 0,
  'docs/installation-settings.md: rgdc check rgd.yaml                                   # uses the recorded gates': 0,
  'docs/installation-settings.md: rgdc preview rgd.yaml --instance instance.yaml --component cd.yaml': 0,
  'docs/installation-settings.md: rgdc preview configdata.yaml --kro-feature-gates CELOmitFunction=true --instance instance.yaml --component cd.yaml --explain': 0,
  'docs/publish.md: rgdc publish configdata.yaml --to ghcr.io/acme/ocm//acme.org/podinfo:6.9.1': 0,
  'docs/publish.md: rgdc publish configdata.yaml --to ghcr.io/acme/ocm//acme.org/podinfo:6.9.1 --with-bootstrap --json': 0,
  'docs/publish.md: rgdc publish rgd.yaml --to ./ctf//acme.org/podinfo:6.9.1 --replace': 0,
  'docs/publish.md: echo "$TOKEN" | rgdc publish configdata.yaml --to ghcr.io/acme/ocm//acme.org/podinfo:6.9.1 --username ci --password-stdin': 0,
  'docs/publish.md: rgdc component show ghcr.io/acme/ocm//acme.org/podinfo:6.9.1+rgd.1            # the rgd resource, its layer and digest': 0,
  'docs/publish.md: rgdc component resource ghcr.io/acme/ocm//acme.org/podinfo:6.9.1+rgd.1 rgd -o rgd.yaml': 0,
  'docs/publish.md: rgdc preview rgd.yaml --instance instance.yaml --component ghcr.io/acme/ocm//acme.org/podinfo:6.9.1+rgd.1': 0,
  'docs/targets.md: rgdc compile configdata.yaml                          # the default: ocm-controller-v0.3.0+flux-v2.6': 0,
  'docs/targets.md: rgdc compile configdata.yaml --target ocm-k8s-toolkit-8102a71+flux-v2.6   # an older cluster': 0,
  'docs/targets.md: rgdc compile --list-targets                           # the table below, from the binary': 0,
  'docs/targets.md: rgdc compile --list-targets --json                    # every field of every profile': 0,
};

/** `page: command line` → why it is not run verbatim here. Kept short: prefer a runnable example in the docs. */
const NOT_RUN: Record<string, string> = {
  'README.md: npm ci && npm start': 'installs into the checkout itself; `npm run pack:smoke` and every test run the built bundle',
  'README.md: npm test': 'the whole suite, this test included',
  'docs/diff.md: kubectl get crd podinfos.kro.run -o yaml > cluster/crd.yaml': 'needs a cluster',
  'docs/diff.md: kubectl get podinfos.kro.run -A -o yaml > cluster/podinfos.yaml': 'needs a cluster',
  'docs/diff.md: rgdc diff cluster/crd.yaml configdata.yaml --instances cluster/podinfos.yaml --component cd.yaml --strict':
    'reads the CRD kro generated for podinfo and the instances, as the two kubectl lines export them from a cluster; test/diff/gate.test.ts runs `rgdc diff CRD NEW --instances` on such exports (test/fixtures/diff-cluster/, of a webapp RGD)',
  "README.md: npm link                 # links the package's bin: `rgdc` now runs dist/bundle/rgdc.cjs":
    "links into the machine's global npm prefix; `npm run pack:smoke` installs the package as a user would and runs the installed binary",
  'README.md: npm unlink -g rgdc       # undo': 'undoes `npm link` (not run, above)',
  'docs/components.md: rgdc compile configdata.yaml --verify':
    'a transcript of a project whose newest version (6.9.2) lacks `chart`; the same command with `-o rgd.yaml` runs above (docs/components.md, README.md)',
  'docs/editors.md: cd editors/vscode && npm ci && npx --yes @vscode/vsce@3.6.0 package':
    'downloads from the npm registry: test/docs/vscode-package.test.ts runs it verbatim when the registry answers',
  'docs/editors.md: code --install-extension rgdc-vscode-0.1.0.vsix': 'needs VS Code',
  'docs/publish.md: skopeo inspect --raw docker://ghcr.io/acme/ocm/component-descriptors/acme.org/podinfo:6.9.1.build-rgd.1':
    'skopeo, not rgdc, and over TLS; test/publish/publish.integration.test.ts runs skopeo against the local registry',
  'docs/testing.md: npm test                                          # build, then the whole suite with coverage; ends with "N passed, N failed"':
    'the whole suite, this test included',
  'docs/testing.md: npx vitest run test/unit/semver-constraint.test.ts    # one file, against src/ (no build needed)':
    "the project's own development command: it runs in an rgdc checkout, not in the user's project this test builds; the file runs in npm test",
  'docs/testing.md: npm run mutate                                # every group; a line per module and group, then a summary line':
    'mutation testing of every group takes most of an hour; it runs outside npm test by design (docs/testing.md)',
  'docs/testing.md: npm run mutate -- semver                      # one group':
    "mutation testing, outside npm test by design; the project's own development command: it runs in an rgdc checkout, not in the user's project this test builds",
  "docs/testing.md: npm run mutate -- semver crd-compat --quiet   # two groups, without Stryker's progress lines":
    "mutation testing, outside npm test by design; the project's own development command: it runs in an rgdc checkout, not in the user's project this test builds",
  'docs/testing.md: npm run mutate -- --list                      # the groups and what each covers':
    "the project's own development command: it runs in an rgdc checkout, not in the user's project this test builds; test/unit/mutation-groups.test.ts loads every group",
  'docs/testing.md: npm run mutate -- --record                    # every group, and the scores into this page':
    'mutation testing of every group, and it rewrites docs/testing.md',
  "docs/testing.md: RGDC_MUTATE_GROUP=semver npx stryker run      # Stryker's own HTML report: reports/mutation/semver.html":
    "mutation testing, outside npm test by design; the project's own development command: it runs in an rgdc checkout, not in the user's project this test builds",
  'docs/testing.md: npm run wrong-answers -- graph':
    "it edits src/ and runs a group's tests once per wrong answer; the project's own development command: it runs in an rgdc checkout, not in the user's project this test builds",
  'docs/contributing.md: npm ci': "the project's own development command: it runs in an rgdc checkout, not in the user's project this test builds",
  'docs/contributing.md: npm run build        # dist/: the library and the bundled CLI, dist/bundle/rgdc.cjs':
    "the project's own development command: it runs in an rgdc checkout, not in the user's project this test builds; npm test builds first",
  'docs/contributing.md: npm test             # the whole suite, under five minutes': 'the whole suite, this test included',
  "docs/contributing.md: npm run lint         # Biome's linter (npm test runs it first)":
    "the project's own development command: it runs in an rgdc checkout, not in the user's project this test builds; npm test runs it first",
  'docs/contributing.md: npm run mutate -- --list       # which group holds your file':
    "the project's own development command: it runs in an rgdc checkout, not in the user's project this test builds; test/unit/mutation-groups.test.ts loads every group",
  'docs/contributing.md: npm run mutate -- cel-kubernetes':
    "mutation testing, outside npm test by design; the project's own development command: it runs in an rgdc checkout, not in the user's project this test builds",
  'docs/contributing.md: npm run compare-compile -- --old main               # main against your working tree, as it is':
    "the project's own development command: it runs in an rgdc checkout, not in the user's project this test builds; it builds two versions and takes minutes (test/scripts/compare-compile.test.ts runs the script on two fixtures)",
  'docs/contributing.md: npm run compare-compile -- --old HEAD~3 --new HEAD  # two commits':
    "the project's own development command: it runs in an rgdc checkout, not in the user's project this test builds; it builds two versions and takes minutes (test/scripts/compare-compile.test.ts runs the script on two fixtures)",
  'docs/contributing.md: npm run compare-compile -- --old main --only test/fixtures/compile/helm-simple/ --only import':
    "the project's own development command: it runs in an rgdc checkout, not in the user's project this test builds; it builds two versions and takes minutes (test/scripts/compare-compile.test.ts runs the script on two fixtures)",
  'docs/contributing.md: npm run build && node scripts/generate-diagnostics-doc.mjs':
    "the project's own development command: it runs in an rgdc checkout, not in the user's project this test builds; test/catalogue.test.ts checks docs/diagnostics.md is current",
};

/** Every command line of a page: shell blocks, and the `$ `-prompted lines of other blocks (transcripts). */
function pageLines(page: string): CommandLine[] {
  const markdown = readFileSync(join(REPO_ROOT, page), 'utf8');
  const lines = shellBlocks(markdown).flatMap((b) => b.lines);
  for (const block of fencedBlocks(markdown)) {
    if (['sh', 'bash', 'shell', 'console', 'yaml', 'json', 'lua', 'ts'].includes(block.lang)) continue;
    block.text.split('\n').forEach((text, index) => {
      if (text.startsWith('$ ')) lines.push({ line: block.line + 1 + index, text: text.slice(2).trim() });
    });
  }
  return lines;
}

const DOC_LINES = PAGES.flatMap((page) => pageLines(page).map((line) => ({ page, ...line, key: `${page}: ${line.text}` })));

describe('the command lines of README.md and docs/*.md', () => {
  it('each has an expected exit code or a reason not to run it, and every listed line is in the docs', () => {
    const keys = new Set(DOC_LINES.map((l) => l.key));
    const unlisted = DOC_LINES.filter((l) => !(l.key in RUN) && !(l.key in NOT_RUN)).map((l) => `${l.page}:${l.line}: ${l.text}`);
    expect(unlisted, 'command lines in the docs that this test neither runs nor lists').toEqual([]);
    const stale = [...Object.keys(RUN), ...Object.keys(NOT_RUN)].filter((k) => !keys.has(k));
    expect(stale, 'listed here, but no longer in the docs').toEqual([]);
    const both = Object.keys(RUN).filter((k) => k in NOT_RUN);
    expect(both).toEqual([]);
  });
});

const available = ensureRegistry();
if (!available.available) {
  const message = `docs command-line tests NOT RUN: ${available.reason}`;
  if (process.env.CI === 'true') {
    describe('the docs command lines, run', () => {
      it('is available under CI', () => {
        throw new Error(message);
      });
    });
  } else {
    console.warn(`\n*** ${message} ***\n`);
    describe.skip(`the docs command lines, run (${available.reason})`, () => {
      it('skipped', () => undefined);
    });
  }
} else {
  describe('the docs command lines, run verbatim', () => {
    let registry: LocalRegistry;
    let images: LocalRegistry | undefined;
    let home: string;
    let project: string;
    let env: Record<string, string>;
    beforeAll(async () => {
      home = mkdtempSync(join(tmpdir(), 'rgdc-docs-'));
      // One storage, two fronts: plain HTTP for the component (`http://` replaces the docs'
      // host), HTTPS for the images the descriptor names (an image reference has no scheme),
      // with a certificate for 127.0.0.1 that the CLI trusts through NODE_EXTRA_CA_CERTS.
      const storage = join(home, 'registry');
      const tls = certificate(home);
      registry = await startLocalRegistry({ storage });
      images = await startLocalRegistry({ storage, tls });
      project = join(home, 'project');
      env = { ...projectEnv(home), NODE_EXTRA_CA_CERTS: tls.certificate };
      await makeProject(project, registry, images, env);
    }, 120_000);
    afterAll(async () => {
      await Promise.all([registry?.stop(), images?.stop()]);
      if (home) rmSync(home, { recursive: true, force: true });
    });

    const toRun = DOC_LINES.filter((l) => l.key in RUN);
    it.each(toRun.map((l) => [`${l.page}:${l.line}: ${l.text}`, l] as const))(
      '%s',
      (_name, line) => {
        const command = line.text.replaceAll(DOCS_REGISTRY, `${registry.url}/acme/ocm`).replaceAll(DOCS_LOCAL_REGISTRY, `${registry.url}/local`);
        const run = spawnSync('sh', ['-c', command], { cwd: project, encoding: 'utf8', env, timeout: 60_000, stdio: ['ignore', 'pipe', 'pipe'] });
        expect(run.error).toBeUndefined();
        expect(run.stderr).not.toMatch(STACK_TRACE);
        expect(run.status, `${command}\nstdout: ${run.stdout.slice(0, 2000)}\nstderr: ${run.stderr.slice(0, 2000)}`).toBe(RUN[line.key]);
      },
      90_000,
    );
  });
}

/** A private HOME, cache and npm prefix; `rgdc` first on the PATH. */
function projectEnv(home: string): Record<string, string> {
  const bin = join(home, 'bin');
  mkdirSync(bin);
  writeFileSync(join(bin, 'rgdc'), `#!/bin/sh\nexec '${process.execPath}' '${BIN}' "$@"\n`);
  chmodSync(join(bin, 'rgdc'), 0o755);
  const { FORCE_COLOR: _force, ...inherited } = process.env;
  return {
    ...(inherited as Record<string, string>),
    PATH: `${bin}:${process.env.PATH ?? ''}`,
    HOME: join(home, 'home'),
    XDG_CACHE_HOME: join(home, 'cache'),
    DOCKER_CONFIG: join(home, 'docker'),
    REGISTRY_AUTH_FILE: join(home, 'auth.json'),
    NO_COLOR: '1',
    TOKEN: 'docs-example-token',
    GIT_CONFIG_GLOBAL: join(home, 'gitconfig'),
    GIT_AUTHOR_NAME: 'docs',
    GIT_AUTHOR_EMAIL: 'docs@example.org',
    GIT_COMMITTER_NAME: 'docs',
    GIT_COMMITTER_EMAIL: 'docs@example.org',
  };
}

/** A self-signed certificate for 127.0.0.1 (openssl), and its key. */
function certificate(dir: string): { certificate: string; key: string } {
  const paths = { certificate: join(dir, 'registry.crt'), key: join(dir, 'registry.key') };
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      paths.key,
      '-out',
      paths.certificate,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl req failed: ${made.stderr}`);
  return paths;
}

/** A small image manifest pushed under `repository:tag`; resolves to its digest. */
async function pushImage(writer: ReturnType<typeof openRegistry>, repository: string, tag: string): Promise<string> {
  const media = 'application/vnd.oci.image.config.v1+json';
  const config = Buffer.from(JSON.stringify({ architecture: 'amd64', os: 'linux', rootfs: { type: 'layers', diff_ids: [] }, image: repository }));
  const digest = await writer.putBlob(repository, config, media);
  const manifest = Buffer.from(
    JSON.stringify({
      schemaVersion: 2,
      mediaType: 'application/vnd.oci.image.manifest.v1+json',
      config: { mediaType: media, digest, size: config.length },
      layers: [],
    }),
  );
  return writer.putManifest(repository, manifest, 'application/vnd.oci.image.manifest.v1+json', tag);
}

/** The folder above the project: files the setup needs that the project must not hold. */
const home = (project: string) => join(project, '..');

/** The project folder the docs' examples assume, and the component version in the local registry. */
async function makeProject(project: string, registry: LocalRegistry, images: LocalRegistry, env: Record<string, string>): Promise<void> {
  const copy = (from: string, to: string) => {
    mkdirSync(join(project, to, '..'), { recursive: true });
    cpSync(from, join(project, to), { recursive: true });
  };
  const fixture = (name: string) => join(REPO_ROOT, name);
  const backend = join(corpusDir, 'ocm/ocm-controller/e2e/testdata/testOCMController/podinfo/backend');
  mkdirSync(project, { recursive: true });
  writeFileSync(
    join(project, 'configdata.yaml'),
    readFileSync(fixture('test/fixtures/compile/helm-configured/configdata.yaml'), 'utf8').replace(
      `repository: ${DOCS_REGISTRY}`,
      `repository: ${registry.url}/acme/ocm`,
    ),
  );
  copy(fixture('test/fixtures/compile/helm-configured/instance.yaml'), 'instance.yaml');
  copy(fixture('test/fixtures/compile/helm-configured/rgd.yaml'), 'rgd.yaml');
  copy(fixture('test/fixtures/diff-instances/component.yaml'), 'component-descriptor.yaml');
  copy(fixture('test/fixtures/diff-instances/component.yaml'), 'cd.yaml');
  copy(fixture('test/fixtures/diff-instances/instances'), 'tenants');
  copy(fixture('test/fixtures/diff-instances/instances'), 'environments');
  copy(join(corpusDir, 'kro/examples/kubernetes/webapp/rg.yaml'), 'other-rgds/webapp.yaml');
  copy(fixture('test/fixtures/compile/helm-configured/configdata.yaml'), 'test/fixtures/compile/helm-configured/configdata.yaml');
  mkdirSync(join(project, 'crds'));
  // OCM v1 ConfigData with the manifests its rules name, and what localize is given.
  copy(join(backend, 'config.yaml'), 'config.yaml');
  copy(join(backend, 'manifests'), 'manifests');
  copy(join(backend, 'manifests/configmap.yaml'), 'saved.yaml');
  writeFileSync(join(project, 'cm.yaml'), 'replicas: 2\nmessage: Hello from the docs\n');
  copy(fixture('test/fixtures/localize/helm-values/values.yaml'), 'values.yaml');
  writeFileSync(join(project, 'my-values.yaml'), 'replicas: 3\n');

  // acme.org/podinfo 6.9.1: in the registry, and in ./ctf (with the RGD published into it).
  // Its images are in the local registry too, pinned by digest, for `--verify-images`.
  const descriptor = parse(readFileSync(fixture('test/fixtures/diff-instances/component.yaml'), 'utf8')) as Record<string, any>;
  descriptor.component.provider = 'acme.org';
  const writerAt = (location: string) => openRegistry(location, { cacheDir: join(env.HOME!, 'writer-cache'), env: { HOME: env.HOME!, PATH: env.PATH! } });
  const pusher = writerAt(registry.url);
  const [, image, redis] = descriptor.component.resources as Record<string, any>[];
  image!.access.imageReference = `${images.host}/stefanprodan/podinfo:6.9.1`;
  image!.digest = {
    hashAlgorithm: 'SHA-256',
    normalisationAlgorithm: 'ociArtifactDigest/v1',
    value: (await pushImage(pusher, 'stefanprodan/podinfo', '6.9.1')).slice('sha256:'.length),
  };
  redis!.access.imageReference = `${images.host}/library/redis:7.2.4@${await pushImage(pusher, 'library/redis', '7.2.4')}`;
  const writer = writerAt(`${registry.url}/acme/ocm`);
  await storeVersion(writer as unknown as CtfStore, descriptor);
  mkdirSync(join(project, 'ctf'));
  writeFileSync(join(project, 'ctf/artifact-index.json'), JSON.stringify({ schemaVersion: 1, artifacts: [] }));
  const { CtfStore: Store } = await import('../../src/ocm/ctf-store.js');
  await storeVersion(Store.open(join(project, 'ctf')), descriptor);

  const sh = (command: string) => {
    const run = spawnSync('sh', ['-c', command], { cwd: project, env, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`setup: ${command}: exit ${run.status}: ${run.stderr}`);
  };
  sh('rgdc -q publish configdata.yaml --to ./ctf//acme.org/podinfo:6.9.1');
  // The RGDs of `rgdc diff old-rgd.yaml new-rgd.yaml`: the tenants' ConfigData compiled, and
  // again after a change kro takes (a description), as the docs' example expects exit 0.
  const old = readFileSync(fixture('test/fixtures/diff-instances/old.yaml'), 'utf8');
  writeFileSync(join(home(project), 'old.yaml'), old);
  writeFileSync(
    join(home(project), 'new.yaml'),
    old.replace('description: podinfo web service with a redis cache', 'description: podinfo, with a redis cache'),
  );
  sh(`rgdc -q compile ${join(home(project), 'old.yaml')} -o old-rgd.yaml && rgdc -q compile ${join(home(project), 'new.yaml')} -o new-rgd.yaml`);
  sh('tar -czf out.tar.gz -C ctf .');
  // Two commits on `main` (git:main:..., git:HEAD~1:...), the second a compatible change.
  writeFileSync(env.GIT_CONFIG_GLOBAL!, '[init]\n\tdefaultBranch = main\n');
  sh('git init -q && git add -A && git commit -qm one');
  const path = join(project, 'test/fixtures/compile/helm-configured/configdata.yaml');
  writeFileSync(path, readFileSync(path, 'utf8').replace('description: Number of podinfo pods', 'description: How many podinfo pods run'));
  sh('git commit -qam two');
}
