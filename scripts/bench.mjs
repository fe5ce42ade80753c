#!/usr/bin/env node
// `npm run bench`: the record of issue 14's targets. One table: each CLI command's CPU time
// (user + system of the child process) against bare `node -e 0` measured in the same
// interleaved loop (min and median of BENCH_RUNS runs, default 9); growth of compile,
// check and preview over 250 / 1,000 / 4,000 resources; expressions per second; peak
// memory; each target with its measured value and pass/fail. Not a test: nothing here
// fails on a number. Run `npm run build` first (bench does). `BENCH_ONLY=limits` runs only
// the rows of the remote-read limits (scripts/bench-limits.mjs).
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateConfigData } from './bench-inputs.mjs';
import { hostileInputs } from './hostile-inputs.mjs';
import { benchLsp, kroExampleRgd } from './bench-lsp.mjs';
import { benchLimits } from './bench-limits.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const lib = await import(new URL('../dist/index.js', import.meta.url).href);
const BIN = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).bin.rgdc;
const runs = Number(process.env.BENCH_RUNS ?? 9);
const WEBAPP = '../shared/corpus/kro/examples/kubernetes/webapp';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const timeIt = (fn, repeat) => {
  const times = [];
  for (let i = 0; i < repeat; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return median(times);
};
const rows = [];
/**
 * One row. `value` is the median (or the only figure), `min` the best run; `target` is a
 * predicate on the figure it judges (`judged`, default the ratio) with its text.
 */
const row = (what, { min, value, unit = 'ms', ratio, note = '', target } = {}) => {
  const judged = target ? (target.on === 'value' ? value : ratio) : undefined;
  rows.push({ what, min, value, unit, ratio, note, target: target?.text ?? '', status: target ? (target.ok(judged) ? 'pass' : 'FAIL') : '' });
};
const atMost = (limit, text = `<= ${limit} x`) => ({ text, ok: (v) => v <= limit });

/**
 * CPU time of one child process in ms (user + system, from bash's `times`, which reads
 * getrusage; start-up included, scheduling noise of a loaded machine mostly not), and its
 * wall time. Without bash, both are wall time.
 */
const hasBash = spawnSync('bash', ['-c', 'times'], { encoding: 'utf8' }).status === 0;
const measure = (args, env = process.env) => {
  const start = performance.now();
  if (!hasBash) {
    const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'ignore', env });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed with exit ${result.status}`);
    const wall = performance.now() - start;
    return { cpu: wall, wall };
  }
  const result = spawnSync('bash', ['-c', '"$0" "$@" >/dev/null 2>&1; s=$?; times; exit $s', process.execPath, ...args], { cwd: root, encoding: 'utf8', env });
  const wall = performance.now() - start;
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed with exit ${result.status}`);
  const [user, system] = result.stdout
    .trim()
    .split('\n')[1]
    .trim()
    .split(/\s+/)
    .map((t) => {
      const [, m, sec] = /^(\d+)m([\d.]+)s$/.exec(t);
      return (Number(m) * 60 + Number(sec)) * 1000;
    });
  return { cpu: user + system, wall };
};

if (process.env.BENCH_ONLY === 'limits') {
  await benchLimits({ root, bin: BIN, row });
  printTable();
  process.exit(0);
}

