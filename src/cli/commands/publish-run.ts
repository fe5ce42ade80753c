/**
 * `rgdc publish`: reads the ConfigData (compiles it) or the RGD (checks it), opens the
 * store `--to` names for writing, and publishes through the library (`src/publish/`).
 * Prints the source and target versions with their manifest digests, and the resources.
 */
import { basename } from 'node:path';
import { parseAllDocuments, type Document } from 'yaml';
import { compile } from '../../compiler/compile.js';
import { buildBootstrapObjects, RGD_MEDIA_TYPE } from '../../compiler/phases/5-emit/index.js';
import { comment, toYaml } from '../../compiler/phases/5-emit/index.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { createCollector } from '../../diagnostics/diagnostic.js';
import { fileSpan, makeDiagnostic } from '../../diagnostics/report.js';
import { quoteForMessage } from '../../diagnostics/terminal-text.js';
import { isDns1123Label } from '../../kube/object-meta.js';
import { OciError } from '../../oci/types.js';
import { openWritableStore } from '../../ocm/open-store.js';
import { parseVersionSelector } from '../../ocm/reference.js';
import { publish, type PublishResult, type ResourceBlob } from '../../publish/index.js';
import { isRecord } from '../../util/records.js';
import { RGDC_VERSION } from '../../version.js';
import { loadCrds, runCheckGate, type CheckGateSettings } from '../check-gate.js';
import { componentExitCode, parseReferenceArgument } from '../reference-argument.js';
import { EXIT, ExitError, type ExitCode } from '../exit-codes.js';
import { readInput } from '../io.js';
import { readRegistryFlags, type RegistryFlags } from '../registry-options.js';
import { createReporter, plural, type Reporter, type ReportMode } from '../render.js';
import { featureGatesOption, targetOption } from '../target-option.js';
import { storeFailure } from '../../ocm/store-failure.js';
import { isConfigDataDocument } from '../../configdata/document-kind.js';

export interface PublishCommandOptions extends ReportMode, RegistryFlags {
  readonly to?: string;
  readonly newVersion?: string;
  readonly replace?: boolean;
  readonly force?: boolean;
  readonly withBootstrap?: boolean;
  readonly resourceName?: string;
  readonly target?: string;
  /** `--deployer`: the deployer to compile for (`flux`, `argocd`), with `--target`'s OCM controller. */
  readonly deployer?: string;
  readonly kroFeatureGates?: string;
  readonly bootstrapNamespace?: string;
  /** `--crds`, as for `rgdc check`. */
  readonly crds?: readonly string[];
  /** `--no-builtin-schemas` (commander sets false), as for `rgdc check`. */
  readonly builtinSchemas?: boolean;
}

/** The OCM resource type rgdc gives published objects, as the OCM controller's examples give an RGD. */
const RESOURCE_TYPE = 'blob';
/** Media type of the bootstrap objects' blob (RFC 9512). */
const BOOTSTRAP_MEDIA_TYPE = 'application/yaml';

