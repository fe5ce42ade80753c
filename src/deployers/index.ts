/**
 * The deployer registry: every deployer rgdc can compile for, the default first. Adding a
 * deployer is one folder (src/deployers/<name>/) and one line here; its profiles, kinds,
 * settings and simulation then reach `--target`, check, preview and verify through this
 * list (docs/design/deployers.md).
 */
import { ARGOCD } from './argocd/index.js';
import { FLUX } from './flux/index.js';
import type { Deployer } from './types.js';

export type { Deployer, DeliveryInput, DeployerKinds, DeployerSettings, DeployerUpstream, UpstreamStatus } from './types.js';

/** Every deployer, the default first. */
export const DEPLOYERS: readonly Deployer[] = [FLUX, ARGOCD];

/** The deployer of the default target and of the ConfigData's `delivery` vocabulary. */
export const DEFAULT_DEPLOYER: Deployer = DEPLOYERS[0]!;

/** The deployer a profile is for; a profile naming none in the registry is an rgdc bug. */
export function deployerOf(profile: { readonly name: string; readonly deployer: { readonly name: string } }): Deployer {
  const deployer = DEPLOYERS.find((d) => d.name === profile.deployer.name);
  if (deployer === undefined)
    throw new Error(`target ${profile.name} names the deployer ${profile.deployer.name}, which is not in the registry (src/deployers/index.ts)`);
  return deployer;
}