// 1. Commands against bare node, interleaved so that machine load hits all alike. CPU
// time counts every thread (V8 compiles and collects garbage on helper threads), so its
// ratios run higher than the wall-clock ones, which the note gives too.
const commands = [
  { what: 'node -e 0', args: ['-e', '0'] },
  { what: 'rgdc check kro example webapp', args: [BIN, 'check', `${WEBAPP}/rg.yaml`], target: atMost(2.5) },
  { what: 'rgdc check webapp --no-builtin-schemas', args: [BIN, 'check', '--no-builtin-schemas', `${WEBAPP}/rg.yaml`] },
  {
    what: 'rgdc compile helm-configured (cold)',
    args: [BIN, 'compile', 'test/fixtures/compile/helm-configured/configdata.yaml'],
    target: atMost(2.0, '<= 2.0 x (stretch 1.7)'),
  },
  { what: 'rgdc preview webapp instance', args: [BIN, 'preview', `${WEBAPP}/rg.yaml`, '--instance', `${WEBAPP}/instance.yaml`] },
];
const samples = commands.map(() => ({ cpu: [], wall: [] }));
for (let i = 0; i < runs; i++) {
  commands.forEach((command, c) => {
    const { cpu, wall } = measure(command.args);
    samples[c].cpu.push(cpu);
    samples[c].wall.push(wall);
  });
}
const bare = samples[0];
commands.forEach((command, c) => {
  const { cpu, wall } = samples[c];
  const min = Math.min(...cpu);
  const value = median(cpu);
  const note =
    c === 0
      ? `baseline; wall ${median(wall).toFixed(0)} ms`
      : `min ratio ${(min / Math.min(...bare.cpu)).toFixed(2)}; wall ${median(wall).toFixed(0)} ms, ratio ${(median(wall) / median(bare.wall)).toFixed(2)}`;
  row(command.what, { min, value, unit: 'ms cpu', ratio: value / median(bare.cpu), note, target: command.target });
});

// 1b. The launcher's V8 code cache (docs/performance.md, "Start-up"): the first run of a
// command (empty cache folder: it compiles everything and writes the cache), a later run
// (cache warm), and a run with the cache turned off, each against node -e 0 in one loop.
{
  const cacheRoot = mkdtempSync(join(tmpdir(), 'rgdc-bench-v8-'));
  const args = [BIN, 'compile', 'test/fixtures/compile/helm-configured/configdata.yaml'];
  const cached = { ...process.env, XDG_CACHE_HOME: cacheRoot };
  const off = { ...process.env, RGDC_NO_CODE_CACHE: '1' };
  const times = { base: [], first: [], warm: [], off: [] };
  for (let i = 0; i < runs; i++) {
    rmSync(join(cacheRoot, 'rgdc'), { recursive: true, force: true });
    times.base.push(measure(['-e', '0']).cpu);
    times.first.push(measure(args, cached).cpu);
    times.warm.push(measure(args, cached).cpu);
    times.off.push(measure(args, off).cpu);
  }
  rmSync(cacheRoot, { recursive: true, force: true });
  const base = median(times.base);
  row('compile, first run (writes the code cache)', {
    min: Math.min(...times.first),
    value: median(times.first),
    unit: 'ms cpu',
    ratio: median(times.first) / base,
    note: 'ratio to node -e 0 of the same loop',
  });
  row('compile, code cache warm', {
    min: Math.min(...times.warm),
    value: median(times.warm),
    unit: 'ms cpu',
    ratio: median(times.warm) / base,
    note: 'ratio to node -e 0 of the same loop',
  });
  row('compile, RGDC_NO_CODE_CACHE=1', {
    min: Math.min(...times.off),
    value: median(times.off),
    unit: 'ms cpu',
    ratio: median(times.off) / base,
    note: 'ratio to node -e 0 of the same loop',
  });
}

