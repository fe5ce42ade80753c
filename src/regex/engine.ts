/**
 * Loads the RE2 engine (`re2js`, a pure JavaScript port of RE2/J) on first use. rgdc's
 * commands are synchronous, so the engine comes in through `require` rather than a dynamic
 * `import()`: from dist/, a command that never meets a user regex never loads its 260 KB.
 * The CLI bundle carries re2js in a wrapper evaluated by that same first `require`
 * (scripts/bundle.mjs replaces the `require` below with the bundle's own).
 */
import { createRequire } from 'node:module';
import type * as Re2js from 're2js';

/** The `re2js` module. */
export type Re2Module = typeof Re2js;

/** A compiled `re2js` pattern. */
export type Re2Pattern = Re2js.RE2JS;

const require = createRequire(import.meta.url);
let engine: Re2Module | undefined;

/** The `re2js` module, loaded on the first call. */
export function loadRe2(): Re2Module {
  engine ??= require('re2js') as Re2Module;
  return engine;
}
