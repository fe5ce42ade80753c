/**
 * The RGDs the differential test evaluates, each with the schemas `rgdc check` would type
 * it with and the example instances found next to it:
 *
 * - every ResourceGraphDefinition of the kro corpus (`../shared/corpus/kro`: examples,
 *   e2e and upgrade tests), typed with the built-in catalog and the corpus's own CRDs;
 * - every compile fixture (`test/fixtures/compile/<case>/configdata.yaml`) that compiles, as compiled;
 * - every `test/fixtures/kro/**\/rgd.yaml` (found by walking, so new cases join on their
 *   own), with the case's `crds/` first;
 * - every preview fixture with its own `configdata.yaml` (compiled) or `rgd.yaml`, with
 *   its `instance.yaml` (the others reuse compile fixtures, covered above).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { chainSchemaResolvers, crdSchemaResolver } from '../../../src/check/resolver.js';
import type { SchemaResolver } from '../../../src/kro/types.js';
import { compile } from '../../../src/compiler/compile.js';
import { loadYaml, type LoadedDocument } from '../../../src/source/index.js';
import { findTarget } from '../../../src/index.js';
import { builtinSchemas } from '../../../src/targets/catalog.js';
import { builtinSchemasFor } from '../../../src/targets/catalog.js';
import { DEFAULT_TARGET } from '../../../src/targets/profiles.js';
import { corpusDir } from '../../support/corpus.js';
import { listFixtures, REPO_ROOT } from '../../support/fixtures.js';

type Json = Record<string, unknown>;

/** One RGD to evaluate. */
export interface DifferentialInput {
  /** Where it comes from (for messages): a path, with `#n` for the n-th document. */
  readonly name: string;
  /** The RGD document, loaded as the CLI loads it. */
  readonly document: LoadedDocument;
  readonly schemas: SchemaResolver;
  /** Instances of the RGD's kind found beside it (their `spec` seeds the instance). */
  readonly instances: readonly Json[];
}

/** Every input of the three sources (see the module comment), in a stable order. */
export function differentialInputs(): DifferentialInput[] {
  return [...corpusInputs(), ...compiledInputs(), ...kroCaseInputs(), ...previewFixtureInputs()];
}

const RGD_TEXT = /^kind:\s*ResourceGraphDefinition\s*$/m;
const CRD_TEXT = /^kind:\s*CustomResourceDefinition\s*$/m;

function corpusInputs(): DifferentialInput[] {
  // Only files that can matter are parsed (the corpus is 2.7 MB of YAML): RGDs, CRDs, and
  // files beside an RGD that name its kind.
  const files = yamlFiles(join(corpusDir, 'kro')).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  const crds = files.filter((f) => CRD_TEXT.test(f.text)).flatMap((f) => documentsOf(f.text).filter((d) => d.kind === 'CustomResourceDefinition'));
  const schemas = chainSchemaResolvers(crdSchemaResolver(crds), builtinSchemas());
  const inputs: DifferentialInput[] = [];
  for (const { file, text } of files) {
    if (!RGD_TEXT.test(text)) continue;
    for (const document of loadYaml(relative(corpusDir, file), text, () => undefined).documents) {
      const value = document.value as Json | null;
      if (!value || !isRgd(value)) continue;
      const kind = String(((value.spec as Json | undefined)?.schema as Json | undefined)?.kind ?? '');
      inputs.push({ name: `${document.file}#${document.index}`, document, schemas, instances: instancesNear(file, kind, files) });
    }
  }
  return inputs;
}

function compiledInputs(): DifferentialInput[] {
  return listFixtures().flatMap((fixture) => compiledInput(fixture.input, fixture.source, fixture.target, undefined));
}

