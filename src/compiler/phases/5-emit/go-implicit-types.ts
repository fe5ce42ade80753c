/**
 * The plain scalars that go-yaml (gopkg.in/yaml.v2 and yaml.v3, the readers behind
 * sigs.k8s.io/yaml, kubectl, kro, Flux and kustomize) reads as something other than a
 * string: a string rgdc writes must be quoted when it is one of them.
 *
 * Taken from `resolve()` in both versions' resolve.go (Debian's golang-gopkg-yaml.v2-dev
 * 2.4.0 and golang-gopkg-yaml.v3-dev 3.0.1), not from the YAML 1.1 type pages, which go-yaml
 * follows only in part. An untagged plain scalar `in` is resolved by its first byte:
 *
 * - `resolveMap` first (exact case only): the bool words, v2's `y`/`yes`/`on`/`n`/`no`/`off`
 *   in three cases, the null words and the empty string, `.nan`/`.inf` and signed infinities,
 *   and `<<`.
 * - first byte `+`, `-` or a digit: a timestamp (`parseTimestamp`: four digits, `-`, then
 *   `time.Parse` with `2006-1-2T15:4:5.999999999Z07:00`, the same with `t`,
 *   `2006-1-2 15:4:5.999999999` or `2006-1-2`), else with every `_` removed anywhere:
 *   `strconv.ParseInt(plain, 0, 64)` and `ParseUint` (Go literal syntax, so `0x`/`0X`,
 *   `0o`/`0O`, `0b`/`0B`, a leading `0` octal, a sign), or the decimal float
 *   `^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$`; so `-_1`, `0X1F` and `1e1_0`
 *   are numbers.
 * - first byte `.`: `strconv.ParseFloat(in, 64)` (`.5`, `.5_5`, `.5e1_0`).
 * - any other first byte: a string. go-yaml has no sexagesimal numbers, no `=` and no
 *   lowercase-only rule: `yEs`, `1:20` and `TRUE1` are strings to it.
 *
 * The tests below are a superset where Go's parsers add range checks (an out-of-range
 * integer, an invalid date, an infinite float fall back to a string or another type):
 * quoting one string too many costs nothing, one too few changes the data.
 * test/property/go-yaml-differential.test.ts checks the rule against the real readers.
 */

/** `resolveMap` of yaml.v2 (which holds every entry of yaml.v3's). */
const GO_WORDS: ReadonlySet<string> = new Set([
  ...['y', 'Y', 'yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON'],
  ...['n', 'N', 'no', 'No', 'NO', 'false', 'False', 'FALSE', 'off', 'Off', 'OFF'],
  ...['', '~', 'null', 'Null', 'NULL'],
  ...['.nan', '.NaN', '.NAN', '.inf', '.Inf', '.INF', '+.inf', '+.Inf', '+.INF', '-.inf', '-.Inf', '-.INF'],
  '<<',
]);

/** The formats of `parseTimestamp`, with `time.Parse`'s one- or two-digit fields and `.` or `,` before a fraction. */
const GO_TIMESTAMP = /^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:[Tt ][0-9]{1,2}:[0-9]{1,2}:[0-9]{1,2}(?:[.,][0-9]+)?(?:Z|[-+][0-9]{2}:[0-9]{2})?)?$/;

/** `strconv.ParseInt(s, 0, 64)`'s syntax (any size: a too large decimal is a float to go-yaml). */
const GO_INT = /^[-+]?(?:0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+|[0-9]+)$/;

/** go-yaml's `yamlStyleFloat`. */
const GO_FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;

/** `strconv.ParseFloat`'s decimal syntax after a leading `.` (underscores removed). */
const GO_DOT_FLOAT = /^\.[0-9]+(?:[eE][-+]?[0-9]+)?$/;

/**
 * True when go-yaml reads `text`, written as a plain scalar, as a bool, number, null,
 * timestamp or merge key rather than the string `text`.
 *
 * @example
 * goReadsAsNonString('0X1F'); // => true (int 31)
 * goReadsAsNonString('yEs'); // => false (resolveMap is case-exact)
 */
export function goReadsAsNonString(text: string): boolean {
  if (GO_WORDS.has(text)) return true;
  const first = text.charCodeAt(0);
  const isDigit = first >= 0x30 && first <= 0x39;
  if (isDigit || first === 0x2b || first === 0x2d) {
    if (isDigit && GO_TIMESTAMP.test(text)) return true;
    const plain = text.replace(/_/g, '');
    return GO_INT.test(plain) || GO_FLOAT.test(plain);
  }
  if (first === 0x2e) return GO_DOT_FLOAT.test(text.replace(/_/g, ''));
  return false;
}
