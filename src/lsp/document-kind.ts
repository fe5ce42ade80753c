/**
 * Which YAML files `rgdc lsp` serves, decided by content, whatever the file name: kro RGDs,
 * rgdc ConfigData and OCM v1 ConfigData. Everything else is left alone, so the server can
 * run beside yaml-language-server on every YAML file.
 */

/** The kinds of document the server understands. */
export type DocumentKind = 'rgd' | 'configdata' | 'ocm-configdata';

const RGD = /^kind:\s*["']?ResourceGraphDefinition["']?\s*(#.*)?$/m;
const CONFIGDATA_KIND = /^kind:\s*["']?ConfigData["']?\s*(#.*)?$/m;
const RGDC_API = /^apiVersion:\s*["']?rgdc\/v1alpha1["']?\s*(#.*)?$/m;
const OCM_V1_API = /^apiVersion:\s*["']?config\.ocm\.software\/v1alpha1["']?\s*(#.*)?$/m;

/**
 * The kind of a document from its top-level `apiVersion`/`kind` lines (a cheap look at
 * the text, so unrelated files cost nothing). `undefined`: not ours.
 *
 * @example
 * documentKind('apiVersion: kro.run/v1alpha1\nkind: ResourceGraphDefinition\n'); // 'rgd'
 */
export function documentKind(text: string): DocumentKind | undefined {
  if (RGD.test(text)) return 'rgd';
  if (CONFIGDATA_KIND.test(text)) {
    if (RGDC_API.test(text)) return 'configdata';
    if (OCM_V1_API.test(text)) return 'ocm-configdata';
  }
  return undefined;
}
