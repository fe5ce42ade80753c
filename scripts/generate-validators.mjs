#!/usr/bin/env node
// Precompiles the ConfigData JSON Schema into a standalone ajv validator module, so the
// CLI does not compile the schema at every start. `--check` exits 1 when the committed
// module is out of date with the schema (the test suite runs it).
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';

const root = fileURLToPath(new URL('..', import.meta.url));
// The OCM descriptor schemas are upstream's (schemas/ocm/SOURCE.md), draft 2020-12; they
// put `format` and `pattern` on untyped properties, which ajv's strict mode refuses, so
// they compile non-strict (they are not ours to edit).
const TARGETS = [
  { schema: 'schemas/configdata.v1alpha1.schema.json', out: 'src/generated/configdata-validator.ts', draft: 7, strict: true },
  { schema: 'schemas/ocm/component-descriptor-v2.schema.json', out: 'src/generated/ocm-descriptor-v2-validator.ts', draft: 2020, strict: false },
  { schema: 'schemas/ocm/component-descriptor-v3alpha1.schema.json', out: 'src/generated/ocm-descriptor-v3alpha1-validator.ts', draft: 2020, strict: false },
];

async function render(TARGET) {
  const schema = JSON.parse(await readFile(root + TARGET.schema, 'utf8'));
  // Same options as a runtime compile would use (see src/compiler/phases/2-validate).
  const options = { allErrors: true, strict: TARGET.strict, allowUnionTypes: true, code: { source: true, esm: true, lines: true } };
  const ajv = TARGET.draft === 2020 ? new Ajv2020.default(options) : new Ajv.default(options);
  if (TARGET.draft === 2020) addFormats.default(ajv);
  const code = standaloneCode.default(ajv, ajv.compile(schema));
  // ajv's standalone ESM still \`require\`s its small runtime helpers; give the module one.
  const prelude = "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);";
  return `// @ts-nocheck\n/* Generated from ${TARGET.schema} by scripts/generate-validators.mjs. Do not edit; run \`npm run gen\`. */\n${prelude}\n${code.replace('"use strict";', '')}\n`;
}

for (const TARGET of TARGETS) {
  const text = await render(TARGET);
  if (process.argv.includes('--check')) {
    const current = await readFile(root + TARGET.out, 'utf8').catch(() => '');
    if (current !== text) {
      console.error(`${TARGET.out} is out of date with ${TARGET.schema}; run npm run gen`);
      process.exit(1);
    }
  } else {
    await writeFile(root + TARGET.out, text);
  }
}
