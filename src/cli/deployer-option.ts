/**
 * `--deployer <name>` as every command that compiles for a target declares it. Plain text,
 * so that declaring the flag loads no deployer (start-up stays fast); test/cli.test.ts
 * checks that it names every deployer of the registry. Parsed by `targetOption`.
 */
export const DEPLOYER_OPTION = [
  '--deployer <name>',
  'the GitOps engine to deliver with: flux (default) or argocd, for the OCM controller of --target (see rgdc compile --list-targets)',
] as const;
