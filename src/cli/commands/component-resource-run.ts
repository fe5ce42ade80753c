/**
 * `rgdc component resource REF NAME[,KEY=VALUE...] [-o FILE] [--json]`: the bytes of one
 * `localBlob` resource of a component version, verified against its layer digest and the
 * resource's own digest, printed as they are. The small, documented way to take back what
 * `rgdc publish` wrote (`rgdc component resource REF rgd | rgdc preview - ...`).
 * Flags are declared in `./component-resource.ts`.
 */
import { createCollector, type Diagnostic } from '../../diagnostics/diagnostic.js';
import { fileSpan, makeDiagnostic } from '../../diagnostics/report.js';
import { OciError } from '../../oci/types.js';
import { findLocalBlobLayer } from '../../ocm/component-version.js';
import { describeResources, findByIdentity } from '../../ocm/descriptor/index.js';
import { computeDigest } from '../../ocm/digest.js';
import { readReferencedVersion } from '../../ocm/load.js';
import { formatComponentReference } from '../../ocm/reference.js';
import { isRecord } from '../../util/records.js';
import { openReferenceStore } from '../component-ref.js';
import { componentExitCode, parseReferenceArgument } from '../reference-argument.js';
import { EXIT, ExitError, type ExitCode } from '../exit-codes.js';
import { writeOutput } from '../io.js';
import { createReporter, type ReportMode } from '../render.js';
import { readRegistryFlags, type RegistryFlags } from '../registry-options.js';
import { storeFailure } from '../../ocm/store-failure.js';

export interface ComponentResourceOptions extends ReportMode, RegistryFlags {
  readonly output?: string;
}

/** Runs the command and returns its exit code. */
export async function runComponentResource(text: string | undefined, identityText: string | undefined, options: ComponentResourceOptions): Promise<ExitCode> {
  const reporter = createReporter(options);
  if (!text || !identityText)
    throw new ExitError(EXIT.usage, 'missing argument: the component reference and the resource name (rgdc component resource REF NAME)');
  const identity = parseIdentity(identityText);
  if (!identity) throw new ExitError(EXIT.usage, `"${identityText}" is not a resource identity: NAME or NAME,KEY=VALUE,...`);
  const registry = readRegistryFlags(options, false);
  // The sink hears the store's warnings too (a damaged cache entry); they are shown with any failure.
  const sink = createCollector();
  const fail = (diagnostics: readonly Diagnostic[], code?: ExitCode): ExitCode => {
    registry.done();
    return reporter.fail(diagnostics === sink.diagnostics ? diagnostics : [...sink.diagnostics, ...diagnostics], code ?? componentExitCode(diagnostics));
  };
  const reference = parseReferenceArgument(text);
  if ('code' in reference) return fail([reference]);
  const reader = openReferenceStore(reference, text, { ...registry.store, report: sink.report });
  if ('code' in reader) return fail([reader]);
  const version = await readReferencedVersion(reader, reference, sink.report);
  if (!version || sink.hasErrors()) return fail(sink.diagnostics);
  const origin = formatComponentReference(reference, { version: version.component.version });
  const index = findByIdentity(version.component.resources, identity);
  const resource = index < 0 ? undefined : version.component.resources[index]!;
  if (!resource)
    return fail([
      makeDiagnostic('ocm_resource_missing', fileSpan(origin), '', `${origin} has no resource ${identityText}`, {
        hint: `It has: ${describeResources(version.component)}.`,
      }),
    ]);
  const layer = findLocalBlobLayer(version, resource);
  if (!layer) {
    const access = isRecord(resource.access) ? resource.access : {};
    return fail([
      makeDiagnostic(
        'ocm_resource_not_local_blob',
        fileSpan(origin),
        '',
        `resource ${identityText} of ${origin} has access ${String(access.type ?? 'none')}${typeof access.imageReference === 'string' ? ` (${access.imageReference})` : ''}, not a localBlob layer of this version`,
      ),
    ]);
  }
  let bytes: Uint8Array;
  try {
    bytes = await reader.getBlob(version.repository, layer.digest, layer.size);
  } catch (error) {
    if (!(error instanceof OciError)) throw error;
    return fail([storeFailure(error, origin)]);
  }
  const declared =
    isRecord(resource.digest) && typeof resource.digest.value === 'string' && resource.digest.normalisationAlgorithm === 'genericBlobDigest/v1'
      ? resource.digest.value
      : undefined;
  if (declared !== undefined && `sha256:${declared}` !== computeDigest(bytes)) {
    return fail(
      [
        makeDiagnostic(
          'ocm_store_failed',
          fileSpan(origin),
          '',
          `resource ${identityText} of ${origin}: the blob has digest ${computeDigest(bytes)}, the descriptor says sha256:${declared}`,
        ),
      ],
      EXIT.unreachable,
    );
  }
  let content: string;
  try {
    content = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail(
      [
        makeDiagnostic(
          'ocm_resource_not_local_blob',
          fileSpan(origin),
          '',
          `resource ${identityText} of ${origin} holds binary data (${String(layer.mediaType)}); rgdc component resource prints text resources such as an RGD`,
          { hint: 'Fetch binary blobs with the OCM CLI (ocm download resource).' },
        ),
      ],
      EXIT.inputErrors,
    );
  }
  if (options.output !== undefined) {
    const failure = writeOutput(options.output, content);
    if (failure) return fail([failure], EXIT.io);
  }
  registry.done();
  reporter.diagnostics(sink.diagnostics);
  const result = {
    reference: origin,
    resource: {
      name: String(resource.name),
      version: String(resource.version ?? ''),
      type: String(resource.type ?? ''),
      mediaType: layer.mediaType,
      digest: layer.digest,
      size: bytes.byteLength,
    },
    content,
  };
  reporter.finish(true, result, options.output === undefined ? content : undefined, {
    foreign: true,
    summary: { what: `read resource ${identityText} of ${origin} (${bytes.byteLength} bytes)`, to: options.output ?? 'stdout' },
  });
  return EXIT.ok;
}

/** `rgd` or `image,architecture=arm64` as an identity selector. */
function parseIdentity(text: string): Record<string, string> | undefined {
  const [name, ...extra] = text.split(',');
  if (!name || name.includes('=')) return undefined;
  const identity: Record<string, string> = { name };
  for (const pair of extra) {
    const at = pair.indexOf('=');
    if (at <= 0) return undefined;
    identity[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return identity;
}
