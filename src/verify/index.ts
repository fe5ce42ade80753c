/**
 * `verify`: a compiled ConfigData checked against the real component version it deploys
 * (`rgdc compile --verify`, `rgdc check CONFIGDATA --component REF`). Only orchestrates:
 * read the version (./component.ts), check every resource the ConfigData names
 * (./resources.ts), and with `images` ask each image's registry (./images.ts).
 *
 * Findings about the ConfigData are `configdata_*` diagnostics at its lines (exit 1);
 * a store or registry that cannot be read is `ocm_store_failed` (`ocm_store_limit` past a bound), `ocm_version_not_found`
 * or `configdata_image_unreachable` (exit 4).
 *
 * @example
 * const compiled = compile({ file, source });
 * const verified = await verifyConfigData({ analysis: compiled.graph!.analysis });
 */
import { formatFieldPath } from '../source/index.js';
import type { Analysis } from '../compiler/phases/3-analyze/index.js';
import { createCollector, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/report.js';
import { openRegistry, type RegistryOptions } from '../oci/index.js';
import { registryKey } from '../oci/location.js';
import { OciError } from '../oci/types.js';
import { openStore, type StoreOptions } from '../ocm/open-store.js';
import { componentReferenceFromConfigData, formatComponentReference, type ComponentReference } from '../ocm/reference.js';
import { readVerifiedComponent } from './component.js';
import { verifyImages, type ImageCheck, type OpenImageRegistry } from './images.js';
import { verifyResources } from './resources.js';
import { storeFailure } from '../ocm/store-failure.js';
import { deployerOf } from '../deployers/index.js';
import { DEFAULT_TARGET } from '../targets/profiles.js';
import type { TargetProfile } from '../targets/types.js';

export type { ImageCheck, OpenImageRegistry } from './images.js';

export interface VerifyOptions {
  /** The compiled ConfigData (the compile result's `graph.analysis`). */
  readonly analysis: Analysis;
  /** The target it was compiled for (`graph.profile`), whose deployer the findings name; default the default target. */
  readonly profile?: TargetProfile;
  /** `--component REF`; default the ConfigData's own `component`. */
  readonly reference?: ComponentReference;
  /** Registry options (credentials, cache, offline, progress) for the component's store and the image registries. */
  readonly store?: StoreOptions;
  /** `--verify-images`: ask each image's registry for its digest. */
  readonly images?: boolean;
  /** Opens an image registry (tests inject); default {@link openRegistry} with the store's options. */
  readonly openImageRegistry?: OpenImageRegistry;
}

/** What verification found: diagnostics, and what was checked (the `--json` payload). */
export interface VerifyResult {
  readonly ok: boolean;
  readonly diagnostics: readonly Diagnostic[];
  /** Descriptor texts read, by the name diagnostics use (for code frames). */
  readonly sources: ReadonlyMap<string, string>;
  /** The component version verified against (`repository//name:version`) and its manifest digest. */
  readonly component?: { readonly reference: string; readonly digest: string };
  /** Each resource the ConfigData names, and whether it passed. */
  readonly resources: readonly { readonly name: string; readonly role: string; readonly path: string; readonly ok: boolean }[];
  readonly images?: readonly ImageCheck[];
}

/** Verifies the ConfigData of `analysis` against its component version. */
export async function verifyConfigData(options: VerifyOptions): Promise<VerifyResult> {
  const { analysis } = options;
  const document = analysis.document;
  const sink = createCollector();
  const sources = new Map<string, string>();
  const done = (extra: Partial<VerifyResult> = {}): VerifyResult => ({
    ok: !sink.hasErrors(),
    diagnostics: sortDiagnostics(sink.diagnostics),
    sources,
    resources: [],
    ...extra,
  });
  const component = analysis.config.component;
  let reference = options.reference;
  if (!reference) {
    const own = componentReferenceFromConfigData(component);
    if ('error' in own) {
      sink.report(
        makeDiagnostic(
          'ocm_invalid_reference',
          document.locate(['component', 'repository']),
          'component.repository',
          `the ConfigData's component does not make a component reference: ${own.error}`,
          { hint: own.hint },
        ),
      );
      return done();
    }
    reference = own;
  }
  let reader: ReturnType<typeof openStore>;
  try {
    // The store's warnings (a damaged cache entry) go with the verification's diagnostics.
    reader = openStore(reference.repository, { ...options.store, report: sink.report });
  } catch (error) {
    if (!(error instanceof OciError)) throw error;
    sink.report(storeFailure(error, formatComponentReference(reference)));
    return done();
  }
  const verified = await readVerifiedComponent(reader, reference, options.reference !== undefined, component, document, sink.report, sources);
  if (!verified) return done();
  const gitSource = analysis.delivery.kind === 'kustomize' && analysis.delivery.deploy.sourceType === 'git' ? analysis.delivery.source.id : undefined;
  const before = sink.diagnostics.length;
  const found = verifyResources(
    analysis.ocmResources,
    verified.set,
    verified.root.component,
    document,
    gitSource,
    deployerOf(options.profile ?? DEFAULT_TARGET).verify.puller,
    sink.report,
  );
  const failedPaths = new Set(sink.diagnostics.slice(before).map((d) => d.path));
  const resources = analysis.ocmResources.map((use) => {
    const path = formatFieldPath(use.origin);
    return { name: use.ref.name, role: use.role, path, ok: found.some((f) => f.use === use) && !failedPaths.has(path) };
  });
  const result = { component: { reference: verified.reference, digest: verified.root.index?.digest ?? verified.root.manifest.digest }, resources };
  if (!options.images) return done(result);
  const open = options.openImageRegistry ?? ((location: string) => openRegistry(location, imageRegistryOptions(options.store, reference.repository, location)));
  const images = await verifyImages(found, reference.repository, document, open, sink.report);
  return done({ ...result, images });
}

/**
 * Registry options for an image's registry: the run's, with the component's registry
 * named as the one its explicit and environment credentials (`--username`,
 * `RGDC_REGISTRY_USERNAME`) were given for, so the client for another registry uses
 * neither; explicit credentials are not even handed to it. A CTF component names no
 * registry: image registries get only what docker's and podman's files hold for them.
 */
export function imageRegistryOptions(store: StoreOptions | undefined, repository: ComponentReference['repository'], location: string): RegistryOptions {
  const { credentials, ...rest } = store?.registry ?? {};
  const own = repository.kind === 'oci' ? (registryKey(repository.host) ?? null) : null;
  const same = own !== null && registryKey(location) === own;
  return { ...rest, ...(credentials && same ? { credentials } : {}), credentialsFor: own, ...(store?.offline ? { offline: true } : {}) };
}
