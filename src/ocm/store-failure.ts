/**
 * A registry or CTF failure as a diagnostic, the same in every command: the code, the
 * message with the HTTP status where the client's message does not name it already, and
 * the client's hint.
 */
import type { DiagnosticCode } from '../diagnostics/codes.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { fileSpan, makeDiagnostic } from '../diagnostics/report.js';
import type { OciError } from '../oci/types.js';

/**
 * The diagnostic code of a store failure: `ocm_store_limit` when the store went past one of
 * rgdc's bounds (an `OciError` of kind `limit`: a deadline, tag pages or count, a blob or
 * archive size), so that the limit is visible in the code and not only in the message;
 * otherwise the caller's own failure code. Both exit 4.
 */
export function storeFailureCode(error: OciError, otherwise: DiagnosticCode = 'ocm_store_failed'): DiagnosticCode {
  return error.kind === 'limit' ? 'ocm_store_limit' : otherwise;
}

/** The error's message, with ` (HTTP 404 MANIFEST_UNKNOWN)` when the message does not say the status itself. */
export function storeFailureMessage(error: OciError): string {
  const { status, registryCode } = error.details;
  if (status === undefined || error.message.includes(`HTTP ${status}`)) return error.message;
  return `${error.message} (HTTP ${status}${registryCode ? ` ${registryCode}` : ''})`;
}

/**
 * The diagnostic of a store failure at `where` (the reference or file as the user wrote it,
 * the whole of it as the place), with `prefix` before the message (`reading <where>: `).
 */
export function storeFailure(error: OciError, where: string, options: { readonly code?: DiagnosticCode; readonly prefix?: string } = {}): Diagnostic {
  return makeDiagnostic(
    storeFailureCode(error, options.code),
    fileSpan(where),
    '',
    `${options.prefix ?? ''}${storeFailureMessage(error)}`,
    error.details.hint ? { hint: error.details.hint } : {},
  );
}