// 2. Growth of compile, check and preview with generated inputs (in process, warm). Judged
// on CPU time of this process (process.cpuUsage: user + system, every thread), like the
// command rows: wall-clock growth on a shared machine mostly measures the other load.
// The wall-clock figure is in the note.
const sizes = [250, 1000, 4000];
const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
/** The least CPU time (and the least wall time) of `repeat` runs of `fn`; `fn`'s last result. */
const best = (fn, repeat) => {
  let cpu = Infinity;
  let wall = Infinity;
  let last;
  for (let i = 0; i < repeat; i++) {
    const startCpu = cpuNow();
    const start = performance.now();
    last = fn();
    wall = Math.min(wall, performance.now() - start);
    cpu = Math.min(cpu, cpuNow() - startCpu);
  }
  return { cpu, wall, last };
};
lib.compile({ file: 'warm.yaml', source: generateConfigData(50) }); // warm caches and JIT
const rgds = new Map();
const growth = (what, measure) => {
  let previous;
  for (const n of sizes) {
    const { cpu, wall, note = '' } = measure(n);
    const last = n === sizes[sizes.length - 1];
    const notes = [previous ? 'growth per 4x (4 = linear)' : '', `wall ${wall.toFixed(0)} ms`, note].filter(Boolean).join('; ');
    row(`${what} ${n}`, { value: cpu, unit: 'ms cpu', ratio: previous ? cpu / previous : undefined, note: notes, ...(last ? { target: atMost(4.4) } : {}) });
    previous = cpu;
  }
};
growth('compile: images + rules =', (n) => {
  const source = generateConfigData(n);
  const { cpu, wall, last: result } = best(() => lib.compile({ file: `bench-${n}.yaml`, source }), n >= 4000 ? 3 : 5);
  if (!result.ok) throw new Error(`generated input of ${n} failed to compile: ${result.diagnostics[0]?.message}`);
  rgds.set(n, result.output.files.rgd);
  return { cpu, wall };
});
growth('check: RGD resources =', (n) => best(() => lib.check({ files: [{ file: `bench-${n}.rgd.yaml`, source: rgds.get(n) }] }), n >= 4000 ? 3 : 5));
const throughput = new Map();
growth('preview: RGD resources =', (n) => {
  // benchPreview times preview() alone (its input set-up is outside), in CPU and wall time.
  let cpu = Infinity;
  let wall = Infinity;
  let expressions = 0;
  for (let i = 0; i < (n >= 4000 ? 2 : 3); i++) {
    const run = lib.benchPreview(rgds.get(n));
    cpu = Math.min(cpu, run.cpuMs);
    wall = Math.min(wall, run.ms);
    expressions = run.expressions;
  }
  throughput.set(n, { cpu: (expressions / cpu) * 1000, wall: (expressions / wall) * 1000 });
  return { cpu, wall, note: `${expressions} expressions` };
});
row('preview 1000: expressions per second', {
  value: throughput.get(1000).cpu,
  unit: 'expr/s',
  note: `end to end, in process, per CPU second (per wall second: ${throughput.get(1000).wall.toFixed(0)})`,
  target: { on: 'value', text: '>= 25,000', ok: (v) => v >= 25_000 },
});

