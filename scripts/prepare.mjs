#!/usr/bin/env node
// npm's `prepare` hook: builds dist/ (tsc, then the esbuild bundle) when the build tools are
// installed. `npm ci --omit=dev` installs neither TypeScript nor esbuild, and a failing
// `prepare` would fail the whole install: there the build is skipped with a note, and the
// dist/ already present (a prebuilt copy) is used as it is. `npm pack` and `npm publish`
// also run `prepare`; a tarball without a built dist/ would install a broken `rgdc`, so for
// them missing build tools are an error.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Whether a package resolves from here (devDependencies are absent under --omit=dev). */
function installed(name) {
  try {
    require.resolve(`${name}/package.json`);
    return true;
  } catch {
    return false;
  }
}

const missing = ['typescript', 'esbuild'].filter((name) => !installed(name));
const packing = process.env.npm_command === 'pack' || process.env.npm_command === 'publish';

if (missing.length > 0) {
  if (packing) {
    console.error(`rgdc prepare: cannot build dist/ for the package: ${missing.join(' and ')} not installed (run \`npm ci\` with dev dependencies)`);
    process.exit(1);
  }
  const state = existsSync('dist/bundle/main.js')
    ? 'using the dist/ already here'
    : 'dist/ is not built, so `rgdc` will not run until `npm ci` (with dev dependencies) builds it';
  console.error(`rgdc prepare: ${missing.join(' and ')} not installed (dev dependencies omitted): build skipped, ${state}`);
  process.exit(0);
}

const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
process.exit(build.status ?? 1);
