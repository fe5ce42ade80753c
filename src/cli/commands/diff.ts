/**
 * `rgdc diff OLD NEW [--instances DIR|FILE...] [--component FILE] [--target PROFILE]
 *  [--kro RELEASE] [--kro-feature-gates LIST] [--strict | --fail-on unknown] [--json] [--sarif FILE]`: the command's flags. The work is in `./diff-run.ts`, loaded
 * only when the command runs, so start-up stays fast.
 */
import type { Command } from 'commander';
import type { DiffCommandOptions } from './diff-run.js';
import { JSON_OPTION } from '../json-option.js';

/** Declares the command on `program` (the one line `main.ts` needs). */
export function registerDiff(program: Command, setExit: (code: number) => void): void {
  program
    .command('diff')
    .description(
      'Compare two RGDs or ConfigData as kro will when NEW replaces OLD: breaking changes, what kro misses, graph changes, and per-instance effects.',
    )
    .argument('<old>', 'the RGD or ConfigData in place: a file, - for standard input, or git:REV:PATH')
    .argument('<new>', 'the RGD or ConfigData to apply: a file, -, or git:REV:PATH')
    .option('--instances <paths...>', 'instance files or directories (*.yaml, *.yml, *.json) to preview against OLD and NEW')
    .option('--component <file>', 'OCM component descriptor(s) for the previews, as for rgdc preview')
    .option('--target <profile>', 'OCM controller and deployer (Flux) releases ConfigData is compiled for (see rgdc compile --list-targets)')
    .option(
      '--kro-feature-gates <list>',
      "the kro controller's --feature-gates, checked against --kro; ConservativeCRDComparison=true (kro v0.10.0; alias StrictCRDCompatibilityChecks) makes kro's CRD comparison stricter",
    )
    .option('--strict', 'an instance that could not be compared (an object its preview could not build) fails the run (exit 1); the same as --fail-on unknown')
    .option('--fail-on <list>', 'what fails the run besides a refused update: unknown (an instance not compared), exit 1')
    .option('--sarif <file>', 'also write the findings as SARIF 2.1.0 (GitHub code scanning)')
    .option(...JSON_OPTION)
    .addHelpText(
      'after',
      `
Exit codes: 0 kro takes NEW (breaking changes allowed by the annotation included), 5 kro or
the API server would refuse it, 1 invalid input (and, with --strict or --fail-on unknown, an
instance not compared), 2 usage, 3 a file or git revision cannot be read.

OLD may also be the CRD kro generated (kubectl get crd NAME -o yaml); an --instances file may
be a List (kubectl get KIND -A -o yaml), one instance per item.

Examples:
  rgdc diff git:main:configdata.yaml configdata.yaml
  rgdc diff old-rgd.yaml new-rgd.yaml --json
  rgdc diff git:HEAD~1:configdata.yaml configdata.yaml --instances instances/ --component cd.yaml
  rgdc diff git:origin/main:configdata.yaml configdata.yaml --sarif diff.sarif
  rgdc diff old-rgd.yaml new-rgd.yaml --kro v0.10.0 --kro-feature-gates ConservativeCRDComparison=true`,
    )
    .action(async (oldFile: string, newFile: string, options: DiffCommandOptions) => {
      const { runDiff } = await import('./diff-run.js');
      setExit(runDiff(oldFile, newFile, { ...options, quiet: program.opts().quiet === true }));
    });
}
