/**
 * The words the CEL lexer reserves (cel-go `celReservedSymbols`): no identifier may be one,
 * so kro refuses them as resource ids and as SimpleSchema field names (a parameter is read
 * as `schema.spec.<name>`).
 */
export const CEL_RESERVED_WORDS: ReadonlySet<string> = new Set([
  'true',
  'false',
  'null',
  'in',
  'as',
  'break',
  'const',
  'continue',
  'else',
  'for',
  'function',
  'if',
  'import',
  'let',
  'loop',
  'package',
  'namespace',
  'return',
  'var',
  'void',
  'while',
]);
