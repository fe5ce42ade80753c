/**
 * Stand-in for the registry client's `openRegistry(location, options)` (`src/oci/index.ts`)
 * until both branches meet: `open-store.ts` imports `openRegistry` from here; the merge
 * points that import at `../oci/index.js` and deletes this file.
 */
import { OciError, type OciReader } from '../oci/types.js';

/** Always fails: this build has no registry client yet. */
export function openRegistry(location: string, _options: Readonly<Record<string, unknown>>): OciReader {
  throw new OciError('unreachable', `cannot reach ${location}: this build of rgdc has no OCI registry client`, { hint: 'Read the component version from a CTF (ctf::PATH//COMPONENT:VERSION) instead.' });
}
