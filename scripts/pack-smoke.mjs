#!/usr/bin/env node
// Installs rgdc the way a user does and runs it: `npm pack`, then the tarball installed into
// an empty folder, then `npx rgdc --version`, `npx rgdc types instance FILE` (which loads
// json-schema-to-typescript from the installed node_modules: the bundle keeps it external)
// and `import('rgdc')`. Works offline: the empty folder gets a package-lock.json holding the
// tarball and rgdc's production dependencies exactly as rgdc's own lockfile pins them, so
// `npm ci --offline` takes every package from the npm cache (filled by rgdc's `npm ci`)
// and never asks the registry for package metadata.
//
//   node scripts/pack-smoke.mjs             # npm pack runs `prepare`, which builds dist/
//   node scripts/pack-smoke.mjs --no-build  # pack the dist/ already built (the tests do)
//
// Prints each command with its output; exits 1 on the first failure.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURE = join(ROOT, 'test/fixtures/compile/helm-configured/configdata.yaml');
const noBuild = process.argv.includes('--no-build');
const keep = process.argv.includes('--keep');

const work = mkdtempSync(join(tmpdir(), 'rgdc-pack-smoke-'));
const app = join(work, 'app');
mkdirSync(app);

/**
 * Runs a command, echoes it with its output, and stops the script when it fails (any exit
 * but `expect`, 0 by default). `input` goes to its standard input.
 */
