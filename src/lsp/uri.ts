/**
 * The name a document's URI gives rgdc's diagnostics. A URI is the client's word for a
 * document, never a path the server opens: the text comes from `didOpen`, so any URI is
 * accepted (`untitled:x`, `http://host/y.yaml`, `file://host/share/z.yaml`), and one that
 * names no local file (a host, an encoded `/`, bad percent-encoding) is shown as it is.
 */
import { fileURLToPath } from 'node:url';

/** The local path of a `file:` URI, or the URI itself when it has none; never throws. */
export function documentName(uri: string): string {
  if (!uri.startsWith('file:')) return uri;
  try {
    const path = fileURLToPath(uri);
    // `file:///a%00b` decodes to a name no file system holds.
    return path.includes('\0') ? uri : path;
  } catch {
    // ERR_INVALID_FILE_URL_HOST (`file://evil.host/...` on Linux), ERR_INVALID_FILE_URL_PATH
    // (an encoded `/`), URIError (bad percent-encoding).
    return uri;
  }
}

/** The workspace folder of a `file:` URI without a host, or undefined. */
export function workspaceRoot(uri: string | null | undefined): string | undefined {
  if (typeof uri !== 'string' || !uri.startsWith('file:')) return undefined;
  const path = documentName(uri);
  return path === uri ? undefined : path;
}
