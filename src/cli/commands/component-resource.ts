/**
 * `rgdc component resource REF NAME[,KEY=VALUE...] [-o FILE] [--json]`: the command's
 * flags; the work is in `./component-resource-run.ts`, loaded only when it runs.
 */
import type { Command } from 'commander';
import type { ComponentResourceOptions } from './component-resource-run.js';

/** Declares `rgdc component resource` on the `component` command. */
export function registerComponentResource(component: Command, program: Command, setExit: (code: number) => void): void {
  component
    .command('resource')
    .description('Print (or write with -o) the bytes of a localBlob resource of a component version, verified against its digests.')
    .argument('[reference]', 'component reference: HOST[:PORT][/PATH]//COMPONENT:VERSION, or ctf::PATH//COMPONENT:VERSION')
    .argument('[resource]', 'the resource identity: NAME, or NAME,KEY=VALUE,... with extra identity')
    .option('-o, --output <file>', 'write to FILE atomically instead of stdout')
    .option('--json', 'print one JSON object {ok, diagnostics, result} on stdout (the text in result.content)')
    .addHelpText(
      'after',
      '\nExamples:\n  rgdc component resource ghcr.io/acme/ocm//acme.org/podinfo:6.9.1+rgd.1 rgd -o rgd.yaml\n  rgdc component resource ./ctf//acme.org/podinfo:6.9.1 rgd | rgdc preview - --instance i.yaml --component ./ctf//acme.org/podinfo:6.9.1',
    )
    .action(async (reference: string | undefined, resource: string | undefined, options: ComponentResourceOptions) => {
      const { runComponentResource } = await import('./component-resource-run.js');
      setExit(await runComponentResource(reference, resource, { ...options, quiet: program.opts().quiet === true }));
    });
}
