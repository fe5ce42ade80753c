/**
 * `rgdc publish CONFIGDATA|RGD --to REF [--new-version V | --replace] [--force]
 *  [--with-bootstrap] [--resource-name NAME] [--target PROFILE] [--kro-feature-gates LIST]
 *  [--crds PATH]... [--no-builtin-schemas]
 *  [--username U --password-stdin] [--cache-dir DIR] [--offline] [--json]`: the command's
 * flags (the registry flags are added with every other command's, `../registry-options.ts`).
 * The work is in `./publish-run.ts`, loaded only when the command runs.
 */
import type { Command } from 'commander';
import type { PublishCommandOptions } from './publish-run.js';
import { JSON_OPTION } from '../json-option.js';

/** Declares the command on `program` (the one line `main.ts` needs). */
export function registerPublish(program: Command, setExit: (code: number) => void): void {
  program
    .command('publish')
    .description('Add the compiled RGD (and the bootstrap objects) as localBlob resources to an OCM component version in a registry or CTF folder.')
    .argument('[file]', 'ConfigData (compiled first) or RGD file, or - for standard input')
    .option(
      '--to <ref>',
      'the component version to publish into: [http://|https://]HOST[:PORT][/PATH]//COMPONENT:VERSION, or ctf::PATH//COMPONENT:VERSION (required)',
    )
    .option('--new-version <version>', 'the version to write (default: <version>+rgd.<n>, n the smallest unused)')
    .option('--replace', 'rewrite the --to version in place instead of writing a new version')
    .option('--force', 'publish into a signed version (its signatures are left out: re-sign the result)')
    .option('--with-bootstrap', 'also add the bootstrap objects (Repository, Component, Resource, Deployer) as resource <name>-bootstrap; ConfigData only')
    .option('--resource-name <name>', 'name of the RGD resource', 'rgd')
    .option('--target <profile>', 'OCM controller and deployer (Flux) releases a ConfigData is compiled for (see rgdc compile --list-targets)')
    .option('--kro-feature-gates <list>', "the kro controller's --feature-gates a ConfigData is compiled for, e.g. CELOmitFunction=true")
    .option(
      '--crds <path>',
      'CRD YAML file or folder giving the schemas of template kinds (repeatable), as for rgdc check',
      (value: string, previous: string[] = []) => [...previous, value],
    )
    .option('--no-builtin-schemas', 'do not use the built-in OCM, Flux and Kubernetes schemas (only --crds), as for rgdc check')
    .option('--bootstrap-namespace <ns>', 'namespace of the bootstrap objects (--with-bootstrap)', 'default')
    .option(...JSON_OPTION)
    .addHelpText(
      'after',
      `
The resource is a localBlob of type blob, media type
application/vnd.cncf.kro.resourcegraphdefinition.v1+yaml, as the OCM Deployer reads it.
The input is checked first exactly as rgdc check checks it (same --crds, --target,
--kro-feature-gates and built-in schemas); any error and nothing is published.
Publishing the same bytes again writes nothing. Exit codes: 0 published (or nothing to do),
1 invalid input, a signed version without --force, or a --new-version that exists,
2 usage, 3 a file cannot be read, 4 the registry or CTF failed (HTTP status, registry code, hint).

Examples:
  rgdc publish configdata.yaml --to ghcr.io/acme/ocm//acme.org/podinfo:6.9.1
  rgdc publish configdata.yaml --to ghcr.io/acme/ocm//acme.org/podinfo:6.9.1 --with-bootstrap --json
  rgdc publish rgd.yaml --to ./ctf//acme.org/podinfo:6.9.1 --replace
  echo "$TOKEN" | rgdc publish configdata.yaml --to ghcr.io/acme/ocm//acme.org/podinfo:6.9.1 \\
      --new-version 6.9.1+rgd.7 --username ci --password-stdin`,
    )
    .action(async (file: string | undefined, options: PublishCommandOptions) => {
      const { runPublish } = await import('./publish-run.js');
      setExit(await runPublish(file, { ...options, quiet: program.opts().quiet === true }));
    });
}
