/**
 * The names of every function kro's CEL environment declares (`pkg/cel/environment.go`
 * `BaseDeclarations`, see `reference/cel.md` section 1 and `reference/kro.md` section 3).
 * Typed declarations live with the type checker; here only names matter, to report calls
 * of undeclared functions the way kro's inspector does ("uses unknown functions").
 */

/** Functions called without a receiver: `size(x)`, `omit()`, `url(s)`. */
export const GLOBAL_FUNCTIONS: ReadonlySet<string> = new Set([
  // CEL standard library (and the `has` macro).
  'has', 'size', 'int', 'uint', 'double', 'string', 'bytes', 'bool', 'dyn', 'type', 'duration', 'timestamp', 'matches',
  // Kubernetes libraries: URLs, Quantity, IP, CIDR, semver.
  'url', 'isURL', 'quantity', 'isQuantity', 'ip', 'isIP', 'cidr', 'isCIDR', 'semver', 'isSemver',
  // kro's Omit library (alpha, behind the CELOmitFunction feature gate).
  'omit',
]);

/** Functions called on a receiver: `x.startsWith(y)`, `list.map(v, ...)`. */
export const MEMBER_FUNCTIONS: ReadonlySet<string> = new Set([
  // CEL standard library and macros.
  'contains', 'startsWith', 'endsWith', 'matches', 'size', 'all', 'exists', 'exists_one', 'map', 'filter',
  'getDate', 'getDayOfMonth', 'getDayOfWeek', 'getDayOfYear', 'getFullYear', 'getHours', 'getMilliseconds',
  'getMinutes', 'getMonth', 'getSeconds',
  // cel-go ext: two-variable comprehensions.
  'existsOne', 'transformList', 'transformMap', 'transformMapEntry',
  // cel-go ext: strings.
  'charAt', 'indexOf', 'lastIndexOf', 'lowerAscii', 'upperAscii', 'replace', 'split', 'substring', 'trim', 'join',
  'format', 'reverse',
  // cel-go ext: lists.
  'slice', 'flatten', 'sort', 'sortBy', 'distinct', 'first', 'last',
  // cel-go optional types.
  'orValue', 'hasValue', 'value', 'or', 'optMap', 'optFlatMap',
  // Kubernetes lists, URLs, regex.
  'isSorted', 'sum', 'min', 'max', 'getScheme', 'getHost', 'getHostname', 'getPort', 'getEscapedPath', 'getQuery',
  'find', 'findAll',
  // Kubernetes quantity and semver.
  'sign', 'isGreaterThan', 'isLessThan', 'compareTo', 'add', 'sub', 'asInteger', 'isInteger', 'asApproximateFloat',
  'major', 'minor', 'patch',
  // Kubernetes IP and CIDR.
  'family', 'isUnspecified', 'isLoopback', 'isLinkLocalMulticast', 'isLinkLocalUnicast', 'isGlobalUnicast',
  'containsIP', 'containsCIDR', 'prefixLength', 'masked', 'ip', 'string',
  // kro's Maps library.
  'merge', 'deepMerge',
]);

/** Functions in a namespace: `random.seededString(...)`, `cel.bind(...)`. */
export const NAMESPACED_FUNCTIONS: ReadonlySet<string> = new Set([
  'cel.bind',
  'strings.quote',
  'lists.range',
  'base64.encode', 'base64.decode',
  'optional.of', 'optional.none', 'optional.ofNonZeroValue',
  'ip.isCanonical',
  // kro's own libraries.
  'random.seededString', 'random.seededInt',
  'json.unmarshal', 'json.marshal',
  'hash.fnv64a', 'hash.sha256', 'hash.md5',
  'lists.setAtIndex', 'lists.insertAtIndex', 'lists.removeAtIndex',
  'runtime.newCondition', 'runtime.condition',
]);

/** Identifiers that name function namespaces (when no variable of that name is in scope). */
export const FUNCTION_NAMESPACES: ReadonlySet<string> = new Set([
  ...[...NAMESPACED_FUNCTIONS].map((name) => name.slice(0, name.indexOf('.'))),
  // Namespaces of cel-go libraries kro does NOT enable, so their calls are reported as unknown.
  'math', 'sets',
]);

/** CEL type denotations, usable as values (`type(x) == string`). */
export const TYPE_IDENTIFIERS: ReadonlySet<string> = new Set([
  'int', 'uint', 'double', 'bool', 'string', 'bytes', 'list', 'map', 'null_type', 'type', 'dyn',
]);

/** Whether a call is declared: `name` is the qualified name for namespaced calls. */
export function isKnownFunction(name: string, member: boolean): boolean {
  if (name.includes('.')) return NAMESPACED_FUNCTIONS.has(name);
  return member ? MEMBER_FUNCTIONS.has(name) : GLOBAL_FUNCTIONS.has(name);
}