// Peak memory at 4,000 resources, each command in a fresh process.
{
  const scratch = mkdtempSync(join(tmpdir(), 'rgdc-bench-mem-'));
  const rgdFile = join(scratch, 'rgd.yaml');
  writeFileSync(rgdFile, rgds.get(4000));
  const libUrl = JSON.stringify(new URL('../dist/index.js', import.meta.url).href);
  const inputsUrl = JSON.stringify(new URL('./bench-inputs.mjs', import.meta.url).href);
  const probes = {
    compile: `const { generateConfigData } = await import(${inputsUrl}); lib.compile({ file: 'x.yaml', source: generateConfigData(4000) });`,
    check: `lib.check({ files: [{ file: 'x.rgd.yaml', source: rgd }] });`,
    preview: `lib.benchPreview(rgd);`,
  };
  for (const [command, code] of Object.entries(probes)) {
    const probe = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const lib = await import(${libUrl}); const rgd = (await import('node:fs')).readFileSync(${JSON.stringify(rgdFile)}, 'utf8'); ${code} console.log(process.resourceUsage().maxRSS);`,
      ],
      { encoding: 'utf8' },
    );
    if (probe.status === 0)
      row(`peak RSS: ${command} 4000`, {
        value: Number(probe.stdout.trim()) / 1024,
        unit: 'MiB',
        note: 'maxRSS of a fresh process',
        target: { on: 'value', text: '< 300 MiB', ok: (v) => v < 300 },
      });
    else row(`peak RSS: ${command} 4000`, { note: `probe failed: ${probe.stderr.split('\n')[0]}` });
  }
  rmSync(scratch, { recursive: true, force: true });
}
// rgdc diff --instances: two ConfigData and 24 installations (test/fixtures/diff-instances),
// each previewed against OLD and NEW. Target under 1 s (the graphs are loaded once per side).
if (typeof lib.diff === 'function') {
  const { readdirSync } = await import('node:fs');
  const dir = join(root, 'test/fixtures/diff-instances');
  const read = (file) => ({ file, source: readFileSync(join(dir, file), 'utf8') });
  const instances = readdirSync(join(dir, 'instances'))
    .sort()
    .map((f) => read(join('instances', f)));
  const options = { old: read('old.yaml'), new: read('new.yaml'), component: read('component.yaml'), instances };
  lib.diff(options); // warm
  const times = [];
  for (let i = 0; i < 5; i++) times.push(best(() => lib.diff(options), 1).wall);
  row(`diff --instances, ${instances.length} instances`, {
    min: Math.min(...times),
    value: median(times),
    note: 'in process',
    target: { on: 'value', text: '< 1000 ms', ok: (v) => v < 1000 },
  });
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
  row(`hostile: ${name}`, {
    min: Math.min(...times),
    value: median(times),
    unit: 'ms wall',
    note: `exit ${input.exit}`,
    target: { on: 'value', text: '< 2000 ms', ok: (v) => v < 2000 },
  });
}
rmSync(scratch, { recursive: true, force: true });

// 4b. Remote-read limits: hostile registries and CTF archives (scripts/bench-limits.mjs).
await benchLimits({ root, bin: BIN, row });

// 5. The RE2 engine (re2js): its load in a fresh process, and matching against JavaScript's
// backtracking RegExp on a typical pattern (the ratio is RE2 time / RegExp time).
const regexProbe = spawnSync(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `const { performance } = await import('node:perf_hooks'); const regex = await import(${JSON.stringify(new URL('../dist/regex/index.js', import.meta.url).href)}); const t0 = performance.now(); regex.checkRegex('^#[0-9a-fA-F]{6}$'); console.log(performance.now() - t0);`,
  ],
  { encoding: 'utf8' },
);
if (regexProbe.status === 0) row('regex: re2js load + first compile', { value: Number(regexProbe.stdout.trim()), note: 'only when a user regex is met' });
{
  const { compileRegex } = await import(new URL('../dist/regex/index.js', import.meta.url).href);
  const names = Array.from({ length: 1000 }, (_, i) => `service-${i}-${'x'.repeat(i % 40)}`);
  const re2 = compileRegex('^[a-z]([-a-z0-9]*[a-z0-9])?$');
  const js = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;
  const perMatch = (test) =>
    timeIt(() => {
      for (let r = 0; r < 20; r++) for (const n of names) test(n);
    }, 5) / 20_000;
  const re2Us = perMatch((n) => re2.test(n)) * 1000;
  const jsUs = perMatch((n) => js.test(n)) * 1000;
  row('regex: RE2 test, DNS label pattern', { value: re2Us, unit: 'us', ratio: re2Us / jsUs, note: 'ratio to JavaScript RegExp' });
  const hostile = `${'a'.repeat(10_000)}!`;
  row('regex: ^(a+)+$ on 10,000 chars', { value: timeIt(() => compileRegex('^(a+)+$').test(hostile), 5), note: 'RegExp: 12 s at 29 chars, x2 per char' });
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
    row('registry: skipped', { unit: '', note: available.available ? `no OCM CTF test data at ${ctf}` : available.reason });
  } else {
    const oci = await import(new URL('../dist/oci/index.js', import.meta.url).href);
    const started = performance.now();
    const registry = await harness.startLocalRegistry();
    row('registry: docker-registry ready', { value: performance.now() - started, note: 'start to first answer' });
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
      row('registry: push CTF version (3 blobs + manifest)', {
        min: Math.min(...pushTimes),
        value: median(pushTimes),
        note: 'blobs exist after the first run: HEAD only',
      });
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
      row('registry: read version cold (empty cache)', { min: Math.min(...cold), value: median(cold), note: '16 KB chart + descriptor + config' });
      row('registry: read version warm (tag remote, blobs cached)', {
        min: Math.min(...warm),
        value: median(warm),
        ratio: median(warm) / median(cold),
        note: 'ratio to cold',
        target: { on: 'value', text: '< 100 ms', ok: (v) => v < 100 },
      });
      const publish = [];
      for (let i = 0; i < runs; i++) {
        const writer = open('publish');
        const rgd = Buffer.from(`apiVersion: kro.run/v1alpha1\nkind: ResourceGraphDefinition\nmetadata: {name: bench-${i}-${process.pid}}\n`);
        const start = performance.now();
        const digest = await writer.putBlob(index.repository, rgd, 'application/vnd.cncf.kro.resourcegraphdefinition.v1+yaml');
        const next = {
          ...manifest,
          layers: [...manifest.layers, { mediaType: 'application/vnd.cncf.kro.resourcegraphdefinition.v1+yaml', digest, size: rgd.length }],
        };
        await writer.putManifest(index.repository, Buffer.from(JSON.stringify(next)), manifest.mediaType, `${index.tag}.build-rgd.${i}`);
        publish.push(performance.now() - start);
      }
      row('registry: publish one new blob + manifest', { min: Math.min(...publish), value: median(publish), note: 'HEAD, POST, PUT blob; PUT manifest' });
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
        const resources = [
          {
            name: 'rgd',
            type: 'blob',
            mediaType: 'application/vnd.cncf.kro.resourcegraphdefinition.v1+yaml',
            bytes: Buffer.from(`kind: ResourceGraphDefinition\nmetadata: {name: bench-cmd-${i}-${process.pid}}\n`),
          },
        ];
        const request = { store, reference, resources, mode: { kind: 'new-version' }, creator: 'rgdc bench' };
        const report = (d) => {
          if (d.severity === 'error') throw new Error(`bench publish: ${d.message}`);
        };
        let start = performance.now();
        await publishVersion(request, report);
        full.push(performance.now() - start);
        start = performance.now();
        await publishVersion(request, report);
        unchanged.push(performance.now() - start);
      }
      row('registry: rgdc publish, new version (read, upload, verify)', {
        min: Math.min(...full),
        value: median(full),
        note: 'descriptor + config + RGD blobs, manifest, read back',
      });
      row('registry: rgdc publish, same bytes again (no write)', {
        min: Math.min(...unchanged),
        value: median(unchanged),
        ratio: median(unchanged) / median(full),
        note: 'tags listed, newest rgd.<n> compared; ratio to publish',
      });
    } finally {
      await registry.stop();
      rmSync(cacheRoot, { recursive: true, force: true });
    }
  }
}

// rgdc lsp: change -> published diagnostics, for a kro example and the 1,000-resource RGD.
{
  const example = kroExampleRgd(root);
  await benchLsp({ root, bin: BIN, runs, row, inputs: [...(example ? [['kro example webapp', example]] : []), ['1000-resource RGD', rgds.get(1000)]] });
}

printTable();

/** The table of every row, and which targets were missed. */
function printTable() {
  const fmt = (v) => (v === undefined ? '' : v >= 100 ? v.toFixed(0) : v.toFixed(2));
  const columns = [
    ['what', (r) => r.what, 'left'],
    ['min', (r) => fmt(r.min)],
    ['median', (r) => fmt(r.value)],
    ['unit', (r) => r.unit, 'left'],
    ['ratio', (r) => fmt(r.ratio)],
    ['target', (r) => r.target, 'left'],
    ['', (r) => r.status, 'left'],
    ['note', (r) => r.note, 'left'],
  ];
  const cells = [columns.map(([title]) => title), ...rows.map((r) => columns.map(([, get]) => get(r)))];
  const widths = columns.map((_, c) => Math.max(...cells.map((line) => line[c].length)));
  console.log(
    `rgdc bench: ${runs} interleaved runs per command (CPU time, ratio = median / median of node -e 0); growth: least CPU time of 5, 3 at 4000 (preview: 3, 2); node ${process.version}, ${process.platform}/${process.arch}`,
  );
  for (const line of cells)
    console.log(
      line
        .map((cell, c) => (columns[c][2] === 'left' ? cell.padEnd(widths[c]) : cell.padStart(widths[c])))
        .join('  ')
        .trimEnd(),
    );
  const failed = rows.filter((r) => r.status === 'FAIL').map((r) => r.what);
  console.log(failed.length === 0 ? 'all targets met' : `targets missed: ${failed.join('; ')}`);
}
