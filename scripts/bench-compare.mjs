#!/usr/bin/env node
// Compares the preview speed of two builds in one process (docs/performance.md, "Comparing
// two builds on this machine"): separate processes of one build differ by 7-15% on a
// shared machine, which hides a 5% change; alternating both builds' `benchPreview` on the
// same RGD in one process exposes them to the same load.
//
//   git worktree add ../base <rev> && ln -s "$PWD/node_modules" ../base/node_modules
//   (cd ../base && npx tsc -p tsconfig.build.json)
//   npm run build && node scripts/bench-compare.mjs ../base [--size 1000] [--rounds 30]
//
// Both builds then share cel-js from this checkout's node_modules, so only rgdc's own code
// differs. Prints the median and least CPU time of each, leaving out the first rounds
// (JIT warm-up). Steadier, not exact: two copies of the same code differed by 1-6% in
// median, so repeat it before believing a change of a few percent.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { generateConfigData } from './bench-inputs.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { size: { type: 'string', default: '1000' }, rounds: { type: 'string', default: '30' } },
});
const size = Number(values.size);
const rounds = Number(values.rounds);
if (positionals.length !== 1 || !Number.isInteger(size) || size < 1 || !Number.isInteger(rounds) || rounds < 8) {
  console.error('usage: node scripts/bench-compare.mjs <other checkout, built> [--size N] [--rounds N (at least 8)]');
  process.exit(2);
}
const load = async (root) => {
  const entry = resolve(root, 'dist', 'index.js');
  if (!existsSync(entry)) {
    console.error(`${entry} does not exist: build that checkout first (npx tsc -p tsconfig.build.json)`);
    process.exit(2);
  }
  return import(pathToFileURL(entry).href);
};
const builds = [
  { name: `other (${positionals[0]})`, lib: await load(positionals[0]), cpu: [] },
  { name: 'this checkout', lib: await load(resolve(import.meta.dirname, '..')), cpu: [] },
];
// One RGD for both, compiled by this checkout: the comparison is of preview alone.
const compiled = builds[1].lib.compile({ file: `bench-${size}.yaml`, source: generateConfigData(size) });
if (!compiled.ok) throw new Error(`the generated input of ${size} did not compile: ${compiled.diagnostics[0]?.message}`);
const rgd = compiled.output.files.rgd;
for (let round = 0; round < rounds; round++) {
  // Alternate which build goes first, so neither always runs after the other's garbage.
  const order = round % 2 === 0 ? builds : [...builds].reverse();
  for (const build of order) build.cpu.push(build.lib.benchPreview(rgd).cpuMs);
}
const WARM_UP = 6;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`preview of ${size} generated resources, ${rounds} alternating rounds (first ${WARM_UP} left out), CPU ms`);
for (const { name, cpu } of builds) {
  const measured = cpu.slice(WARM_UP);
  console.log(
    `${name.padEnd(40)} median ${median(measured).toFixed(0).padStart(6)}   least ${Math.min(...measured)
      .toFixed(0)
      .padStart(6)}`,
  );
}
