/**
 * kro's feature gates, as the kro controller takes them (`--feature-gates
 * CELOmitFunction=true`, Helm value `featureGates`). kro declares them in
 * `pkg/features/features.go` (all alpha, all off by default); the flag is parsed by
 * `k8s.io/component-base/featuregate` (`Set`): comma-separated `Name=bool`, spaces trimmed
 * around names and values, empty entries skipped, `strconv.ParseBool` values, and the
 * special `AllAlpha` / `AllBeta` keys that switch every alpha (beta) gate.
 *
 * rgdc needs them because they change what kro admits: with `CELOmitFunction` off, kro's
 * graph builder rejects every RGD that calls `omit()` ("omit() requires the CELOmitFunction
 * feature gate to be enabled", `pkg/graph/builder.go` `extractDependencies`). A compiled
 * RGD records the gates it was compiled for in {@link FEATURE_GATES_ANNOTATION}:
 *
 * ```yaml
 * metadata:
 *   annotations:
 *     rgdc.dev/kro-feature-gates: CELOmitFunction=true
 * ```
 */
import { suggestName } from '../util/did-you-mean.js';

/** kro's gates and their defaults (`defaultKroFeatureGates`; every one is alpha). */
export const KRO_FEATURE_GATE_DEFAULTS = {
  CELOmitFunction: false,
  ConservativeCRDComparison: false,
  GraphKind: false,
  InstanceConditionEvents: false,
  InstanceConditionMetrics: false,
} as const;

export type KroFeatureGate = keyof typeof KRO_FEATURE_GATE_DEFAULTS;

/** The kro release that added each gate (the "Since" column of kro's docs/advanced/02-feature-gates.md at 1de605ea). */
export const KRO_FEATURE_GATE_SINCE: Readonly<Record<KroFeatureGate, string>> = {
  CELOmitFunction: 'v0.9.0',
  ConservativeCRDComparison: 'v0.10.0',
  GraphKind: 'v0.10.0',
  InstanceConditionEvents: 'v0.9.0',
  InstanceConditionMetrics: 'v0.9.3',
};

/** The state of every kro gate. */
export type KroFeatureGates = Readonly<Record<KroFeatureGate, boolean>>;

/** kro's defaults: every gate off. */
export const DEFAULT_FEATURE_GATES: KroFeatureGates = { ...KRO_FEATURE_GATE_DEFAULTS };

/** The annotation through which a compiled RGD remembers the gates it was compiled for. */
export const FEATURE_GATES_ANNOTATION = 'rgdc.dev/kro-feature-gates';

const GATE_NAMES = Object.keys(KRO_FEATURE_GATE_DEFAULTS) as KroFeatureGate[];

/** component-base's keys that set every gate of one maturity; kro has only alpha gates. */
const ALL_ALPHA = 'AllAlpha';
const ALL_BETA = 'AllBeta';

/** A parse failure, worded as a usage error. */
export interface FeatureGatesError {
  readonly error: string;
}

/**
 * Parses kro's controller syntax (`CELOmitFunction=true,GraphKind=false`) over kro's
 * defaults. Unknown names and values that are not booleans are errors (as the controller
 * refuses to start on them), with a "did you mean" for misspelt names.
 *
 * @example parseFeatureGates('CELOmitFunction=true') // { gates: { CELOmitFunction: true, ... } }
 */
export function parseFeatureGates(
  text: string,
  release?: { readonly name: string; readonly featureGates: readonly KroFeatureGate[] },
): { readonly gates: KroFeatureGates } | FeatureGatesError {
  // A kro release knows only its own gates (`KroRelease.featureGates`): another is an error, as at its controller.
  const names = release?.featureGates ?? GATE_NAMES;
  const gates: Record<KroFeatureGate, boolean> = { ...DEFAULT_FEATURE_GATES };
  const explicit = new Set<KroFeatureGate>();
  let allAlpha: boolean | undefined;
  for (const entry of text.split(',')) {
    if (entry.length === 0) continue;
    const at = entry.indexOf('=');
    const name = (at < 0 ? entry : entry.slice(0, at)).trim();
    if (at < 0) return { error: `missing bool value for ${name}` };
    const raw = entry.slice(at + 1).trim();
    const value = parseBool(raw);
    if (name === ALL_ALPHA || name === ALL_BETA) {
      if (value === undefined) return { error: `invalid value of ${name}=${raw}, expected a boolean (true or false)` };
      if (name === ALL_ALPHA) allAlpha = value;
      continue;
    }
    if (!isGate(name) || !names.includes(name)) {
      const suggestion = isGate(name) ? undefined : suggestName(name, [...names, ALL_ALPHA, ALL_BETA]);
      const note = isGate(name) ? ` (kro ${KRO_FEATURE_GATE_SINCE[name]} added it)` : suggestion ? ` (did you mean ${suggestion}?)` : '';
      const known = release === undefined ? 'known' : `kro ${release.name} has`;
      return { error: `unrecognized kro feature gate: ${name}${note}; ${known}: ${[...names].sort().join(', ')}` };
    }
    if (value === undefined) return { error: `invalid value of ${name}=${raw}, expected a boolean (true or false)` };
    gates[name] = value;
    explicit.add(name);
  }
  // As component-base: AllAlpha sets every alpha gate not named explicitly.
  if (allAlpha !== undefined) for (const name of names) if (!explicit.has(name)) gates[name] = allAlpha;
  return { gates };
}

/**
 * The gates that differ from kro's defaults, in kro's syntax and name order
 * (`CELOmitFunction=true`); empty when every gate is at its default.
 */
export function formatFeatureGates(gates: KroFeatureGates): string {
  return GATE_NAMES.filter((name) => gates[name] !== KRO_FEATURE_GATE_DEFAULTS[name])
    .map((name) => `${name}=${gates[name]}`)
    .join(',');
}

/** The gates an RGD (as plain data) records in `rgdc.dev/kro-feature-gates`, if any. */
export function readFeatureGatesAnnotation(value: unknown): string | undefined {
  const metadata = (value as { metadata?: { annotations?: Record<string, unknown> } } | null)?.metadata;
  const gates = metadata?.annotations?.[FEATURE_GATES_ANNOTATION];
  return typeof gates === 'string' ? gates : undefined;
}

function isGate(name: string): name is KroFeatureGate {
  return Object.hasOwn(KRO_FEATURE_GATE_DEFAULTS, name);
}

/** Go's `strconv.ParseBool`. */
function parseBool(text: string): boolean | undefined {
  if (['1', 't', 'T', 'TRUE', 'true', 'True'].includes(text)) return true;
  if (['0', 'f', 'F', 'FALSE', 'false', 'False'].includes(text)) return false;
  return undefined;
}
