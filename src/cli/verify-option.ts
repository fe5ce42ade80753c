/**
 * `--verify` (with `--component REF` and `--verify-images`) of `rgdc compile` and
 * `rgdc check`: a compiled ConfigData verified against its component version
 * (`src/verify/`). Both commands read the flags here so they behave the same.
 */
import type { Analysis } from '../compiler/phases/3-analyze/index.js';
import type { TargetProfile } from '../targets/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { ComponentReference } from '../ocm/reference.js';
import type { VerifyResult } from '../verify/index.js';
import { parseReferenceArgument } from './reference-argument.js';
import type { RegistrySetup } from './registry-options.js';

/** The verify flags as commander gives them. */
export interface VerifyFlags {
  readonly verify?: boolean;
  readonly verifyImages?: boolean;
  /** `--component REF`: verify against this component version instead of the ConfigData's own. */
  readonly component?: string;
}

/** Whether the flags ask for verification (`--component` and `--verify-images` imply `--verify`). */
export function wantsVerify(flags: VerifyFlags): boolean {
  return flags.verify === true || flags.verifyImages === true || flags.component !== undefined;
}

/** The parsed `--component REF`, undefined without it, or the usage diagnostic (exit 2). */
export function verifyReference(flags: VerifyFlags): ComponentReference | undefined | Diagnostic {
  return flags.component === undefined ? undefined : parseReferenceArgument(flags.component);
}

/** Verifies one compiled ConfigData with the run's registry setup (the progress line cleared after). */
export async function runVerify(
  analysis: Analysis,
  profile: TargetProfile,
  reference: ComponentReference | undefined,
  flags: VerifyFlags,
  registry: RegistrySetup,
): Promise<VerifyResult> {
  try {
    // The registry client loads only for a run that verifies (docs/performance.md, "Start-up").
    const { verifyConfigData } = await import('../verify/index.js');
    return await verifyConfigData({ analysis, profile, ...(reference ? { reference } : {}), store: registry.store, images: flags.verifyImages === true });
  } finally {
    registry.done();
  }
}