/** Runs the command and returns its exit code. */
export async function runPublish(file: string | undefined, options: PublishCommandOptions): Promise<ExitCode> {
  const reporter = createReporter(options);
  if (!file) throw new ExitError(EXIT.usage, 'missing argument: the ConfigData or RGD file (or - for standard input)');
  if (!options.to)
    throw new ExitError(EXIT.usage, 'missing option: --to REF (the component version to publish into, e.g. ghcr.io/acme/ocm//acme.org/podinfo:6.9.1)');
  if (options.replace && options.newVersion !== undefined)
    throw new ExitError(EXIT.usage, '--replace rewrites the --to version; --new-version writes another one: give one of them');
  const resourceName = options.resourceName ?? 'rgd';
  if (!/^[a-z0-9]([-a-z0-9._]*[a-z0-9])?$/.test(resourceName))
    throw new ExitError(EXIT.usage, `--resource-name ${quoteForMessage(resourceName)} is not a resource name: lower-case letters, digits, - . _`);
  const namespace = options.bootstrapNamespace ?? 'default';
  if (!isDns1123Label(namespace)) throw new ExitError(EXIT.usage, `--bootstrap-namespace ${quoteForMessage(namespace)} is not a valid namespace`);
  const target = targetOption(options.target, process.stderr, options.deployer);
  const featureGates = featureGatesOption(options.kroFeatureGates);
  const reference = parseReferenceArgument(options.to);
  if ('code' in reference) return fail(reporter, [reference]);
  if (reference.version === undefined && reference.digest === undefined) {
    throw new ExitError(EXIT.usage, `--to ${quoteForMessage(options.to)} names no version: write COMPONENT:VERSION (a constraint works too) or @DIGEST`);
  }
  let newVersion: string | undefined;
  if (options.newVersion !== undefined) {
    const parsed = parseVersionSelector(options.newVersion);
    if ('error' in parsed || parsed.kind !== 'exact')
      throw new ExitError(EXIT.usage, `--new-version ${quoteForMessage(options.newVersion)} is not a version (6.9.1+rgd.1, 1.2.3)`);
    newVersion = parsed.version;
  }

  // Usage errors of the registry flags first; the password is read here, before anything else.
  const registry = readRegistryFlags(options, file === '-');
  const input = readInput(file);
  if ('diagnostic' in input) return fail(reporter, [input.diagnostic], EXIT.io);
  const name = file === '-' ? '<stdin>' : file;
  const crds = loadCrds(options.crds ?? []);
  if ('diagnostic' in crds) return fail(reporter, [crds.diagnostic], EXIT.io);
  const check: CheckGateSettings = {
    ...(crds.resolver ? { crds: crds.resolver } : {}),
    ...(options.builtinSchemas === false ? { builtinSchemas: false } : {}),
    ...(target ? { target } : {}),
    ...(featureGates ? { featureGates } : {}),
  };
  const made = buildResources(name, input.text, { resourceName, namespace, withBootstrap: options.withBootstrap === true, check });
  reporter.diagnostics(made.diagnostics, new Map([[name, input.text], ...made.sources]));
  if (!made.resources) {
    reporter.finish(false, null);
    return made.usage ? EXIT.usage : EXIT.inputErrors;
  }

  let store: ReturnType<typeof openWritableStore>;
  try {
    store = openWritableStore(reference.repository, registry.store);
  } catch (error) {
    if (!(error instanceof OciError)) throw error;
    return fail(reporter, [storeFailure(error, options.to, { code: 'publish_store_failed' })]);
  }
  const sink = createCollector();
  const result = await publish(
    {
      store,
      reference,
      resources: made.resources,
      ...(made.resourcesFor ? { resourcesFor: made.resourcesFor } : {}),
      mode: options.replace ? { kind: 'replace' } : { kind: 'new-version', ...(newVersion !== undefined ? { version: newVersion } : {}) },
      force: options.force === true,
      creator: `rgdc ${RGDC_VERSION}`,
    },
    sink.report,
  );
  registry.done();
  if (!result || sink.hasErrors()) return fail(reporter, sink.diagnostics);
  reporter.diagnostics(sink.diagnostics);
  reporter.finish(true, result, renderResult(result), { summary: summarize(result) });
  return EXIT.ok;
}

interface BuildOptions {
  readonly resourceName: string;
  readonly namespace: string;
  readonly withBootstrap: boolean;
  /** What `rgdc check` would be given: catalog, `--crds`, target, feature gates. */
  readonly check: CheckGateSettings;
}

/**
 * The blobs to publish, once the check `rgdc check` runs (`../check-gate.ts`: same
 * catalog, target, feature gates and `--crds`) finds no error in the input, whatever it
 * is: a ConfigData is then compiled (with the bootstrap objects when asked), an RGD file
 * is published as it is. The compiled RGD's header names the ConfigData by its file name
 * only, so the bytes (and so publishing) do not depend on the directory rgdc ran in.
 */
