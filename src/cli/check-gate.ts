/**
 * The check `rgdc check` runs, as one function: `rgdc check` reports it, `rgdc publish`
 * refuses to publish on any error it finds. Both call {@link runCheckGate}, so the two
 * cannot drift (issue 26: publish once skipped the built-in OCM and Flux schemas and
 * published an RGD with `chartReff:` that check rejects).
 *
 * What it fixes: the schema catalog (`--crds` first, then the built-in OCM, Flux and
 * Kubernetes schemas unless `--no-builtin-schemas`; the OCM schemas of the OCM controller
 * generation the RGD's target is made for), the target (each RGD's `rgdc.dev/target`, else
 * `--target`, else the default) and the kro feature gates (`--kro-feature-gates`, else
 * each RGD's annotation). A ConfigData is compiled for that target and its RGD checked.
 */
import type { KroRelease } from '../kro/releases/index.js';
import { statSync } from 'node:fs';
import { check, type CheckRunResult } from '../check/check.js';
import { crdSchemaResolver, documentSchemas } from '../check/resolver.js';
import type { SchemaResolver } from '../kro/types.js';
import { loadYaml } from '../source/index.js';
import type { LoadedDocument } from '../source/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { fileSpan, makeDiagnostic } from '../diagnostics/report.js';
import type { KroFeatureGates } from '../targets/feature-gates.js';
import { DEFAULT_TARGET } from '../targets/profiles.js';
import type { TargetProfile } from '../targets/types.js';
import { listYamlFiles } from '../util/yaml-files.js';
import { readInput } from './io.js';

/** The flags that decide what the check sees, already parsed (`--crds` read by {@link loadCrds}). */
export interface CheckGateSettings {
  /** The schemas `--crds` gave. */
  readonly crds?: SchemaResolver;
  /** `--no-builtin-schemas` sets false: only `--crds`. */
  readonly builtinSchemas?: boolean;
  /** `--target`: ConfigData inputs and RGDs without an `rgdc.dev/target` annotation. */
  readonly target?: TargetProfile;
  /** `--kro-feature-gates`: overrides every RGD's `rgdc.dev/kro-feature-gates`. */
  readonly featureGates?: KroFeatureGates;
  /** `--kro`: the kro release to check for. */
  readonly kro?: KroRelease;
}

/**
 * Checks the inputs (RGDs and ConfigData) exactly as `rgdc check` does. Never throws for
 * bad input.
 *
 * @example
 * const crds = loadCrds(['crds/']);
 * const result = runCheckGate([{ file: 'rgd.yaml', source }], { crds: crds.resolver });
 * result.ok; // false on any error: nothing is published
 */
export function runCheckGate(
  inputs: readonly { readonly file: string; readonly source: string; readonly walked?: boolean }[],
  settings: CheckGateSettings,
): CheckRunResult {
  const fallbackTarget = settings.target ?? DEFAULT_TARGET;
  // --crds first, so users can override the built-in catalog (OCM, Flux, common Kubernetes
  // kinds). The built-in OCM schemas are those of the OCM controller generation of the RGD's
  // target (its rgdc.dev/target annotation, else --target).
  const withBuiltin = documentSchemas(settings.crds, fallbackTarget);
  const schemasFor = (document: LoadedDocument): SchemaResolver | undefined => (settings.builtinSchemas === false ? settings.crds : withBuiltin(document));
  return check({
    files: inputs,
    schemasFor,
    target: fallbackTarget,
    ...(settings.featureGates ? { featureGates: settings.featureGates } : {}),
    ...(settings.kro ? { kro: settings.kro } : {}),
  });
}

/** Reads CRD YAML from files and folders (recursively: *.yaml, *.yml, *.json): `--crds`. */
export function loadCrds(paths: readonly string[]): { resolver?: SchemaResolver } | { diagnostic: Diagnostic } {
  if (paths.length === 0) return {};
  const documents: unknown[] = [];
  for (const path of paths) {
    let files: string[];
    try {
      files = statSync(path).isDirectory() ? listYamlFiles(path) : [path];
    } catch {
      return { diagnostic: makeDiagnostic('io_read_failed', fileSpan(path), '', `--crds ${path} does not exist`) };
    }
    for (const file of files) {
      const input = readInput(file);
      if ('diagnostic' in input) return input;
      // Read with the load limits (aliases, depth, size); documents with problems are skipped, as before.
      for (const doc of loadYaml(file, input.text, () => undefined).documents) documents.push(doc.value);
    }
  }
  return { resolver: crdSchemaResolver(documents) };
}
