/**
 * The `rgdc` executable (package.json `bin`: `dist/bundle/rgdc.cjs`, made from this file by
 * scripts/bundle.mjs). It starts the CLI bundle (`dist/bundle/cli.cjs`, the whole command
 * line in one CommonJS file) through a V8 code cache, so a run does not parse and compile
 * the bundle's JavaScript again: see code-cache.ts for the files, own-files.ts and
 * code-cache-secret.ts for what makes one trusted enough to run (V8 runs whatever a file
 * holds), and docs/performance.md for the figures.
 *
 * A run that found no usable cache file asks V8, as it exits, for the code of everything it
 * compiled, and stores it for the next run of the same command (a run that ended with
 * errors in a partial file, which the next successful run replaces). Output never depends on
 * the cache: the same bundle runs with or without it.
 *
 * This module runs only inside that CommonJS file: `__dirname` and the `RGDC_*` constants
 * are given by the bundler, not by an ES module.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { Script } from 'node:vm';
import {
  bundleLocation,
  bundleScriptText,
  codeCacheFileName,
  codeCachePlace,
  commandOf,
  prepareCodeCacheDir,
  readCodeCache,
  removeCodeCache,
  writeCodeCache,
  type CodeCacheKey,
} from './code-cache.js';
import { ensureCodeCacheSecret, readCodeCacheSecret } from './code-cache-secret.js';
import { currentUid, isOwnFolder } from './own-files.js';

declare const __dirname: string;
/** The CLI bundle's file name beside this one. */
declare const RGDC_BUNDLE_FILE: string;
/** The first hex digits of the SHA-256 of the bundle's text. */
declare const RGDC_BUNDLE_HASH: string;
/** rgdc's version when the bundle was built. */
declare const RGDC_BUILD_VERSION: string;

/**
 * V8's budget of interpreted work before it optimizes a function with TurboFan: 8 times
 * Node.js 20's default (67,584). A run of rgdc is short, and TurboFan compiling on its
 * background threads cost a cold `rgdc compile` about a fifth of its CPU time for code
 * that was about to exit; large inputs still get their hot functions optimized, a little
 * later (compile of 1,000 resources took less CPU time, not more: docs/performance.md).
 */
const INTERRUPT_BUDGET = '--interrupt-budget=540672';

function start(): void {
  // Before the bundle is compiled: V8 keys its code cache by the flags too. A budget the
  // user gave node (`node --interrupt-budget=...`) is kept.
  if (!process.execArgv.some((arg) => arg.startsWith('--interrupt-budget'))) setFlagsFromString(INTERRUPT_BUDGET);
  const bundle = join(__dirname, RGDC_BUNDLE_FILE);
  // The bundler writes ASCII only (scripts/bundle.mjs escapes the rest), and latin1 reads it without
  // the cost of UTF-8 decoding.
  const source = readFileSync(bundle, 'latin1');
  const args = process.argv.slice(2);
  // Without user ids (Windows) nothing tells our files from another user's: no cache.
  const place = codeCachePlace(process.env, currentUid());
  const key: CodeCacheKey = {
    version: RGDC_BUILD_VERSION,
    bundleHash: RGDC_BUNDLE_HASH,
    location: bundleLocation(bundle),
    nodeVersion: process.version,
    arch: process.arch,
    command: commandOf(args),
  };
  // A run that ended with errors (exit 1) may have stopped early, at a YAML error say, and
  // compiled a fraction of what the command needs: its code goes to a partial file, read
  // only while no complete one exists, and replaced by the first run that succeeds.
  // Otherwise a first `rgdc compile` that failed would slow every later one.
  const partialKey: CodeCacheKey = { ...key, command: `${key.command}.partial` };
  // Files are read only from a folder of ours, and only with a secret of ours to check
  // them (code-cache.ts): anything else is a miss, written again at exit.
  const secret = place && isOwnFolder(place.dir, place.uid) ? readCodeCacheSecret(place.secretDir, place.uid) : undefined;
  const read = (name: string) => (place && secret ? readCodeCache(join(place.dir, name), secret, place.uid) : undefined);
  const complete = read(codeCacheFileName(key));
  const cachedData = complete ?? read(codeCacheFileName(partialKey));
  const script = new Script(bundleScriptText(source), {
    filename: bundle,
    ...(cachedData ? { cachedData } : {}),
  });
  const rejected = script.cachedDataRejected === true;
  if (place && (complete === undefined || rejected)) {
    const { dir, secretDir, uid } = place;
    process.once('exit', (code) => {
      // A run that did its command's work has compiled what the command needs (exit 0), or
      // part of it (1, for input with errors: kept apart, and only when no partial file
      // served); a usage or file error has compiled little worth keeping.
      const write = code === 0 || (code === 1 && (cachedData === undefined || rejected));
      const writeSecret = write && prepareCodeCacheDir(dir, uid) ? ensureCodeCacheSecret(secretDir, uid) : undefined;
      if (writeSecret === undefined) return;
      if (code === 0) {
        if (writeCodeCache(dir, key, script.createCachedData(), writeSecret)) removeCodeCache(join(dir, codeCacheFileName(partialKey)));
      } else writeCodeCache(dir, partialKey, script.createCachedData(), writeSecret);
    });
  }
  const run = script.runInThisContext() as (exports: object, require: NodeJS.Require, module: object, filename: string, dirname: string) => void;
  const module = { exports: {}, filename: bundle, id: bundle, loaded: false };
  run.call(module.exports, module.exports, createRequire(bundle), module, bundle, __dirname);
}

start();