function buildResources(
  file: string,
  source: string,
  options: BuildOptions,
): {
  resources?: ResourceBlob[];
  resourcesFor?: (version: string) => ResourceBlob[];
  diagnostics: readonly Diagnostic[];
  sources: [string, string][];
  usage?: boolean;
} {
  const kind = documentKind(source);
  if (kind === 'many' || kind === 'other') {
    return {
      diagnostics: [
        makeDiagnostic(
          'publish_not_rgd',
          fileSpan(file),
          '',
          `${file} is ${kind === 'many' ? 'a stream of several documents' : 'neither a ConfigData (apiVersion: rgdc/v1alpha1) nor a ResourceGraphDefinition'}; publish takes one of them`,
        ),
      ],
      sources: [],
    };
  }
  if (kind === 'rgd' && options.withBootstrap) {
    return {
      diagnostics: [
        makeDiagnostic(
          'usage_error',
          fileSpan('<command line>'),
          '',
          '--with-bootstrap compiles the bootstrap objects from a ConfigData; an RGD file does not say which component and repository they name',
          { hint: 'Publish the ConfigData instead, or leave out --with-bootstrap.' },
        ),
      ],
      sources: [],
      usage: true,
    };
  }
  const checked = runCheckGate([{ file, source }], options.check);
  const sources = checked.generated.map((g): [string, string] => [g.file, g.source]);
  if (!checked.ok) return { diagnostics: checked.diagnostics, sources };
  if (kind === 'rgd')
    return {
      resources: [{ name: options.resourceName, type: RESOURCE_TYPE, mediaType: RGD_MEDIA_TYPE, bytes: Buffer.from(source) }],
      diagnostics: checked.diagnostics,
      sources,
    };
  // The check compiled it already (without the self-check, as here): the same target and gates.
  const { target, featureGates } = options.check;
  const result = compile({ file, source, selfCheck: false, ...(target ? { target } : {}), ...(featureGates ? { featureGates } : {}), emit: ['rgd'] });
  if (!result.ok || !result.output || !result.graph)
    return { diagnostics: [...checked.diagnostics, ...result.diagnostics.filter((d) => d.severity === 'error')], sources };
  const profile = result.graph.profile.name;
  const from = file === '<stdin>' ? file : basename(file);
  const rgd = `${comment(`ResourceGraphDefinition generated by rgdc ${RGDC_VERSION} from ${from} (target ${profile}).\nDo not edit: change the ConfigData and run \`rgdc publish\` again.`)}\n${toYaml(result.output.rgd)}`;
  const resources: ResourceBlob[] = [{ name: options.resourceName, type: RESOURCE_TYPE, mediaType: RGD_MEDIA_TYPE, bytes: Buffer.from(rgd) }];
  if (!options.withBootstrap) return { resources, diagnostics: checked.diagnostics, sources };
  const graph = result.graph;
  // The bootstrap Component selects the version written (V of --new-version, 6.9.1+rgd.<n>,
  // or the --replace'd one): that version holds the RGD; the source, or whatever the
  // ConfigData's constraint selects, may not.
  const withBootstrap = (version: string | undefined): ResourceBlob[] => {
    const objects = buildBootstrapObjects(graph, options.namespace, options.resourceName, version);
    const text = `${comment(`Bootstrap objects generated by rgdc ${RGDC_VERSION} from ${from} (target ${profile}).\nApply once to a cluster running the OCM controller and kro; the Deployer then applies resource ${options.resourceName}.`)}\n${objects.map((o) => toYaml(o)).join('---\n')}`;
    return [...resources, { name: `${options.resourceName}-bootstrap`, type: RESOURCE_TYPE, mediaType: BOOTSTRAP_MEDIA_TYPE, bytes: Buffer.from(text) }];
  };
  return { resources: withBootstrap(undefined), resourcesFor: withBootstrap, diagnostics: checked.diagnostics, sources };
}

/** What the file holds, from its documents' `apiVersion` and `kind` (YAML errors are left to compile/check). */
function documentKind(source: string): 'configdata' | 'rgd' | 'many' | 'other' {
  let documents: Document.Parsed[];
  try {
    documents = parseAllDocuments(source).filter((d) => d.contents !== null);
  } catch {
    return 'other';
  }
  if (Array.isArray(documents) === false) return 'other';
  const first = (documents as { toJS(): unknown }[])[0];
  let value: unknown;
  try {
    value = first?.toJS();
  } catch {
    value = undefined;
  }
  if (documents.length > 1 && !isConfigDataDocument(value)) return 'many';
  if (isConfigDataDocument(value)) return 'configdata';
  if (isRecord(value) && value.kind === 'ResourceGraphDefinition') return 'rgd';
  // A YAML error: let compile report it with its position.
  if (documents.length === 0 || (first as { errors?: unknown[] } | undefined)?.errors?.length) return 'configdata';
  return 'other';
}

/** The text report on stdout: both versions with their manifest digests, then each resource. */
function renderResult(result: PublishResult): string {
  const rows = [
    ['source', result.source.reference, result.manifest.old],
    ['target', result.target.reference, result.manifest.new],
  ];
  const width = Math.max(...rows.map((r) => r[1]!.length));
  const lines = rows.map(([label, ref, digest]) => `${label}  ${ref!.padEnd(width)}  ${digest}`);
  lines.push('resources');
  for (const r of result.resources) lines.push(`  ${r.name}  ${r.version}  ${r.type}  ${r.mediaType}  ${r.digest}  ${r.status}`);
  return `${lines.join('\n')}\n`;
}

/** `published rgd into acme.org/x:1.0.0+rgd.1 (new version of 1.0.0)`, or what was already there. */
function summarize(result: PublishResult): { what: string; to: string } {
  const names = result.resources.map((r) => r.name).join(', ');
  const at = result.target.reference.slice(result.target.reference.lastIndexOf('//') + 2);
  if (!result.changed)
    return {
      what: `nothing to publish: ${at} already holds ${names} with the same digest${result.resources.length === 1 ? '' : 's'}`,
      to: result.target.reference,
    };
  const how = result.mode === 'replace' ? 'replaced in place' : `new version of ${result.source.version}`;
  return { what: `published ${names} into ${at} (${how}, ${plural(result.resources.length, 'resource')})`, to: result.target.reference };
}

function fail(reporter: Reporter, diagnostics: readonly Diagnostic[], code?: ExitCode): ExitCode {
  reporter.diagnostics(diagnostics);
  reporter.finish(false, null);
  if (code !== undefined) return code;
  // A lost race is a store outcome, like an immutable tag: running again may well succeed.
  if (diagnostics.some((d) => d.code === 'publish_store_failed' || d.code === 'publish_concurrent_write')) return EXIT.unreachable;
  return componentExitCode(diagnostics);
}
