/**
 * Instances found next to their RGDs (`rgdc check DIR`): a document whose `apiVersion` and
 * `kind` are the instance API of an RGD checked in the same run is validated against that
 * RGD's instance schema, exactly as preview stores an instance (`preview/instance`):
 * defaults, then the OpenAPI schema kro generates, then the API server's name rules.
 */
import type { LoadedDocument } from '../source/index.js';
import type { DiagnosticSink } from '../diagnostics/diagnostic.js';
import { storeInstance, type InstanceApi } from '../preview/instance/index.js';
import { isRecord } from '../util/records.js';
import type { CheckedDocument } from '../kro/document.js';

/** kro's instance group when `spec.schema.group` is not set. */
const DEFAULT_GROUP = 'kro.run';

/** An RGD of the run that defines an instance API, and the file it came from. */
interface Definition {
  readonly api: InstanceApi;
  readonly file: string;
}

/** Which RGD an instance is checked against ({@link InstanceApis.of}). */
export type InstanceMatch =
  | { readonly api: InstanceApi }
  /** Several RGDs define the API and none is nearer the instance than the others. */
  | { readonly ambiguous: readonly string[] };

/** The instance APIs of the RGDs checked in a run, by `apiVersion` and `kind`. */
export class InstanceApis {
  private readonly byKey = new Map<string, Definition[]>();

  /** Records the instance API of a checked RGD read from `file`. */
  add(checked: CheckedDocument, file: string): void {
    const root = checked.model.document.value as { spec?: { schema?: Record<string, unknown> } };
    const schema = root.spec?.schema ?? {};
    const group = typeof schema.group === 'string' && schema.group !== '' ? schema.group : DEFAULT_GROUP;
    const kind = typeof schema.kind === 'string' ? schema.kind : '';
    if (kind === '') return;
    const key = instanceKey(`${group}/${String(schema.apiVersion ?? '')}`, kind);
    const list = this.byKey.get(key) ?? [];
    list.push({ api: { kind, checked }, file });
    this.byKey.set(key, list);
  }

  /**
   * The API a document of `file` is an instance of, if any RGD of the run defines it. A
   * repository may hold several RGDs of one API (one per cluster or environment, or
   * examples side by side: kro's own examples define `WebApp` five times), of which a
   * cluster runs one. The instance is then checked against the RGD whose file shares the
   * most folders with it; when no one RGD is nearest, it is not checked and the caller
   * says so, rather than judging it by an RGD it may not belong to.
   */
  of(value: unknown, file: string): InstanceMatch | undefined {
    if (!isRecord(value) || typeof value.apiVersion !== 'string' || typeof value.kind !== 'string') return undefined;
    const definitions = this.byKey.get(instanceKey(value.apiVersion, value.kind));
    if (!definitions) return undefined;
    if (definitions.length === 1) return { api: definitions[0]!.api };
    const nearness = definitions.map((d) => sharedFolders(d.file, file));
    const best = nearness.reduce((a, b) => Math.max(a, b), 0);
    const nearest = definitions.filter((_, i) => nearness[i] === best);
    if (nearest.length === 1) return { api: nearest[0]!.api };
    return { ambiguous: [...new Set(nearest.map((d) => d.file))] };
  }
}

/** How many leading folders two file paths share. */
function sharedFolders(a: string, b: string): number {
  const left = a.split(/[\\/]/).slice(0, -1);
  const right = b.split(/[\\/]/).slice(0, -1);
  let shared = 0;
  while (shared < left.length && shared < right.length && left[shared] === right[shared]) shared++;
  return shared;
}

/**
 * Validates an instance document against its RGD's instance API; every violation is an
 * `rgd_invalid_instance` at its field. Returns whether the API server would accept it.
 */
export function checkInstance(document: LoadedDocument, api: InstanceApi, report: DiagnosticSink): boolean {
  return storeInstance(document, document.value as Record<string, unknown>, api, report, 'rgd_invalid_instance') !== undefined;
}

function instanceKey(apiVersion: string, kind: string): string {
  return `${apiVersion}\0${kind}`;
}
