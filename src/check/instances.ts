/**
 * Instances found next to their RGDs (`rgdc check DIR`): a document whose `apiVersion` and
 * `kind` are the instance API of an RGD checked in the same run is validated against that
 * RGD's instance schema, exactly as preview stores an instance (`preview/instance`):
 * defaults, then the OpenAPI schema kro generates, then the API server's name rules.
 */
import type { LoadedDocument } from '../compiler/phases/1-load/index.js';
import type { DiagnosticSink } from '../diagnostics/diagnostic.js';
import { storeInstance, type InstanceApi } from '../preview/instance/index.js';
import { isRecord } from '../util/records.js';
import type { CheckedDocument } from './document.js';

/** kro's instance group when `spec.schema.group` is not set. */
const DEFAULT_GROUP = 'kro.run';

/** The instance APIs of the RGDs checked in a run, by `apiVersion` and `kind`. */
export class InstanceApis {
  private readonly byKey = new Map<string, InstanceApi>();

  /** Records the instance API of a checked RGD (the first RGD of an API wins). */
  add(checked: CheckedDocument): void {
    const root = checked.model.document.value as { spec?: { schema?: Record<string, unknown> } };
    const schema = root.spec?.schema ?? {};
    const group = typeof schema.group === 'string' && schema.group !== '' ? schema.group : DEFAULT_GROUP;
    const kind = typeof schema.kind === 'string' ? schema.kind : '';
    const key = instanceKey(`${group}/${String(schema.apiVersion ?? '')}`, kind);
    if (kind !== '' && !this.byKey.has(key)) this.byKey.set(key, { kind, checked });
  }

  /** The API a document is an instance of, if any RGD of the run defines it. */
  of(value: unknown): InstanceApi | undefined {
    if (!isRecord(value) || typeof value.apiVersion !== 'string' || typeof value.kind !== 'string') return undefined;
    return this.byKey.get(instanceKey(value.apiVersion, value.kind));
  }
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
