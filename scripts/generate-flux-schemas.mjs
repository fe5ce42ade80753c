#!/usr/bin/env node
// Writes src/deployers/flux/generated/oldest-crds.ts: the OpenAPI schemas of the Flux kinds
// rgdc emits, as the OLDEST controllers of each Flux range a target names serve them
// (`+flux-v2.3` promises Flux 2.3 and later, so its templates must be valid for
// source-controller v1.3.0, helm-controller v1.0.0 and kustomize-controller v1.3.0).
//
// Input: the CRDs copied verbatim from the Flux repositories at those tags into the shared
// corpus (../shared/corpus/flux/oldest/, provenance and sha256 in ../shared/corpus/flux/SOURCE.md).
// The product never reads the corpus: this script is run by hand and its output committed;
// the sha256 of every input is checked against the table below, so a changed input fails.
// `description` strings are dropped (the catalog does not show them); everything else of
// each served version's `openAPIV3Schema` is kept as the CRD has it.
//
//   node scripts/generate-flux-schemas.mjs           # rewrite the file
//   node scripts/generate-flux-schemas.mjs --check   # exit 1 when the file is stale
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CORPUS = path.resolve(ROOT, '../shared/corpus/flux/oldest');
const OUTPUT = path.join(ROOT, 'src/deployers/flux/generated/oldest-crds.ts');

/**
 * Each Flux range (the first Flux minor release of a target's `+flux-v2.X`) → the CRDs of
 * its oldest controllers and the versions of each kind rgdc's catalog describes. The
 * controller versions a Flux release ships: fluxcd/flux2 `manifests/bases/<controller>/`
 * at the release tag (SOURCE.md).
 */
const RANGES = {
  2.3: [
    {
      controller: 'source-controller',
      tag: 'v1.3.0',
      commit: 'a80a99b359f964d92c70f119195be34ca8438f89',
      file: 'source.toolkit.fluxcd.io_ocirepositories.source-controller-v1.3.0.yaml',
      sha256: 'fe617dcce36565a586944569809db3516b6a0296246688225ebefbfe4b276e7a',
      versions: ['v1', 'v1beta2'],
    },
    {
      controller: 'helm-controller',
      tag: 'v1.0.0',
      commit: 'cee99531fb750e48aec2b7d8f79f53a83c03057b',
      file: 'helm.toolkit.fluxcd.io_helmreleases.helm-controller-v1.0.0.yaml',
      sha256: 'b84c234aa43afe06af6bdca8178bb5d30ca05efa42ee52c1678d855472956655',
      versions: ['v2'],
    },
    {
      controller: 'kustomize-controller',
      tag: 'v1.3.0',
      commit: '83fbfeee89313a3007456a84e90e91dcb6279203',
      file: 'kustomize.toolkit.fluxcd.io_kustomizations.kustomize-controller-v1.3.0.yaml',
      sha256: '617e957bdd2fdce3fa10c0322781f9508655147994e697c8b4146f9b42022de1',
      versions: ['v1'],
    },
  ],
  2.6: [
    {
      controller: 'source-controller',
      tag: 'v1.6.0',
      commit: '83cb98615d31294f19766cb08e649635503bf951',
      file: 'source.toolkit.fluxcd.io_ocirepositories.source-controller-v1.6.0.yaml',
      sha256: '8306dc9f52ce0b31117c4245953405eddc6cc371af0a93280ab762860aa7c35e',
      versions: ['v1', 'v1beta2'],
    },
    {
      controller: 'helm-controller',
      tag: 'v1.3.0',
      commit: 'e47f47f1282d1c66b180be7a386f5afbe3f5ae26',
      file: 'helm.toolkit.fluxcd.io_helmreleases.helm-controller-v1.3.0.yaml',
      sha256: 'c89324406429ac3c45e4e4bce271176efe439cace020531e5cf4f7f570def140',
      versions: ['v2'],
    },
    {
      controller: 'kustomize-controller',
      tag: 'v1.6.0',
      commit: 'f54038e15d1bf861e7028757fb6e7a336471a54c',
      file: 'kustomize.toolkit.fluxcd.io_kustomizations.kustomize-controller-v1.6.0.yaml',
      sha256: '7458e8558706c8afe1e638585113f544a825d58e34692a627a588e796eda32c0',
      versions: ['v1'],
    },
  ],
};

