/**
 * Workspace settings of `rgdc lsp`: the same knobs as `rgdc check` (`--target`, `--crds`,
 * `--kro-feature-gates`), read from the client's `initializationOptions` and from the
 * `rgdc` section of `workspace/didChangeConfiguration`.
 *
 * ```json
 * { "rgdc": { "target": "ocm-nested-oci", "crds": ["./crds"], "kro": "v0.10.0", "kroFeatureGates": "CELOmitFunction=true" } }
 * ```
 */
import { crdSchemaResolver, documentSchemas } from '../check/resolver.js';
import type { SchemaResolver } from '../kro/types.js';
import type { LoadedDocument } from '../source/index.js';
import { loadYaml } from '../source/index.js';
import { createTemplateValidator, type TemplateValidator } from '../kube/openapi-validator.js';
import { parseFeatureGates, type KroFeatureGates } from '../targets/feature-gates.js';
import { DEFAULT_KRO_RELEASE, describeUnknownKroRelease, findKroRelease, type KroRelease } from '../kro/releases/index.js';
import { DEFAULT_TARGET, resolveTarget, targetForDeployer } from '../targets/profiles.js';
import type { TargetProfile } from '../targets/types.js';
import { isRecord } from '../util/records.js';
import { createCollector } from '../diagnostics/diagnostic.js';
import { readComponentFile, type ComponentSet } from '../ocm/descriptor/index.js';
import { escapeControlLine } from '../diagnostics/terminal-text.js';
import { MAX_TOTAL_BYTES, quotePath, readSettingsFiles, type ReadBudget } from './settings-files.js';

/** The settings as the client sends them (every field optional). */
export interface LspSettings {
  /** Target profile name (`rgdc compile --list-targets`). */
  readonly target?: string;
  /** CRD files or folders, relative to the workspace root. */
  readonly crds?: readonly string[];
  /** kro feature gates, as `--kro-feature-gates` takes them. */
  readonly kroFeatureGates?: string;
  /** The kro release to check for, as `--kro` takes it (`v0.10.0`). */
  readonly kro?: string;
  /** The deployer ConfigData is compiled for, as `--deployer` takes it (`argocd`), with the OCM controller of `target`. */
  readonly deployer?: string;
  /** Milliseconds to wait after the last change before checking (default 50). */
  readonly debounceMs?: number;
  /** An OCM component descriptor file, relative to the workspace root: ConfigData resource names are completed from it. */
  readonly componentDescriptor?: string;
}

/** What the analyses need, built once per settings change. */
export interface ResolvedSettings {
  readonly target: TargetProfile;
  readonly featureGates?: KroFeatureGates;
  readonly kro: KroRelease;
  readonly debounceMs: number;
  /** The schemas of template kinds for one RGD document (CRDs first, then the built-in catalog). */
  readonly schemasFor: (document?: LoadedDocument) => SchemaResolver;
  /** One template validator for the server's life: ajv compiles each kind's schema once. */
  readonly templateValidator: TemplateValidator;
  /** The components of the `componentDescriptor` setting, when one is set and readable. */
  readonly components?: ComponentSet;
  /** Problems with the settings themselves, shown to the user once as a message. */
  readonly problems: readonly string[];
}

const DEFAULT_DEBOUNCE_MS = 50;

/** Reads the `rgdc` section out of whatever the client sent (`{rgdc: {...}}` or the section itself). */
export function readSettings(raw: unknown): LspSettings {
  const section = isRecord(raw) && isRecord(raw.rgdc) ? raw.rgdc : raw;
  if (!isRecord(section)) return {};
  const crds = Array.isArray(section.crds)
    ? section.crds.filter((c): c is string => typeof c === 'string')
    : typeof section.crds === 'string'
      ? [section.crds]
      : undefined;
  return {
    ...(typeof section.target === 'string' && section.target !== '' ? { target: section.target } : {}),
    ...(crds ? { crds } : {}),
    ...(typeof section.kroFeatureGates === 'string' && section.kroFeatureGates !== '' ? { kroFeatureGates: section.kroFeatureGates } : {}),
    ...(typeof section.kro === 'string' && section.kro !== '' ? { kro: section.kro } : {}),
    ...(typeof section.deployer === 'string' && section.deployer !== '' ? { deployer: section.deployer } : {}),
    ...(typeof section.componentDescriptor === 'string' && section.componentDescriptor !== '' ? { componentDescriptor: section.componentDescriptor } : {}),
    ...(typeof section.debounceMs === 'number' && section.debounceMs >= 0 ? { debounceMs: section.debounceMs } : {}),
  };
}

