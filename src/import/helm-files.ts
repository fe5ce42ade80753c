/**
 * Helm delivery: a v1 rule patched a file inside the chart. Only a values file can be
 * expressed as Helm values; a subchart's `charts/<name>/values.yaml` maps under the
 * subchart's key (`<name>.`). Templates and other chart files cannot.
 */
import type { ValuesPath } from '../configdata/values-path.js';

/** The values path prefix a chart file maps to, or why it maps to none. */
export function helmValuesPrefix(file: string): { prefix: ValuesPath } | { error: string } {
  const segments = file.split('/').filter((s) => s !== '' && s !== '.');
  const base = segments.pop();
  if (base === undefined || !/values/i.test(base) || !/\.ya?ml$/i.test(base)) {
    return { error: `\`${file}\` is not a values file of the chart; rgdc sets Helm values, it cannot patch other chart files such as templates` };
  }
  if (segments.includes('templates')) return { error: `\`${file}\` is inside the chart's templates; rgdc sets Helm values, it cannot patch templates` };
  if (segments.includes('..')) return { error: `\`${file}\` leaves the chart directory` };
  const prefix: string[] = [];
  segments.forEach((segment, i) => {
    if (segment === 'charts' && segments[i + 1] !== undefined) prefix.push(segments[i + 1]!);
  });
  return { prefix };
}
