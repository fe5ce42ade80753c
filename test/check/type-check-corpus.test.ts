/**
 * CEL type checking over real RGDs: every expression of the kro examples, the kro test
 * data and the OCM examples type-checks cleanly in kro's typed environment (built-in
 * catalog plus the corpus CRDs), so the type rules raise no false alarms.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkInstanceSchema } from '../../src/kro/instance-schema.js';
import { analyzeExpressions } from '../../src/kro/expressions/index.js';
import { checkShape, isRgdDocument } from '../../src/kro/shape/index.js';
import { checkExpressionTypes } from '../../src/kro/type-check/rgd.js';
import type { SchemaResolver } from '../../src/kro/types.js';
import { loadYaml } from '../../src/source/index.js';
import { createCollector, type Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { builtinSchemas } from '../../src/targets/catalog.js';
import { parseCrdSchemas } from '../../src/kube/crd.js';
import { corpusDir, loadCorpusCrds, readYamlDocuments } from '../support/corpus.js';
import { CEL_TYPE_CODES } from '../../src/diagnostics/codes/cel-types.js';

/** The type checker's own codes. */
const TYPE_CODES = new Set(Object.keys(CEL_TYPE_CODES));

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return yamlFiles(full);
    return /\.ya?ml$/.test(name) ? [full] : [];
  });
}

/** Every CRD in the corpus (kro test CRDs, ACK CRDs, RGD-embedded CRDs are not RGD kinds). */
function corpusResolver(): SchemaResolver {
  const documents = [...yamlFiles(path.join(corpusDir, 'kro/testdata')), ...yamlFiles(path.join(corpusDir, 'kro/examples'))].flatMap((file) => {
    try {
      return readYamlDocuments(file);
    } catch {
      return [];
    }
  });
  const extra = parseCrdSchemas(documents);
  const main = loadCorpusCrds();
  const builtin = builtinSchemas();
  return { lookup: (apiVersion, kind) => main.lookup(apiVersion, kind) ?? extra.lookup(apiVersion, kind) ?? builtin.lookup(apiVersion, kind) };
}

/** OCM examples are checked against the CRDs of their own repository snapshot first. */
function resolverFor(file: string, fallback: SchemaResolver): SchemaResolver {
  const relative = path.relative(path.join(corpusDir, 'ocm'), file);
  if (relative.startsWith('..')) return fallback;
  const repo = relative.split(path.sep)[0]!;
  const dirs = [path.join(corpusDir, 'ocm', repo, 'config/crd/bases'), path.join(corpusDir, 'ocm', repo, 'kubernetes/controller/config/crd/bases')];
  const own = parseCrdSchemas(dirs.flatMap((dir) => (statSafe(dir) ? yamlFiles(dir).flatMap((f) => readYamlDocuments(f)) : [])));
  return { lookup: (apiVersion, kind) => own.lookup(apiVersion, kind) ?? fallback.lookup(apiVersion, kind) };
}

function statSafe(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

function typeDiagnostics(file: string, fallback: SchemaResolver): Diagnostic[] {
  const resolver = resolverFor(file, fallback);
  const collector = createCollector();
  const loaded = loadYaml(file, readFileSync(file, 'utf8'), () => {});
  for (const document of loaded.documents) {
    if (!isRgdDocument(document.value)) continue;
    const model = checkShape(document, () => {});
    if (!model) continue;
    const spec = checkInstanceSchema(model, () => {});
    const analysis = analyzeExpressions(model, () => {});
    checkExpressionTypes(model, spec, analysis, resolver, collector.report);
  }
  return collector.diagnostics.filter((d) => TYPE_CODES.has(d.code));
}

const RGD_FILES = [
  ...yamlFiles(path.join(corpusDir, 'kro/examples')),
  ...yamlFiles(path.join(corpusDir, 'kro/testdata')),
  ...yamlFiles(path.join(corpusDir, 'ocm')).filter((f) => f.includes('/examples/')),
].filter((file) => /kind:\s*ResourceGraphDefinition/.test(readFileSync(file, 'utf8')));

/**
 * RGDs kro itself rejects (or that only a newer kro accepts), with the reason. Paths are
 * relative to the corpus.
 */
const EXPECTED_FAILURES: Readonly<Record<string, string>> = {
  'kro/examples/aws/ack-controller/controllers/iam-controller.yaml':
    '`--enable-development-logging=${schema.spec.values.log.enabled}` embeds a bool in a string template; kro checks each fragment against string (kind mismatch).',
  'kro/examples/aws/llm/llm.yaml':
    '`nodeSelector["nvidia.com/gpu"]: ${schema.spec.values.gpu.enabled}` puts a bool into a map<string, string>: kro reports "returns type bool but expected string".',
};

describe('real RGDs type-check cleanly', () => {
  const resolver = corpusResolver();
  it.each(RGD_FILES.map((file) => path.relative(corpusDir, file)))('%s', (relative) => {
    const found = typeDiagnostics(path.join(corpusDir, relative), resolver).map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`);
    if (EXPECTED_FAILURES[relative]) expect(found.length).toBeGreaterThan(0);
    else expect(found).toEqual([]);
  });
});
