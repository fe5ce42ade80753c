#!/usr/bin/env node
// Bundles the CLI into dist/bundle/ with esbuild: one module graph instead of hundreds of
// files to resolve at start-up (the main cost of a cold `rgdc compile`, see
// docs/performance.md). Commands stay separate chunks, loaded only when they run.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

// Chunk names carry content hashes: clear the folder so old chunks do not pile up.
rmSync('dist/bundle', { recursive: true, force: true });

await build({
  entryPoints: ['dist/cli/main.js'],
  outdir: 'dist/bundle',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Bundled CommonJS dependencies (yaml, ajv, commander) call require(); give them one.
  banner: { js: "import { createRequire as __rgdcCreateRequire } from 'node:module'; const require = __rgdcCreateRequire(import.meta.url);" },
  // client-node is for cluster commands only and must never enter the bundle. re2js (260 KB)
  // is required on the first user regex (src/regex/engine.ts): kept out of the chunks, a
  // command that meets no regex never parses it.
  external: ['@kubernetes/client-node', 're2js'],
  logLevel: 'warning',
  legalComments: 'none',
});
