/**
 * Helm values paths as service teams write them in rules: dot-separated keys, `[n]` list
 * indexes, and bracket-quoted keys for keys that contain dots.
 *
 * @example parseValuesPath('podAnnotations["prometheus.io/scrape"]') // ['podAnnotations', 'prometheus.io/scrape']
 * @example parseValuesPath('image.pullSecrets[0].name')              // ['image', 'pullSecrets', 0, 'name']
 */

/** The segment `[-]` parses to: "after the last item" in JSON Pointer. */
export const APPEND = '\u0000append';

/** A parsed values path: keys and list indexes. */
export type ValuesPath = readonly (string | number)[];

/** Parses a values path, or explains what is wrong with it. */
export function parseValuesPath(text: string): { path: ValuesPath } | { error: string } {
  const path: (string | number)[] = [];
  let i = 0;
  const fail = (why: string) => ({ error: `${why} at character ${i + 1} of \`${text}\`` });
  const readKey = (): string | undefined => {
    let key = '';
    while (i < text.length && text[i] !== '.' && text[i] !== '[') {
      if (text[i] === ']' || text[i] === '"' || text[i] === "'" || /\s/.test(text[i]!)) return undefined;
      if (text[i] === '\\' && text[i + 1] === '.') {
        key += '.';
        i += 2;
        continue;
      }
      key += text[i];
      i++;
    }
    return key === '' ? undefined : key;
  };
  if (text.length === 0) return { error: 'the path is empty' };
  if (text[0] === '[') {
    // A leading bracketed key is allowed (`["a.b"].c`), a leading index is not: values are a map.
    if (text[1] !== '"' && text[1] !== "'") return fail('values start with a key, not a list index');
  } else {
    const first = readKey();
    if (first === undefined) return fail('expected a key');
    path.push(first);
  }
  while (i < text.length) {
    if (text[i] === '.') {
      i++;
      const key = readKey();
      if (key === undefined) return fail('expected a key after `.`');
      path.push(key);
    } else if (text[i] === '[') {
      i++;
      const quote = text[i];
      if (quote === '"' || quote === "'") {
        const end = text.indexOf(quote, i + 1);
        if (end < 0) return fail('unterminated quoted key');
        const key = text.slice(i + 1, end);
        if (key === '') return fail('empty quoted key');
        path.push(key);
        i = end + 1;
      } else if (text.slice(i, i + 2) === '-]') {
        // `[-]` appends to a list (JSON Pointer `-`); only kustomize patches can express it.
        path.push(APPEND);
        i += 1;
      } else {
        const match = /^(0|[1-9][0-9]{0,5})\]/.exec(text.slice(i));
        if (!match) return fail('expected a list index `[n]` or a quoted key `["key"]`');
        path.push(Number(match[1]));
        i += match[1]!.length;
      }
      if (text[i] !== ']') return fail('expected `]`');
      i++;
    } else {
      return fail('expected `.` or `[`');
    }
  }
  return { path };
}

/** Renders a path in the form rules use (bracket-quoting keys that need it). */
export function formatValuesPath(path: ValuesPath): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (segment === APPEND) out += '[-]';
    else if (/^[^.[\]"'\s\\]+$/.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

/**
 * Renders a path in Helm's `--set` syntax, which Flux uses for `valuesFrom[].targetPath`:
 * dots inside keys are escaped as `\.`. Keys with characters `--set` cannot carry
 * (`,` `=` `[` `]` `\`) are refused.
 */
export function formatHelmSetPath(path: ValuesPath): { text: string } | { error: string } {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') {
      out += `[${segment}]`;
      continue;
    }
    if (segment === APPEND || /[,=[\]\\\s]/.test(segment)) return { error: `key \`${segment}\` cannot be written as a Helm --set path` };
    out += (out === '' ? '' : '.') + segment.replace(/\./g, '\\.');
  }
  return { text: out };
}
