#!/usr/bin/env node
// Renders docs/configdata.md, the field reference of ConfigData, from
// schemas/configdata.v1alpha1.schema.json, so the page and the schema never disagree.
// `--check` exits 1 when the committed page is out of date (the test suite runs it).
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function renderConfigDataDoc() {
  const schema = JSON.parse(await readFile(`${root}schemas/configdata.v1alpha1.schema.json`, 'utf8'));
  const rows = [];
  const resolve = (node) => (node.$ref ? { ...schema.definitions[node.$ref.split('/').pop()], ...omit(node, '$ref') } : node);
  const typeOf = (node) => {
    const n = resolve(node);
    if (n.oneOf) return n.oneOf.map(typeOf).join(' or ');
    if (n.const !== undefined) return `\`${n.const}\``;
    if (n.enum) return n.enum.map((v) => `\`${v}\``).join(', ');
    if (Array.isArray(n.type)) return n.type.join(', ');
    if (n.type === 'array') return `list of ${typeOf(n.items ?? {})}`;
    if (n.type === 'object' && n.additionalProperties && typeof n.additionalProperties === 'object' && !n.properties)
      return `map of ${typeOf(n.additionalProperties)}`;
    return n.type ?? 'any';
  };
  const walk = (node, path, required) => {
    const n = resolve(node);
    if (path) rows.push(`| \`${path}\` | ${typeOf(node)} | ${required ? 'yes' : ''} | ${cell(node.description ?? n.description ?? '')} |`);
    const variants = n.oneOf ? n.oneOf.filter((v) => v.type === 'object') : [n];
    for (const variant of variants) {
      for (const [key, child] of Object.entries(variant.properties ?? {})) walk(child, path ? `${path}.${key}` : key, (variant.required ?? []).includes(key));
      if (variant.type === 'array' && variant.items) {
        const item = resolve(variant.items);
        for (const [key, child] of Object.entries(item.properties ?? {})) walk(child, `${path}[].${key}`, (item.required ?? []).includes(key));
      }
    }
  };
  walk(schema, '', false);
  return [
    '# ConfigData reference',
    '',
    '<!-- Generated from schemas/configdata.v1alpha1.schema.json by `npm run gen`. Do not edit by hand. -->',
    '',
    schema.description,
    '',
    'Every field, with its type, whether it is required and what it means. Editors show the',
    'same text inline through the JSON Schema (`# yaml-language-server: $schema=...`).',
    '`rgdc init NAME` writes a commented starter; `test/fixtures/compile/` holds complete examples.',
    '',
    '| field | type | required | meaning |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

function omit(object, key) {
  const { [key]: _, ...rest } = object;
  return rest;
}

function cell(text) {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const text = await renderConfigDataDoc();
  const target = `${root}docs/configdata.md`;
  if (process.argv.includes('--check')) {
    const current = await readFile(target, 'utf8').catch(() => '');
    if (current !== text) {
      console.error('docs/configdata.md is out of date with the schema; run npm run gen');
      process.exit(1);
    }
  } else {
    await writeFile(target, text);
  }
}
