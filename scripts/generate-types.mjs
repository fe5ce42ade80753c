#!/usr/bin/env node
// Generates src/generated/configdata.ts from schemas/configdata.v1alpha1.schema.json with
// json-schema-to-typescript, so the ConfigData types are never written twice by hand.
// `--check` exits 1 when the committed file differs (used by the test suite).
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
export const TARGETS = [{ schema: 'schemas/configdata.v1alpha1.schema.json', out: 'src/generated/configdata.ts', name: 'ConfigData' }];

export async function renderTypes(target) {
  const schema = JSON.parse(await readFile(root + target.schema, 'utf8'));
  const banner = `/* Generated from ${target.schema} by scripts/generate-types.mjs. Do not edit; run \`npm run gen\`. */`;
  return compile(schema, target.name, {
    bannerComment: banner,
    additionalProperties: false,
    unreachableDefinitions: false,
    strictIndexSignatures: true,
    ignoreMinAndMaxItems: true,
    style: { singleQuote: true },
  });
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const check = process.argv.includes('--check');
  let drift = false;
  for (const target of TARGETS) {
    const text = await renderTypes(target);
    if (check) {
      const current = await readFile(root + target.out, 'utf8').catch(() => '');
      if (current !== text) {
        drift = true;
        console.error(`${target.out} is out of date with ${target.schema}; run npm run gen`);
      }
    } else {
      await writeFile(root + target.out, text);
    }
  }
  process.exit(drift ? 1 : 0);
}
