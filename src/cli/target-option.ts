/**
 * The `--target <profile>` and `--kro-feature-gates <list>` flags of compile, check and
 * preview. `--target`: A deprecated profile name
 * (from before profiles were named after releases) still works: the same profile is used,
 * a one-line note goes to stderr, and the exit code is unchanged, so scripts keep working
 * (and `--json` output on stdout stays clean).
 */
import { escapeControl } from '../diagnostics/terminal-text.js';
import { describeUnknownTarget, resolveTarget } from '../targets/profiles.js';
import type { TargetProfile } from '../targets/types.js';
import { EXIT, ExitError } from './exit-codes.js';
import { parseFeatureGates, type KroFeatureGates } from '../targets/feature-gates.js';
import type { KroRelease } from '../kro/releases/index.js';

/**
 * The profile `--target` names, or `undefined` without the flag. An unknown name is a usage
 * error (exit 2); a deprecated one prints `rgdc: warning: ...` to stderr.
 */
export function targetOption(name: string | undefined, stderr: { write(text: string): unknown } = process.stderr): TargetProfile | undefined {
  if (name === undefined) return undefined;
  const resolved = resolveTarget(name);
  if (!resolved) throw new ExitError(EXIT.usage, describeUnknownTarget(name));
  if (resolved.alias !== undefined) {
    stderr.write(
      `rgdc: warning: --target ${escapeControl(resolved.alias)} is a deprecated name of ${resolved.profile.name}; use --target ${resolved.profile.name}\n`,
    );
  }
  return resolved.profile;
}

/**
 * The gates `--kro-feature-gates` gives (kro's controller syntax,
 * `CELOmitFunction=true,GraphKind=false`), or `undefined` without the flag. An unknown gate
 * or a value that is not a boolean is a usage error (exit 2), with a "did you mean"; so is
 * a gate the kro `release` (`--kro`) does not have.
 */
export function featureGatesOption(text: string | undefined, release?: KroRelease): KroFeatureGates | undefined {
  if (text === undefined) return undefined;
  const parsed = parseFeatureGates(text, release);
  if ('error' in parsed) throw new ExitError(EXIT.usage, `--kro-feature-gates: ${escapeControl(parsed.error)}`);
  return parsed.gates;
}