/** The RGD `source` (ConfigData) compiles to, with its emitted instance unless one is given. */
function compiledInput(file: string, source: string, targetName: string | undefined, instances: Json[] | undefined): DifferentialInput[] {
  const target = targetName === undefined ? undefined : findTarget(targetName);
  const compiled = compile({ file, source, selfCheck: false, ...(target ? { target } : {}) });
  const rgd = compiled.output?.files.rgd;
  if (!compiled.ok || !rgd) return [];
  const document = loadYaml(`${file} (compiled RGD)`, rgd, () => undefined).documents[0];
  if (!document) return [];
  const emitted = compiled.output?.files.instance;
  // As `rgdc check`: the built-in OCM schemas of the target's OCM controller.
  const schemas = builtinSchemasFor(target ?? DEFAULT_TARGET);
  return [{ name: document.file, document, schemas, instances: instances ?? (emitted ? documentsOf(emitted) : []) }];
}

function previewFixtureInputs(): DifferentialInput[] {
  const root = join(REPO_ROOT, 'test/fixtures/preview');
  return readdirSync(root)
    .sort()
    .flatMap((name) => {
      const dir = join(root, name);
      const instanceFile = join(dir, 'instance.yaml');
      const instances = existsSync(instanceFile) ? documentsOf(readFileSync(instanceFile, 'utf8')) : [];
      const configData = join(dir, 'configdata.yaml');
      if (existsSync(configData)) return compiledInput(relative(REPO_ROOT, configData), readFileSync(configData, 'utf8'), undefined, instances);
      const rgd = join(dir, 'rgd.yaml');
      if (!existsSync(rgd)) return [];
      return loadYaml(relative(REPO_ROOT, rgd), readFileSync(rgd, 'utf8'), () => undefined)
        .documents.filter((document) => isRgd(document.value as Json))
        .map((document) => ({ name: `${document.file}#${document.index}`, document, schemas: builtinSchemas(), instances }));
    });
}

function kroCaseInputs(): DifferentialInput[] {
  const root = join(REPO_ROOT, 'test/fixtures/kro');
  if (!existsSync(root)) return [];
  return yamlFiles(root)
    .filter((file) => file.endsWith('/rgd.yaml'))
    .flatMap((file) => {
      const dir = dirname(file);
      const crdDir = join(dir, 'crds');
      const crds = existsSync(crdDir) ? yamlFiles(crdDir).flatMap((f) => documentsOf(readFileSync(f, 'utf8'))) : [];
      const instanceFile = join(dir, 'instance.yaml');
      const instances = existsSync(instanceFile) ? documentsOf(readFileSync(instanceFile, 'utf8')) : [];
      const schemas = chainSchemaResolvers(crdSchemaResolver(crds), builtinSchemas());
      return loadYaml(relative(REPO_ROOT, file), readFileSync(file, 'utf8'), () => undefined)
        .documents.filter((document) => isRgd(document.value as Json))
        .map((document) => ({ name: `${document.file}#${document.index}`, document, schemas, instances }));
    });
}

/** Instances of `kind` in the RGD's folder (and below) or in the folder above it. */
function instancesNear(file: string, kind: string, files: readonly { file: string; text: string }[]): Json[] {
  const dir = dirname(file);
  const parent = dirname(dir);
  const named = new RegExp(`^kind:\\s*${kind.replace(/[^A-Za-z0-9]/g, '')}\\s*$`, 'm');
  return files
    .filter((f) => (f.file.startsWith(`${dir}/`) || dirname(f.file) === parent) && named.test(f.text))
    .flatMap((f) => documentsOf(f.text))
    .filter((d) => d.kind === kind && typeof d.spec === 'object' && d.spec !== null);
}

function isRgd(value: Json | null): boolean {
  return value !== null && typeof value === 'object' && value.kind === 'ResourceGraphDefinition' && String(value.apiVersion ?? '').startsWith('kro.run/');
}

/** Parsed documents; a file that is not plain YAML (Helm templates) holds none. */
function documentsOf(text: string): Json[] {
  try {
    const documents = parseAllDocuments(text);
    if (!Array.isArray(documents) || documents.some((d) => d.errors.length > 0)) return [];
    return documents.map((d) => d.toJS() as unknown).filter((d): d is Json => typeof d === 'object' && d !== null && !Array.isArray(d));
  } catch {
    return [];
  }
}

function yamlFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return yamlFiles(path);
      return /\.ya?ml$/.test(name) ? [path] : [];
    });
}