/** A copy of `node` without `description` strings, keys sorted. */
function strip(node) {
  if (Array.isArray(node)) return node.map(strip);
  if (node === null || typeof node !== 'object') return node;
  const out = {};
  for (const key of Object.keys(node).sort()) {
    if (key === 'description' && typeof node[key] === 'string') continue;
    out[key] = strip(node[key]);
  }
  return out;
}

function readCrd(input) {
  const file = path.join(CORPUS, input.file);
  if (!existsSync(file)) throw new Error(`${file} is missing: the generator reads the shared corpus (../shared/corpus/flux/oldest/)`);
  const text = readFileSync(file);
  const digest = createHash('sha256').update(text).digest('hex');
  if (digest !== input.sha256) throw new Error(`${input.file}: sha256 ${digest}, expected ${input.sha256} (SOURCE.md)`);
  const crd = parseAllDocuments(text.toString('utf8'))
    .map((document) => document.toJS())
    .find((document) => document?.kind === 'CustomResourceDefinition');
  if (!crd) throw new Error(`${input.file} holds no CustomResourceDefinition`);
  return crd;
}

function generate() {
  const ranges = {};
  for (const [flux, inputs] of Object.entries(RANGES)) {
    const kinds = {};
    for (const input of inputs) {
      const crd = readCrd(input);
      const { group, scope } = crd.spec;
      const kind = crd.spec.names.kind;
      const served = crd.spec.versions.filter((version) => version.served === true && input.versions.includes(version.name));
      for (const version of served) {
        const apiVersion = `${group}/${version.name}`;
        kinds[apiVersion] ??= {};
        kinds[apiVersion][kind] = { scope, schema: strip(version.schema.openAPIV3Schema) };
      }
    }
    const controllers = inputs.map(({ controller, tag, commit, file, versions }) => ({ controller, tag, commit, file, versions }));
    ranges[flux] = { controllers, kinds };
  }
  const json = JSON.stringify({ source: '../shared/corpus/flux/oldest (SOURCE.md)', ranges });
  return [
    '// Generated by scripts/generate-flux-schemas.mjs from the Flux CRDs in ../shared/corpus/flux/oldest/. Do not edit;',
    '// run `npm run gen:flux`. Shape: {source, ranges: {"2.3": {controllers: [{controller, tag, commit, file, versions}],',
    '// kinds: {apiVersion: {Kind: {scope, schema}}}}}}: each kind as the oldest controller of the range serves it.',
    '',
    '/** The Flux kinds of the oldest controllers of each Flux range, as JSON text, parsed on first use. */',
    `export const FLUX_OLDEST_SCHEMAS_JSON = ${stringLiteral(json)};`,
    '',
  ].join('\n');
}

/** A single-quoted literal when nothing needs escaping, else JSON's. */
function stringLiteral(text) {
  return /['\\\n\r\u2028\u2029]/.test(text) ? JSON.stringify(text) : `'${text}'`;
}

const text = generate();
if (process.argv.includes('--check')) {
  const current = existsSync(OUTPUT) ? readFileSync(OUTPUT, 'utf8') : '';
  if (current !== text) {
    console.error(`${path.relative(ROOT, OUTPUT)} is stale: run npm run gen:flux`);
    process.exit(1);
  }
} else {
  writeFileSync(OUTPUT, text);
  console.log(`wrote ${path.relative(ROOT, OUTPUT)} (${text.length} bytes)`);
}
