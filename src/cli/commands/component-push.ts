/**
 * `rgdc component push SOURCE TARGET [--json]` and the registry flags: the command's
 * flags; the work is in `./component-push-run.ts`, loaded only when it runs.
 */
import type { Command } from 'commander';
import type { ComponentPushOptions } from './component-push-run.js';
import { JSON_OPTION } from '../json-option.js';

/** Declares `rgdc component push` on the `component` command. */
export function registerComponentPush(component: Command, program: Command, setExit: (code: number) => void): void {
  component
    .command('push')
    .description(
      'Copy component versions (manifests, descriptors, local blobs, byte for byte) from a CTF or registry to a registry or CTF folder, without the OCM CLI.',
    )
    .argument(
      '[source]',
      'a CTF folder or archive, or a registry; //COMPONENT pushes one component, //COMPONENT:VERSION one version (a registry source needs //COMPONENT)',
    )
    .argument('[target]', 'an OCM repository as written before // in a reference: [http://|https://]HOST[:PORT][/PATH], or a CTF folder (created when missing)')
    .option(...JSON_OPTION)
    .addHelpText(
      'after',
      `
Every digest at the target is the source's: nothing is re-encoded, signatures stay valid.
Pushing again uploads nothing (blobs the target has are skipped; a tag already holding the
same manifest is "unchanged"). A tag holding another manifest is never overwritten
(ocm_push_tag_conflict). --username with --password-stdin are sent to the target registry
(to the source registry when the target is a CTF). Exit codes: 0 pushed or unchanged,
1 a tag conflict or a source that is not OCM, 2 usage, 4 a registry or CTF failed.

Examples:
  rgdc component push ./ctf http://127.0.0.1:5000
  rgdc component push ctf::transport-archive.tar.gz//github.com/acme.org/helloworld:1.0.0 ghcr.io/acme/ocm
  printf %s "$TOKEN" | rgdc component push ./ctf ghcr.io/acme/ocm --username ci --password-stdin
  rgdc component push ghcr.io/acme/ocm//acme.org/podinfo ./mirror-ctf`,
    )
    .action(async (source: string | undefined, target: string | undefined, options: ComponentPushOptions) => {
      const { runComponentPush } = await import('./component-push-run.js');
      setExit(await runComponentPush(source, target, { ...options, quiet: program.opts().quiet === true }));
    });
}
