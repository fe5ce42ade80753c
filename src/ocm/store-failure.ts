/**
 * The diagnostic code of a store failure: `ocm_store_limit` when the store went past one of
 * rgdc's bounds (an `OciError` of kind `limit`: a deadline, tag pages or count, a blob or
 * archive size), so that the limit is visible in the code and not only in the message;
 * otherwise the caller's own failure code. Both exit 4.
 */
import type { DiagnosticCode } from '../diagnostics/codes.js';
import type { OciError } from '../oci/types.js';

export function storeFailureCode(error: OciError, otherwise: DiagnosticCode = 'ocm_store_failed'): DiagnosticCode {
  return error.kind === 'limit' ? 'ocm_store_limit' : otherwise;
}
