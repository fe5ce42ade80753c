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
  // command that meets no regex never parses it. json-schema-to-typescript is imported by
  // `rgdc types` alone and pulls in prettier with every parser it has (about 7 MB of the
  // 8.1 MB bundle): both are runtime dependencies, so they load from node_modules when
  // that command runs (docs/performance.md).
  external: ['@kubernetes/client-node', 're2js', 'json-schema-to-typescript'],
  logLevel: 'warning',
  legalComments: 'none',
});
