#!/usr/bin/env node
// Precompiles the ConfigData JSON Schema into a standalone ajv validator module, so the
// CLI does not compile the schema at every start. `--check` exits 1 when the committed
// module is out of date with the schema (the test suite runs it).
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const TARGET = { schema: 'schemas/configdata.v1alpha1.schema.json', out: 'src/generated/configdata-validator.ts' };

async function render() {
  const schema = JSON.parse(await readFile(root + TARGET.schema, 'utf8'));
  // Same options as a runtime compile would use (see src/compiler/phases/2-validate).
  const ajv = new Ajv.default({ allErrors: true, strict: true, allowUnionTypes: true, code: { source: true, esm: true, lines: true } });
  const code = standaloneCode.default(ajv, ajv.compile(schema));
  // ajv's standalone ESM still \`require\`s its small runtime helpers; give the module one.
  const prelude = "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);";
  return `// @ts-nocheck\n/* Generated from ${TARGET.schema} by scripts/generate-validators.mjs. Do not edit; run \`npm run gen\`. */\n${prelude}\n${code.replace('"use strict";', '')}\n`;
}

const text = await render();
if (process.argv.includes('--check')) {
  const current = await readFile(root + TARGET.out, 'utf8').catch(() => '');
  if (current !== text) {
    console.error(`${TARGET.out} is out of date with ${TARGET.schema}; run npm run gen`);
    process.exit(1);
  }
} else {
  await writeFile(root + TARGET.out, text);
}
