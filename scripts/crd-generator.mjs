// What the generators of deployer schemas from the shared corpus's CRDs have in common
// (scripts/generate-flux-schemas.mjs, scripts/generate-argocd-schemas.mjs): reading a CRD
// whose bytes are pinned by sha256, stripping descriptions, writing the TypeScript module,
// and `--check`, which fails when the committed module is stale.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/** A copy of `node` without `description` strings, keys sorted. */
export function strip(node) {
  if (Array.isArray(node)) return node.map(strip);
  if (node === null || typeof node !== 'object') return node;
  const out = {};
  for (const key of Object.keys(node).sort()) {
    if (key === 'description' && typeof node[key] === 'string') continue;
    out[key] = strip(node[key]);
  }
  return out;
}

/**
 * The CustomResourceDefinition in `dir`/`input.file`, refused when its sha256 is not
 * `input.sha256` (`pinnedBy` says where the expected hash is written).
 */
export function readPinnedCrd(dir, input, pinnedBy) {
  const file = path.join(dir, input.file);
  if (!existsSync(file)) throw new Error(`${file} is missing: the generator reads the shared corpus (${dir})`);
  const text = readFileSync(file);
  const digest = createHash('sha256').update(text).digest('hex');
  if (digest !== input.sha256) throw new Error(`${input.file}: sha256 ${digest}, expected ${input.sha256} (${pinnedBy})`);
  const crd = parseAllDocuments(text.toString('utf8'))
    .map((document) => document.toJS())
    .find((document) => document?.kind === 'CustomResourceDefinition');
  if (!crd) throw new Error(`${input.file} holds no CustomResourceDefinition`);
  return crd;
}

/** A single-quoted literal when nothing needs escaping, else JSON's. */
export function stringLiteral(text) {
  return /['\\\n\r\u2028\u2029]/.test(text) ? JSON.stringify(text) : `'${text}'`;
}

/** Writes `text` to `output`, or with `--check` exits 1 when the file differs (`command` regenerates it). */
export function writeOrCheck(root, output, text, command) {
  if (process.argv.includes('--check')) {
    const current = existsSync(output) ? readFileSync(output, 'utf8') : '';
    if (current !== text) {
      console.error(`${path.relative(root, output)} is stale: run ${command}`);
      process.exit(1);
    }
    return;
  }
  writeFileSync(output, text);
  console.log(`wrote ${path.relative(root, output)} (${text.length} bytes)`);
}