/** Resolves target, gates and CRDs; bad values become `problems`, never exceptions. */
export function resolveSettings(settings: LspSettings, root: string | undefined): ResolvedSettings {
  const problems: string[] = [];
  let target = DEFAULT_TARGET;
  if (settings.target !== undefined) {
    const resolved = resolveTarget(settings.target);
    if (resolved) target = resolved.profile;
    else problems.push(`rgdc.target: unknown target "${settings.target}"`);
  }
  if (settings.deployer !== undefined) {
    const chosen = targetForDeployer(target, settings.deployer);
    if ('error' in chosen) problems.push(`rgdc.deployer: ${chosen.error}`);
    else target = chosen;
  }
  let kro = DEFAULT_KRO_RELEASE;
  if (settings.kro !== undefined) {
    const release = findKroRelease(settings.kro);
    if (release) kro = release;
    else problems.push(`rgdc.kro: ${describeUnknownKroRelease(settings.kro)}`);
  }
  let featureGates: KroFeatureGates | undefined;
  if (settings.kroFeatureGates !== undefined) {
    const parsed = parseFeatureGates(settings.kroFeatureGates, kro);
    if ('gates' in parsed) featureGates = parsed.gates;
    else problems.push(`rgdc.kroFeatureGates: ${parsed.error}`);
  }
  // Files are read only as settings-files.ts allows: regular, bounded, inside the workspace.
  const budget: ReadBudget = { bytes: MAX_TOTAL_BYTES };
  const crdDocuments: unknown[] = [];
  for (const path of settings.crds ?? []) {
    for (const read of readSettingsFiles(path, root, budget, { folders: true })) {
      if ('problem' in read) problems.push(`rgdc.crds: ${read.problem}`);
      else for (const document of loadYaml(read.file, read.text, () => undefined).documents) crdDocuments.push(document.value);
    }
  }
  let components: ComponentSet | undefined;
  if (settings.componentDescriptor !== undefined) {
    const path = settings.componentDescriptor;
    const [read] = readSettingsFiles(path, root, budget, { folders: false });
    if (read && 'problem' in read) problems.push(`rgdc.componentDescriptor: ${read.problem}`);
    else if (read) {
      const sink = createCollector();
      try {
        components = readComponentFile({ file: read.file, source: read.text }, sink.report, 'preview_invalid_component');
      } catch {
        components = undefined;
      }
      // The reader's message may quote the file: shown escaped, on one line, cut short.
      const why = sink.diagnostics.find((d) => d.severity === 'error')?.message ?? 'not a component descriptor';
      if (!components) problems.push(`rgdc.componentDescriptor: ${quotePath(path)}: ${escapeControlLine(why.length > 200 ? `${why.slice(0, 200)}…` : why)}`);
    }
  }
  const crds = crdDocuments.length > 0 ? crdSchemaResolver(crdDocuments) : undefined;
  // As `rgdc check`: the built-in OCM schemas of the document's target's OCM controller.
  const schemasFor = documentSchemas(crds, target);
  return {
    target,
    kro,
    ...(featureGates ? { featureGates } : {}),
    ...(components ? { components } : {}),
    debounceMs: settings.debounceMs ?? DEFAULT_DEBOUNCE_MS,
    schemasFor,
    templateValidator: createTemplateValidator(),
    problems,
  };
}
