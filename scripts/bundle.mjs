#!/usr/bin/env node
// Bundles the CLI into dist/bundle/ with esbuild (docs/performance.md, "Start-up"):
//
//   cli.cjs   the whole command line as one CommonJS file: one file to read instead of
//             hundreds of modules to resolve. Each command's modules are evaluated only
//             when it runs (esbuild keeps dynamically imported modules lazy).
//   rgdc.cjs  package.json `bin`: a small launcher that compiles cli.cjs through a V8 code
//             cache kept in the user's cache folder (src/cli/launcher/).
//   main.js   the former entry point, kept so `node dist/bundle/main.js` still runs rgdc.
//
// CommonJS rather than ES modules: only a classic script can be compiled with a V8 code
// cache on Node.js 20 (`vm.Script` `cachedData`), and it skips the ES module loader.
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

/**
 * commander requires `node:child_process` as it loads, for subcommands run as separate
 * executables, which rgdc has none of; that module brings `net` and `dgram` with it (about
 * 2 ms of every start). The plugin has commander require it only if it ever spawns.
 */
const lazyChildProcess = {
  name: 'lazy-child-process',
  setup(b) {
    b.onLoad({ filter: /[\\/]commander[\\/]lib[\\/]command\.js$/ }, (args) => {
      const eager = "const childProcess = require('node:child_process');";
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes(eager)) throw new Error(`${args.path}: no \`${eager}\` to make lazy (commander changed?)`);
      const lazy = "const childProcess = { spawn: (...a) => require('node:child_process').spawn(...a) };";
      return { contents: source.replace(eager, lazy), loader: 'js' };
    });
  },
};

/**
 * src/regex/engine.ts requires re2js through `createRequire`, which keeps it out of the ES
 * modules of dist/ until a regex is met, and which esbuild does not follow. In the bundle,
 * the engine's `require` is the bundle's own: esbuild then bundles re2js in a wrapper it
 * evaluates on that first require, so re2js comes from the code cache like the rest
 * (about 10 ms less for a compile with a pattern than loading it from node_modules).
 */
const re2jsInBundle = {
  name: 're2js-in-bundle',
  setup(b) {
    b.onLoad({ filter: /[\\/]dist[\\/]regex[\\/]engine\.js$/ }, (args) => {
      const own = 'const require = createRequire(import.meta.url);';
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes(own)) throw new Error(`${args.path}: no \`${own}\` to replace (src/regex/engine.ts changed?)`);
      return { contents: source.replace(own, ''), loader: 'js' };
    });
  },
};

/**
 * The ajv standalone validators (src/generated/, `npm run gen`) take ajv's runtime helpers
 * (`ucs2length`, ajv-formats' formats) through `createRequire`, which esbuild leaves to
 * Node.js: every `compile` then resolved ajv in node_modules (directory walk, package.json
 * exports, realpath) and compiled the helper's file outside the code cache, about 2 ms.
 * With the bundle's own `require`, esbuild bundles the helpers like any other module.
 */
const validatorHelpersInBundle = {
  name: 'validator-helpers-in-bundle',
  setup(b) {
    b.onLoad({ filter: /[\\/]dist[\\/]generated[\\/][^\\/]+-validator\.js$/ }, (args) => {
      const own = 'const require = createRequire(import.meta.url);';
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes(own)) return undefined;
      return { contents: source.replace(own, ''), loader: 'js' };
    });
  },
};

const OUT = 'dist/bundle';
const BUNDLE_FILE = 'cli.cjs';
const version = JSON.parse(readFileSync('package.json', 'utf8')).version;

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

const cli = await build({
  entryPoints: ['dist/cli/main.js'],
  outfile: `${OUT}/${BUNDLE_FILE}`,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  charset: 'ascii',
  // Modules that find package files or load packages relative to themselves.
  define: { 'import.meta.url': '__rgdcModuleUrl' },
  banner: { js: 'var __rgdcModuleUrl = require("node:url").pathToFileURL(__filename).href;' },
  // client-node is for cluster commands only and must never enter the bundle.
  // json-schema-to-typescript is loaded by `rgdc types` alone and pulls in prettier with
  // every parser it has (about 7 MB): a runtime dependency, it loads from node_modules.
  // The language server's libraries (about 400 KB) are for `rgdc lsp` alone: required
  // from node_modules when that command starts, so other commands never parse them.
  external: ['@kubernetes/client-node', 'json-schema-to-typescript', 'vscode-languageserver', 'vscode-languageserver-textdocument'],
  logLevel: 'warning',
  legalComments: 'none',
  // Whitespace only (names stay, so stack traces and class names read as in the source):
  // 1.9 MB instead of 2.6 MB to read on every start, about 2 ms of a `compile`.
  minifyWhitespace: true,
  metafile: true,
  write: false,
  plugins: [lazyChildProcess, re2jsInBundle, validatorHelpersInBundle],
});

// The launcher runs the bundle as a classic script, which has no module loader behind
// `import()`: every external must come in through require().
for (const [file, output] of Object.entries(cli.metafile.outputs)) {
  const dynamic = output.imports.filter((i) => i.kind === 'dynamic-import' && i.external);
  if (dynamic.length > 0) throw new Error(`${file}: import() of ${dynamic.map((i) => i.path).join(', ')}; load it with require (createRequire) instead`);
}
// The entry's `#!` line would be a syntax error inside the launcher's function wrapper.
// esbuild escapes non-ASCII characters in strings and names but not in regular expression
// literals or comments; a \uXXXX escape means the same there (per UTF-16 unit, as the
// engine reads both), so the file is ASCII and the launcher reads it as latin1.
const text = cli.outputFiles[0].text.replace(/^#!.*\n/, '').replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
writeFileSync(`${OUT}/${BUNDLE_FILE}`, text);
const bundleHash = createHash('sha256').update(text).digest('hex').slice(0, 16);

await build({
  entryPoints: ['dist/cli/launcher/bin.js'],
  outfile: `${OUT}/rgdc.cjs`,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  charset: 'ascii',
  // src/util/lazy-crypto.ts finds node:crypto through createRequire(import.meta.url).
  banner: { js: '#!/usr/bin/env node\nvar __rgdcLauncherUrl = require("node:url").pathToFileURL(__filename).href;' },
  define: {
    'import.meta.url': '__rgdcLauncherUrl',
    RGDC_BUNDLE_FILE: JSON.stringify(BUNDLE_FILE),
    RGDC_BUNDLE_HASH: JSON.stringify(bundleHash),
    RGDC_BUILD_VERSION: JSON.stringify(version),
  },
  logLevel: 'warning',
  legalComments: 'none',
});
chmodSync(`${OUT}/rgdc.cjs`, 0o755);

writeFileSync(`${OUT}/main.js`, "#!/usr/bin/env node\n// The former entry point: rgdc now starts from rgdc.cjs (package.json bin).\nimport './rgdc.cjs';\n");
chmodSync(`${OUT}/main.js`, 0o755);
