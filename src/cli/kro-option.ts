/**
 * `--kro <release>`: the kro release a command answers for (compile, check, preview,
 * diff, graph), beside `--target` (OCM controller and deployer) and `--kro-feature-gates`.
 * The releases are data, `src/kro/releases/`; `rgdc compile --list-targets` lists them.
 */
import { escapeControl } from '../diagnostics/terminal-text.js';
import { DEFAULT_KRO_RELEASE, describeUnknownKroRelease, findKroRelease, KRO_RELEASES, type KroRelease } from '../kro/releases/index.js';
import { EXIT, ExitError } from './exit-codes.js';

/** The flag as every command declares it. */
export const KRO_OPTION = [
  '--kro <release>',
  `the kro release to answer for: ${KRO_RELEASES.map((release) => release.name).join(', ')} (default ${DEFAULT_KRO_RELEASE.name}; see rgdc compile --list-targets)`,
] as const;

/** The release `--kro` names (default {@link DEFAULT_KRO_RELEASE}); an unknown one is a usage error (exit 2). */
export function kroOption(text: string | undefined): KroRelease {
  if (text === undefined) return DEFAULT_KRO_RELEASE;
  const release = findKroRelease(text);
  if (!release) throw new ExitError(EXIT.usage, `--kro: ${escapeControl(describeUnknownKroRelease(text))}`);
  return release;
}
