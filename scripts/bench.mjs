#!/usr/bin/env node
// `npm run bench`: one table of medians over repeated runs, each figure also given as a
// ratio measured in the same run, so machines of different speed can be compared.
// Not a test: nothing here fails on a number. Run `npm run build` first (bench does).
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateConfigData } from './bench-inputs.mjs';
import { hostileInputs } from './hostile-inputs.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const lib = await import(new URL('../dist/index.js', import.meta.url).href);
const BIN = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).bin.rgdc;
const runs = Number(process.env.BENCH_RUNS ?? 9);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const wall = (args) => {
  const start = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${result.stderr}`);
  return performance.now() - start;
};
const rows = [];
const row = (what, value, unit, ratio, note = '') => rows.push({ what, value, unit, ratio, note });

// 1. Cold start: a whole CLI compile against bare node start-up.
const bare = [];
const cold = [];
for (let i = 0; i < runs; i++) {
  bare.push(wall(['-e', '0']));
  cold.push(wall([BIN, 'compile', 'fixtures/helm-configured/configdata.yaml']));
}
row('node -e 0', median(bare), 'ms', 1, 'baseline');
row('cold rgdc compile helm-configured', median(cold), 'ms', median(cold) / median(bare), 'target <= 2.0 x node');

// 2. Scaling of compile (and check, once it exists) with generated inputs.
const sizes = [250, 1000, 4000];
const timeIt = (fn, repeat) => {
  const times = [];
  for (let i = 0; i < repeat; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return median(times);
};
lib.compile({ file: 'warm.yaml', source: generateConfigData(50) }); // warm caches and JIT
let previous;
const rgds = new Map();
for (const n of sizes) {
  const source = generateConfigData(n);
  let result;
  const ms = timeIt(() => {
    result = lib.compile({ file: `bench-${n}.yaml`, source });
  }, n >= 4000 ? 3 : 5);
  if (!result.ok) throw new Error(`generated input of ${n} failed to compile: ${result.diagnostics[0]?.message}`);
  rgds.set(n, result.output.files.rgd);
  row(`compile ${n} images + ${n} rules`, ms, 'ms', previous ? ms / previous : 1, previous ? 'growth per 4x (4 = linear)' : '');
  previous = ms;
}
if (typeof lib.check === 'function') {
  previous = undefined;
  for (const n of sizes) {
    const ms = timeIt(() => lib.check({ files: [{ file: `bench-${n}.rgd.yaml`, source: rgds.get(n) }] }), n >= 4000 ? 3 : 5);
    row(`check RGD of ${n} resources`, ms, 'ms', previous ? ms / previous : 1, previous ? 'growth per 4x (4 = linear)' : '');
    previous = ms;
  }
  // Peak memory of a 4,000-resource check, in a fresh process.
  const probe = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', `const lib = await import(${JSON.stringify(new URL('../dist/index.js', import.meta.url).href)}); const { generateConfigData } = await import(${JSON.stringify(new URL('./bench-inputs.mjs', import.meta.url).href)}); const rgd = lib.compile({ file: 'x.yaml', source: generateConfigData(4000) }).output.files.rgd; lib.check({ files: [{ file: 'x.rgd.yaml', source: rgd }] }); console.log(process.resourceUsage().maxRSS);`],
    { encoding: 'utf8' },
  );
  if (probe.status === 0) row('peak RSS, compile + check of 4000', Number(probe.stdout.trim()) / 1024, 'MiB', undefined, 'maxRSS of the process');
}
// rgdc diff --instances: two ConfigData and 24 installations (test/fixtures/diff-instances),
// each previewed against OLD and NEW. Target under 1 s (the graphs are loaded once per side).
if (typeof lib.diff === 'function') {
  const { readdirSync } = await import('node:fs');
  const dir = join(root, 'test/fixtures/diff-instances');
  const read = (file) => ({ file, source: readFileSync(join(dir, file), 'utf8') });
  const instances = readdirSync(join(dir, 'instances')).sort().map((f) => read(join('instances', f)));
  const options = { old: read('old.yaml'), new: read('new.yaml'), component: read('component.yaml'), instances };
  lib.diff(options); // warm
  const ms = timeIt(() => lib.diff(options), 5);
  row(`diff --instances, ${instances.length} instances`, ms, 'ms', undefined, 'target < 1000 ms');
}
if (typeof lib.preview === 'function' && typeof lib.benchPreview === 'function') {
  const { expressions, ms } = lib.benchPreview(rgds.get(1000));
  row('preview 1000-resource graph', (expressions / ms) * 1000, 'expr/s', undefined, `${expressions} expressions`);
}

// 4. Hostile inputs: each must end (exit 1 or 3) quickly; the limit is 2 s.
const scratch = mkdtempSync(join(tmpdir(), 'rgdc-bench-'));
for (const [name, input] of Object.entries(hostileInputs())) {
  const file = join(scratch, 'input.yaml');
  writeFileSync(file, input.text);
  // A preview input comes with its instance (the hostile regex case).
  const instance = input.instance === undefined ? [] : ['--instance', join(scratch, 'instance.yaml')];
  if (input.instance !== undefined) writeFileSync(instance[1], input.instance);
  const times = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    const args = (input.args ?? [input.command, '{file}']).map((arg) => (arg === '{file}' ? file : arg));
    const result = spawnSync(process.execPath, [BIN, ...args, ...instance], { cwd: root, stdio: 'ignore' });
    times.push(performance.now() - start);
    if (result.status !== input.exit) throw new Error(`${name}: exit ${result.status}, expected ${input.exit}`);
  }
  row(`hostile: ${name}`, median(times), 'ms', undefined, `exit ${input.exit}, target < 2000 ms`);
}
rmSync(scratch, { recursive: true, force: true });

// 5. The RE2 engine (re2js): its load in a fresh process, and matching against JavaScript's
// backtracking RegExp on a typical pattern (the ratio is RE2 time / RegExp time).
const regexProbe = spawnSync(
  process.execPath,
  ['--input-type=module', '-e', `const { performance } = await import('node:perf_hooks'); const regex = await import(${JSON.stringify(new URL('../dist/regex/index.js', import.meta.url).href)}); const t0 = performance.now(); regex.checkRegex('^#[0-9a-fA-F]{6}$'); console.log(performance.now() - t0);`],
  { encoding: 'utf8' },
);
if (regexProbe.status === 0) row('regex: re2js load + first compile', Number(regexProbe.stdout.trim()), 'ms', undefined, 'only when a user regex is met');
{
  const { compileRegex } = await import(new URL('../dist/regex/index.js', import.meta.url).href);
  const names = Array.from({ length: 1000 }, (_, i) => `service-${i}-${'x'.repeat(i % 40)}`);
  const re2 = compileRegex('^[a-z]([-a-z0-9]*[a-z0-9])?$');
  const js = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;
  const perMatch = (test) => timeIt(() => { for (let r = 0; r < 20; r++) for (const n of names) test(n); }, 5) / 20_000;
  const re2Us = perMatch((n) => re2.test(n)) * 1000;
  const jsUs = perMatch((n) => js.test(n)) * 1000;
  row('regex: RE2 test, DNS label pattern', re2Us, 'us', re2Us / jsUs, 'ratio to JavaScript RegExp');
  const hostile = `${'a'.repeat(10_000)}!`;
  row('regex: ^(a+)+$ on 10,000 chars', timeIt(() => compileRegex('^(a+)+$').test(hostile), 5), 'ms', undefined, 'RegExp: 12 s at 29 chars, x2 per char');
}

// 6. Registry: a component version pushed to and read from a real docker-registry on
// loopback (test/support/registry.ts, transpiled here), cold (empty cache) and warm (the
// tag resolved at the registry, manifest and blobs from the cache). Skipped, with the
// reason, when docker-registry is not installed; the bench never installs anything.
{
  const { transform } = await import('esbuild');
  const harnessSource = readFileSync(join(root, 'test/support/registry.ts'), 'utf8');
  const harnessFile = join(tmpdir(), `rgdc-bench-registry-${process.pid}.mjs`);
  writeFileSync(harnessFile, (await transform(harnessSource, { loader: 'ts', format: 'esm', platform: 'node' })).code);
  const harness = await import(harnessFile);
  rmSync(harnessFile, { force: true });
  const available = harness.ensureRegistry({ install: false });
  const ctf = join(root, '../shared/corpus/ocm/open-component-model/bindings/go/ctf/testdata/compatibility/02/with-resource');
  if (!available.available || !existsSync(ctf)) {
    row('registry: skipped', undefined, '', undefined, available.available ? `no OCM CTF test data at ${ctf}` : available.reason);
  } else {
    const oci = await import(new URL('../dist/oci/index.js', import.meta.url).href);
    const started = performance.now();
    const registry = await harness.startLocalRegistry();
    row('registry: docker-registry ready', performance.now() - started, 'ms', undefined, 'start to first answer');
    const cacheRoot = mkdtempSync(join(tmpdir(), 'rgdc-bench-cache-'));
    try {
      const index = JSON.parse(readFileSync(join(ctf, 'artifact-index.json'), 'utf8')).artifacts[0];
      const blob = (digest) => readFileSync(join(ctf, 'blobs', digest.replace(':', '.')));
      const manifestBytes = blob(index.digest);
      const manifest = JSON.parse(manifestBytes.toString('utf8'));
      const descriptors = [manifest.config, ...manifest.layers];
      const env = { HOME: cacheRoot, PATH: process.env.PATH };
      const open = (cache) => oci.openRegistry(`${registry.url}/bench`, { cacheDir: join(cacheRoot, cache), env });
      const pushTimes = [];
      for (let i = 0; i < runs; i++) {
        const writer = open(`push-${i}`);
        const start = performance.now();
        for (const d of descriptors) await writer.putBlob(index.repository, blob(d.digest), d.mediaType);
        await writer.putManifest(index.repository, manifestBytes, manifest.mediaType, index.tag);
        pushTimes.push(performance.now() - start);
      }
      row('registry: push CTF version (3 blobs + manifest)', median(pushTimes), 'ms', undefined, 'blobs exist after the first run: HEAD only');
      const read = async (reader) => {
        const got = await reader.getManifest(index.repository, index.tag);
        const layers = JSON.parse(Buffer.from(got.bytes).toString('utf8'));
        await Promise.all([layers.config, ...layers.layers].map((d) => reader.getBlob(index.repository, d.digest, d.size)));
      };
      const cold = [];
      const warm = [];
      for (let i = 0; i < runs; i++) {
        let start = performance.now();
        await read(open(`read-${i}`));
        cold.push(performance.now() - start);
        start = performance.now();
        await read(open(`read-${i}`));
        warm.push(performance.now() - start);
      }
      row('registry: read version cold (empty cache)', median(cold), 'ms', undefined, '16 KB chart + descriptor + config');
      row('registry: read version warm (tag remote, blobs cached)', median(warm), 'ms', median(warm) / median(cold), 'target < 100 ms; ratio to cold');
      const publish = [];
      for (let i = 0; i < runs; i++) {
        const writer = open('publish');
        const rgd = Buffer.from(`apiVersion: kro.run/v1alpha1\nkind: ResourceGraphDefinition\nmetadata: {name: bench-${i}-${process.pid}}\n`);
        const start = performance.now();
        const digest = await writer.putBlob(index.repository, rgd, 'application/vnd.cncf.kro.resourcegraphdefinition.v1+yaml');
        const next = { ...manifest, layers: [...manifest.layers, { mediaType: 'application/vnd.cncf.kro.resourcegraphdefinition.v1+yaml', digest, size: rgd.length }] };
        await writer.putManifest(index.repository, Buffer.from(JSON.stringify(next)), manifest.mediaType, `${index.tag}.build-rgd.${i}`);
        publish.push(performance.now() - start);
      }
      row('registry: publish one new blob + manifest', median(publish), 'ms', undefined, 'HEAD, POST, PUT blob; PUT manifest');
      // rgdc publish end to end (the library the command calls): read the source version,
      // plan, upload descriptor, config and RGD, PUT the manifest, read back; then the
      // same bytes again (nothing to write: the idempotency check).
      const { publish: publishVersion } = await import(new URL('../dist/publish/index.js', import.meta.url).href);
      const { parseComponentReference } = await import(new URL('../dist/ocm/reference.js', import.meta.url).href);
      const component = index.repository.slice('component-descriptors/'.length);
      const reference = parseComponentReference(`${registry.url}/bench//${component}:${index.tag}`);
      const full = [];
      const unchanged = [];
      for (let i = 0; i < runs; i++) {
        const store = open(`publish-cmd-${i}`);
        const resources = [{ name: 'rgd', type: 'blob', mediaType: 'application/vnd.cncf.kro.resourcegraphdefinition.v1+yaml', bytes: Buffer.from(`kind: ResourceGraphDefinition\nmetadata: {name: bench-cmd-${i}-${process.pid}}\n`) }];
        const request = { store, reference, resources, mode: { kind: 'new-version' }, creator: 'rgdc bench' };
        const report = (d) => { if (d.severity === 'error') throw new Error(`bench publish: ${d.message}`); };
        let start = performance.now();
        await publishVersion(request, report);
        full.push(performance.now() - start);
        start = performance.now();
        await publishVersion(request, report);
        unchanged.push(performance.now() - start);
      }
      row('registry: rgdc publish, new version (read, upload, verify)', median(full), 'ms', undefined, 'descriptor + config + RGD blobs, manifest, read back');
      row('registry: rgdc publish, same bytes again (no write)', median(unchanged), 'ms', median(unchanged) / median(full), 'tags listed, newest rgd.<n> compared; ratio to publish');
    } finally {
      await registry.stop();
      rmSync(cacheRoot, { recursive: true, force: true });
    }
  }
}

const fmt = (v) => (v === undefined ? '' : v >= 100 ? v.toFixed(0) : v.toFixed(2));
const width = Math.max(...rows.map((r) => r.what.length));
console.log(`rgdc bench: median of ${runs} runs (scaling: 5, or 3 at 4000), node ${process.version}, ${process.platform}/${process.arch}`);
console.log(`${'what'.padEnd(width)}  ${'value'.padStart(8)} unit    ${'ratio'.padStart(6)}  note`);
for (const r of rows) console.log(`${r.what.padEnd(width)}  ${fmt(r.value).padStart(8)} ${r.unit.padEnd(6)}  ${fmt(r.ratio).padStart(6)}  ${r.note}`);
