/**
 * How Flux hands a secret to a chart: a HelmRelease `valuesFrom` entry whose `targetPath`
 * is the values path. The HelmRelease CRD (helm-controller v2) allows at most 250
 * characters of `[a-zA-Z0-9_\-.\\/]` or `[n]` with up to five digits there; the API server
 * refuses any other path, so the whole RGD instance would fail to apply.
 */
import type { SecretPathProblem } from '../types.js';

const TARGET_PATH = /^(?:[a-zA-Z0-9_\-.\\/]|\[[0-9]{1,5}\])+$/;
const TARGET_PATH_MAX = 250;
const HINT = 'Use a values path of letters, digits, `_`, `-`, `.`, `/` and list indexes such as `[0]`.';

/** Why Flux cannot write a secret at the values path `text` (as `--set` writes it), or undefined. */
export function fluxSecretValuesPath(text: string): SecretPathProblem | undefined {
  if (text.length > TARGET_PATH_MAX)
    return { message: `the values path is ${text.length} characters long; Flux accepts at most ${TARGET_PATH_MAX} in valuesFrom targetPath`, hint: HINT };
  if (!TARGET_PATH.test(text))
    return {
      message: `Flux refuses \`${text}\` as valuesFrom targetPath: it takes only letters, digits, \`_\`, \`-\`, \`.\`, \`/\`, \`\\\` and list indexes of up to five digits`,
      hint: HINT,
    };
  return undefined;
}
