/**
 * One place that decides what is secret (docs/design/secrets.md): sensitive spans are
 * computed from a run's input files, and the renderer applies them to every message,
 * code frame, change log, `--explain` line and `--json` value it prints.
 */
export { CREDENTIAL_PAIRS, CREDENTIAL_WORDS, isCredentialKey, keyWords } from './keys.js';
export { findSensitiveSpans, findSensitiveValues, type LocatedValue, type SensitiveSpans, type SourceRange } from './spans.js';
export { isDistinctive, MASK, maskJson, maskMessage, maskSource, maskText, type MessagePlace } from './mask.js';
export { checkUrlCredentials, findUrlCredentials, type UrlCredential } from './url-credentials.js';
