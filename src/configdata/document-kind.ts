/**
 * What makes a YAML document an rgdc ConfigData: its `apiVersion`. check, preview, publish,
 * import, localize and the CLI's component lookup all tell ConfigData from RGDs by it.
 */
import { isRecord } from '../util/records.js';

/** The apiVersion of an rgdc ConfigData. */
export const CONFIGDATA_API_VERSION = 'rgdc/v1alpha1';

/** A document with `apiVersion: rgdc/v1alpha1` (its kind is checked by the schema later). */
export function isConfigDataDocument(value: unknown): value is Record<string, unknown> {
  return isRecord(value) && value.apiVersion === CONFIGDATA_API_VERSION;
}