function run(command, args, cwd, check = () => undefined, echo = true, { expect = 0, input } = {}) {
  console.log(`$ (cd ${cwd}) ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    ...(input === undefined ? {} : { input }),
    env: { ...process.env, NO_COLOR: '1', npm_config_update_notifier: 'false' },
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trimEnd();
  if (output && echo) {
    const lines = output.split('\n');
    const shown = lines.slice(0, 12).map((line) => `  ${line}`);
    if (lines.length > 12) shown.push(`  ... (${lines.length - 12} more lines)`);
    console.log(shown.join('\n'));
  }
  const problem = result.error?.message ?? (result.status === expect ? check(result.stdout) : `exit ${result.status}`);
  if (problem) fail(`${command} ${args.join(' ')}: ${problem}`);
  return result.stdout;
}

function fail(message) {
  console.error(`pack-smoke: FAILED: ${message} (files kept in ${work})`);
  process.exit(1);
}

// 1. The tarball. With --no-build, dist/ must be current: `npm test` builds it first.
const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work, ...(noBuild ? ['--ignore-scripts'] : [])], ROOT, undefined, false));
const { filename, files } = packed[0];
const shipped = new Set(files.map((f) => f.path));
for (const required of [
  'package.json',
  'LICENSE',
  'README.md',
  'dist/bundle/main.js',
  'dist/index.js',
  'dist/index.d.ts',
  'schemas/configdata.v1alpha1.schema.json',
]) {
  if (!shipped.has(required)) fail(`the tarball lacks ${required}`);
}
const stray = [...shipped].filter((path) => /^(src|test|fixtures|node_modules|coverage)\//.test(path));
if (stray.length > 0) fail(`the tarball ships ${stray.slice(0, 5).join(', ')}`);
const tarball = join(work, filename);
console.log(`  ${filename}: ${files.length} files, ${packed[0].size} bytes packed, ${packed[0].unpackedSize} unpacked`);

// 2. An empty project that depends on the tarball, locked to rgdc's own production tree.
const rgdcPackage = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const rgdcLock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));
const spec = `file:../${filename}`;
const packages = {
  '': { name: 'rgdc-pack-smoke', version: '1.0.0', dependencies: { rgdc: spec } },
  'node_modules/rgdc': {
    version: rgdcPackage.version,
    resolved: spec,
    integrity: `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`,
    license: rgdcPackage.license,
    dependencies: rgdcPackage.dependencies,
    bin: rgdcPackage.bin,
    engines: rgdcPackage.engines,
  },
};
for (const [path, entry] of Object.entries(rgdcLock.packages)) {
  // Dev-only packages are never installed with rgdc; production ones keep their place.
  if (path !== '' && entry.dev !== true) packages[path] = entry;
}
writeFileSync(
  join(app, 'package.json'),
  `${JSON.stringify({ name: 'rgdc-pack-smoke', version: '1.0.0', private: true, dependencies: { rgdc: spec } }, null, 2)}\n`,
);
writeFileSync(
  join(app, 'package-lock.json'),
  `${JSON.stringify({ name: 'rgdc-pack-smoke', version: '1.0.0', lockfileVersion: 3, requires: true, packages }, null, 2)}\n`,
);
copyFileSync(FIXTURE, join(app, 'configdata.yaml'));

// 3. Install offline, then use it as a user would.
run('npm', ['ci', '--offline', '--no-audit', '--no-fund'], app);
run('npx', ['--offline', 'rgdc', '--version'], app, (out) =>
  out.trim() === rgdcPackage.version ? undefined : `printed ${JSON.stringify(out.trim())}, not ${rgdcPackage.version}`,
);
run('npx', ['--offline', 'rgdc', 'types', 'instance', 'configdata.yaml'], app, (out) =>
  /^export interface Podinfo \{$/m.test(out) ? undefined : 'no `export interface Podinfo` in the output',
);
run('npx', ['--offline', 'rgdc', 'compile', 'configdata.yaml', '--emit', 'rgd'], app, (out) =>
  out.includes('kind: ResourceGraphDefinition') ? undefined : 'no ResourceGraphDefinition in the output',
);
// Every other command from the installed package, on inputs from the repository: each
// ends with its documented exit code, never 70 (a bug) and never a stack trace.
const rgdc = (args, check, options) => run('npx', ['--offline', 'rgdc', ...args], app, check, true, options);
const has = (text) => (out) => (out.includes(text) ? undefined : `no ${JSON.stringify(text)} in the output`);
const repo = (path) => join(ROOT, path);
rgdc(['check', 'configdata.yaml'], () => undefined);
rgdc(['compile', 'configdata.yaml', '--emit', 'rgd,instance,bootstrap,constructor,schema', '-o', 'out/'], () => undefined);
rgdc(['check', 'out/rgd.yaml'], () => undefined);
rgdc(
  ['preview', 'out/rgd.yaml', '--instance', 'out/instance.yaml', '--component', repo('test/fixtures/preview/helm-configured/component.yaml'), '--explain'],
  has('kind: HelmRelease'),
);
rgdc(['graph', 'configdata.yaml', '--format', 'dot'], has('digraph'));
rgdc(['schema', 'configdata'], has('"$schema"'));
rgdc(['schema', 'instance', 'configdata.yaml'], has('"properties"'));
rgdc(['init', 'guestbook', '--kustomize'], has('kind: ConfigData'));
rgdc(['diff', 'configdata.yaml', 'out/rgd.yaml'], () => undefined);
rgdc(
  [
    'localize',
    repo('test/fixtures/localize/component-v2-nested/input.yaml'),
    '--config-data',
    repo('test/fixtures/localize/component-v2-nested/configdata.yaml'),
    '--component',
    repo('test/fixtures/localize/component-v2-nested/component.yaml'),
  ],
  has('registry.acme.org:5000/shop/backend'),
);
rgdc(['import', '-', '--component', 'acme.org/podinfo@1.0.0', '--repository', 'ghcr.io/acme/ocm', '--helm-chart', 'chart'], has('apiVersion: rgdc/v1alpha1'), {
  input:
    'apiVersion: config.ocm.software/v1alpha1\nkind: ConfigData\nconfiguration:\n  defaults: {replicas: 1}\n  schema: {type: object, properties: {replicas: {type: integer}}}\n  rules:\n  - {value: (( replicas )), file: values.yaml, path: replicaCount}\n',
});
const ctf = join(ROOT, '..', 'shared/corpus/ocm/open-component-model/bindings/go/ctf/testdata/compatibility/02/with-resource');
if (existsSync(ctf)) {
  rgdc(['component', 'show', `ctf::${ctf}//github.com/acme.org/helloworld:1.0.0`], has('mychart'));
  rgdc(['component', 'versions', `ctf::${ctf}//github.com/acme.org/helloworld`], has('1.0.0'));
  // publish writes: into a copy of the CTF, never the corpus.
  cpSync(ctf, join(work, 'ctf'), { recursive: true });
  rgdc(['publish', 'configdata.yaml', '--to', `ctf::${join(work, 'ctf')}//github.com/acme.org/helloworld:1.0.0`], () => undefined);
  rgdc(['component', 'show', `ctf::${join(work, 'ctf')}//github.com/acme.org/helloworld:1.0.0+rgd.1`], has('rgd'));
}
// The language server: initialize, shutdown and exit over stdin (LSP base protocol framing).
const frame = (message) => {
  const body = JSON.stringify({ jsonrpc: '2.0', ...message });
  return `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
};
rgdc(['lsp'], has('"capabilities"'), {
  input:
    frame({ id: 1, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } }) +
    frame({ id: 2, method: 'shutdown' }) +
    frame({ method: 'exit' }),
});
run(
  'node',
  [
    '--input-type=module',
    '-e',
    "const { compile } = await import('rgdc'); const { createRequire } = await import('node:module'); console.log(typeof compile, createRequire(process.cwd() + '/')('rgdc/package.json').version);",
  ],
  app,
  (out) => (out.trim() === `function ${rgdcPackage.version}` ? undefined : `library import printed ${JSON.stringify(out.trim())}`),
);

console.log('pack-smoke: ok');
if (!keep) rmSync(work, { recursive: true, force: true });
