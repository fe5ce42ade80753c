/**
 * Flux post-build variable substitution (kustomize-controller's envsubst) on one string:
 * `${VAR}`, `${VAR:-default}` and `${VAR:=default}` (default when unset or empty),
 * `${VAR-default}` and `${VAR=default}` (default when unset); defaults may hold variables.
 * An unset variable without default becomes the empty string, as Flux does outside strict
 * mode. `$${VAR}` is the escape for a literal `${VAR}`; `$VAR` is not substituted.
 *
 * @example envsubst('tcp://${HOST:=redis}:6379', (n) => undefined).text // 'tcp://redis:6379'
 */

/** What happened to each variable met in the text. */
export interface SubstitutionReport {
  readonly text: string;
  /** Variables replaced by a value they were given. */
  readonly used: readonly string[];
  /** Variables with no value and no default: replaced by the empty string. */
  readonly unset: readonly string[];
  /** Variables with no value here but possibly at deploy time: left as written. */
  readonly deferred: readonly string[];
  /** `${...}` forms this implementation does not evaluate: left as written. */
  readonly unsupported: readonly string[];
}

const NAME = /^[_a-zA-Z][_a-zA-Z0-9]*/;

/**
 * Substitutes `text`. `lookup` gives a variable's value or undefined when unset;
 * with `deferUnknown`, unset variables are kept as written (a Secret may set them later).
 */
export function envsubst(text: string, lookup: (name: string) => string | undefined, deferUnknown = false): SubstitutionReport {
  const used: string[] = [];
  const unset: string[] = [];
  const deferred: string[] = [];
  const unsupported: string[] = [];
  const evaluate = (input: string): string => {
    let out = '';
    let i = 0;
    while (i < input.length) {
      if (input.startsWith('$${', i)) {
        out += '${';
        i += 3;
        continue;
      }
      if (!input.startsWith('${', i)) {
        out += input[i];
        i++;
        continue;
      }
      const end = closingBrace(input, i + 2);
      if (end < 0) {
        out += input.slice(i);
        break;
      }
      const whole = input.slice(i, end + 1);
      const body = input.slice(i + 2, end);
      i = end + 1;
      const name = NAME.exec(body)?.[0];
      const rest = name === undefined ? undefined : body.slice(name.length);
      const operator = rest === undefined ? undefined : ['', ':-', ':=', '-', '='].find((op) => (op === '' ? rest === '' : rest.startsWith(op)));
      if (name === undefined || rest === undefined || operator === undefined) {
        unsupported.push(whole);
        out += whole;
        continue;
      }
      const value = lookup(name);
      const fallback = rest.slice(operator.length);
      const useDefault = operator !== '' && (value === undefined || (operator.startsWith(':') && value === ''));
      if (useDefault) {
        out += evaluate(fallback);
      } else if (value !== undefined) {
        used.push(name);
        out += value;
      } else if (deferUnknown) {
        deferred.push(name);
        out += whole;
      } else {
        unset.push(name);
      }
    }
    return out;
  };
  const result = evaluate(text);
  return { text: result, used: unique(used), unset: unique(unset), deferred: unique(deferred), unsupported: unique(unsupported) };
}

/** Index of the `}` closing a `${` whose body starts at `from`, nested `${...}` included. */
function closingBrace(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    if (text.startsWith('${', i)) {
      depth++;
      i++;
    } else if (text[i] === '}') {
      if (depth === 0) return i;
      depth--;
    }
  }
  return -1;
}

function unique(list: string[]): string[] {
  return [...new Set(list)];
}
