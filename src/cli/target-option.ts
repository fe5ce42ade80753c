/**
 * The `--target <profile>` and `--kro-feature-gates <list>` flags of compile, check and
 * preview. `--target`: A deprecated profile name
 * (from before profiles were named after releases) still works: the same profile is used,
 * a one-line note goes to stderr, and the exit code is unchanged, so scripts keep working
 * (and `--json` output on stdout stays clean).
 */
import { escapeControl } from '../diagnostics/terminal-text.js';
import { DEFAULT_TARGET, describeUnknownTarget, resolveTarget, targetForDeployer } from '../targets/profiles.js';
import type { TargetProfile } from '../targets/types.js';
import { EXIT, ExitError } from './exit-codes.js';
import { parseFeatureGates, type KroFeatureGate, type KroFeatureGates } from '../targets/feature-gates.js';
import type { KroRelease } from '../kro/releases/index.js';

/**
 * The profile `--target` names, or `undefined` without the flag. An unknown name is a usage
 * error (exit 2); a deprecated one prints `rgdc: warning: ...` to stderr.
 */
export function targetOption(
  name: string | undefined,
  stderr: { write(text: string): unknown } = process.stderr,
  deployer?: string,
): TargetProfile | undefined {
  if (deployer !== undefined) return withDeployer(name === undefined ? DEFAULT_TARGET : targetOption(name, stderr)!, deployer);
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
 * rgdc's other names for kro gates. `StrictCRDCompatibilityChecks` is the name kro PR #1430
 * first gave its stricter CRD comparison (gate `strict-crd-compatibility-checks`, Go
 * constant `StrictCRDCompatibilityChecks`); kro released it as `ConservativeCRDComparison`
 * (v0.10.0). kro itself has no gate of the other name: its controller refuses it.
 */
export const FEATURE_GATE_ALIASES: Readonly<Record<string, KroFeatureGate>> = { StrictCRDCompatibilityChecks: 'ConservativeCRDComparison' };

/**
 * `--deployer flux|argocd`: the newest profile of that deployer for the OCM controller of
 * `target` (`--target`, else the default), so DevOps choose the engine without spelling
 * the profile. An unknown deployer, or one with no profile for that controller, is a usage
 * error (exit 2).
 */
function withDeployer(target: TargetProfile, name: string): TargetProfile {
  const chosen = targetForDeployer(target, name);
  if ('error' in chosen) throw new ExitError(EXIT.usage, `--deployer: ${escapeControl(chosen.error)}`);
  return chosen;
}

/**
 * The gates `--kro-feature-gates` gives (kro's controller syntax,
 * `CELOmitFunction=true,GraphKind=false`), or `undefined` without the flag. An unknown gate
 * or a value that is not a boolean is a usage error (exit 2), with a "did you mean"; so is
 * a gate the kro `release` (`--kro`) does not have (naming the release that added it). An
 * alias ({@link FEATURE_GATE_ALIASES}) stands for kro's gate, with a one-line note on stderr.
 */
export function featureGatesOption(
  text: string | undefined,
  release?: KroRelease,
  stderr: { write(text: string): unknown } = process.stderr,
): KroFeatureGates | undefined {
  if (text === undefined) return undefined;
  const entries = text.split(',').map((entry) => {
    const name = (entry.includes('=') ? entry.slice(0, entry.indexOf('=')) : entry).trim();
    const gate = Object.hasOwn(FEATURE_GATE_ALIASES, name) ? FEATURE_GATE_ALIASES[name] : undefined;
    if (gate === undefined) return entry;
    const replaced = entry.replace(name, gate);
    stderr.write(
      `rgdc: note: ${name} is rgdc's name for kro's gate ${gate} (kro has no gate ${name}); kro's controller takes --feature-gates ${escapeControl(replaced.trim())}\n`,
    );
    return replaced;
  });
  const parsed = parseFeatureGates(entries.join(','), release);
  if ('error' in parsed) throw new ExitError(EXIT.usage, `--kro-feature-gates: ${escapeControl(parsed.error)}`);
  return parsed.gates;
}
