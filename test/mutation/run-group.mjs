/**
 * Runs StrykerJS for one group (argv[2]) in its own process, so that each group starts
 * with a fresh module registry; `scripts/mutate.mjs` reads the JSON report it leaves.
 */
import { Stryker } from '@stryker-mutator/core';
import { strykerOptions } from './options.mjs';

const [name, progress] = process.argv.slice(2);
const stryker = new Stryker(strykerOptions(name, { progress: progress !== 'quiet' }));
try {
  await stryker.runMutationTest();
} catch (error) {
  process.stderr.write(`mutate ${name}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
}
