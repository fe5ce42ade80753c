#!/usr/bin/env node
/**
 * The rgdc command line. Declares commands and flags, then hands over to the command
 * module, loaded only when its command runs so start-up stays fast.
 */
import { KRO_OPTION } from './kro-option.js';
import { DEPLOYER_OPTION } from './deployer-option.js';
import module from 'node:module';
import { Command, CommanderError } from 'commander';
import type { DiagnosticCode } from '../diagnostics/codes.js';
import { EXIT, ExitError } from './exit-codes.js';
import { escapeControl } from '../diagnostics/terminal-text.js';
import { guardStandardStreams, standardOutputExitCode } from './io/stdout.js';
import { RGDC_VERSION } from '../version.js';
import { fileSpan, makeDiagnostic } from '../diagnostics/report.js';
import { registerDiff } from './commands/diff.js';
import { registerPublish } from './commands/publish.js';
import { registerComponentResource } from './commands/component-resource.js';
import { registerComponentPush } from './commands/component-push.js';
import { addRegistryOptions } from './registry-options.js';
import { JSON_OPTION } from './json-option.js';

// Node 22+ caches compiled code between runs; on Node 20 the call does not exist.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

/** The top-level commands, as {@link buildProgram} names them. */
const COMMANDS: ReadonlySet<string> = new Set([
  'compile',
  'init',
  'schema',
  'types',
  'import',
  'localize',
  'preview',
  'component',
  'diff',
  'publish',
  'check',
  'lsp',
  'graph',
]);
/** Flags that print help or the version instead of running a command. */
const HELP_FLAGS: ReadonlySet<string> = new Set(['-h', '--help', '-V', '--version']);

/**
 * The one command a command line runs for certain: its first argument, or its second after
 * `-q` / `--quiet`, names a command, and no help or version flag comes before `--`.
 * Commander then dispatches to that command without looking at any other, so only it
 * needs declaring (all of them with their flags cost about 2 ms of every start).
 * Anything else (help, a mistyped command, options before the command) declares all.
 */
function soleCommand(args: readonly string[]): string | undefined {
  const end = args.indexOf('--');
  // Short flags combine (`-qh`): any that holds h or V may ask for help.
  if ((end === -1 ? args : args.slice(0, end)).some((arg) => HELP_FLAGS.has(arg) || /^-[A-Za-z]*[hV]/.test(arg))) return undefined;
  const word = args[0] === '-q' || args[0] === '--quiet' ? args[1] : args[0];
  return word !== undefined && COMMANDS.has(word) ? word : undefined;
}

/** The program: every command, or only `only` (see {@link soleCommand}). */
function buildProgram(setExit: (code: number) => void, only?: string, json = false): Command {
  const program = new Command('rgdc')
    .description('Compile, check and preview kro ResourceGraphDefinitions that deliver OCM components through Flux.')
    .version(RGDC_VERSION, '-V, --version')
    .showHelpAfterError('(run rgdc --help for usage)')
    .option('-q, --quiet', 'no summary line on stderr when a command succeeds (diagnostics are still printed)')
    // Every command's --help lists --quiet too (the setting is copied to each command).
    .configureHelp({ showGlobalOptions: true })
    .exitOverride();
  // With --json a usage error is one JSON object on stdout (printUsageJson) and nothing on
  // stderr: commander's own error text is held back. Set before the commands, which copy it.
  if (json) program.showHelpAfterError(false).configureOutput({ outputError: () => undefined });
  // Global flags, read after parsing wherever they were given (before or after the command).
  const global = <T extends object>(options: T): T & { quiet: boolean } => ({ ...options, quiet: program.opts().quiet === true });
  const declares = (name: string): boolean => only === undefined || only === name;

  if (declares('compile')) {
    program
      .command('compile')
      .description('Compile a ConfigData into a kro ResourceGraphDefinition.')
      .argument('[configdata]', 'ConfigData file, or - for standard input')
      .option(
        '-o, --output <path>',
        'write to FILE atomically instead of stdout; with --emit, DIR/ (or an existing directory) gets one file per output, any other path one multi-document file',
      )
      .option('--target <profile>', 'OCM controller and deployer (Flux) releases to compile for (see --list-targets)')
      .option(
        '--kro-feature-gates <list>',
        "the kro controller's --feature-gates to compile for, e.g. CELOmitFunction=true (default kro's: all off; recorded in rgdc.dev/kro-feature-gates)",
      )
      .option('--emit <kinds>', 'outputs to produce, any of rgd,instance,bootstrap,constructor,schema (printed in that order)')
      .option('--bootstrap-namespace <ns>', 'namespace of the bootstrap objects (--emit bootstrap)', 'default')
      .option('--list-targets', 'list the target profiles and exit')
      .option(
        '--verify',
        'verify the ConfigData against its component version (component.repository//name:version): every chart, source and image it names exists there with a usable type',
      )
      .option(
        '--component <ref>',
        "with --verify: this component version (a registry or CTF reference) instead of the ConfigData's own; without a version, component.version is resolved there",
      )
      .option('--verify-images', "with --verify: ask each image's registry for its digest and compare it with the component version's")
      .option(...JSON_OPTION)
      .addHelpText(
        'after',
        `
--verify, --component and --verify-images contact the registry (or read the CTF); findings
about the ConfigData exit 1, a registry that cannot be read exits 4.

Examples:
  rgdc compile configdata.yaml                      print the RGD
  rgdc compile configdata.yaml -o rgd.yaml          write it atomically
  rgdc compile configdata.yaml --emit rgd,instance  RGD and an example instance as one stream
  rgdc compile configdata.yaml --emit rgd,instance -o emit.yaml   the same stream in one file
  rgdc compile configdata.yaml --emit rgd,instance,bootstrap,constructor,schema -o out/
  cat configdata.yaml | rgdc compile - --json       machine-readable result
  rgdc compile configdata.yaml --verify             check chart and images against the component version
  rgdc compile configdata.yaml --verify --component ./ctf//acme.org/podinfo --verify-images`,
      )
      .action(async (file: string | undefined, options) => {
        const { runCompile } = await import('./commands/compile.js');
        setExit(await runCompile(file, global(options)));
      });
  }
  if (declares('init')) {
    program
      .command('init')
      .description('Write a commented starter ConfigData that compiles as it is.')
      .argument('<name>', 'name of the component deployment (a DNS label, e.g. podinfo)')
      .option('--helm', 'deliver a Helm chart (the default)')
      .option('--kustomize', 'deliver a kustomization or plain manifests')
      .option('-o, --output <file>', 'write to FILE atomically instead of stdout (an existing file only with --force)')
      .option('--force', 'with -o: replace an existing file')
      .option(...JSON_OPTION)
      .addHelpText('after', '\nExamples:\n  rgdc init podinfo > configdata.yaml\n  rgdc init shop --kustomize -o configdata.yaml')
      .action(async (name: string, options) => {
        const { runInit } = await import('./commands/init.js');
        setExit(runInit(name, global(options)));
      });
  }

  if (declares('schema')) {
    program
      .command('schema')
      .description('Print the ConfigData JSON Schema, or the instance API JSON Schema of a ConfigData.')
      .argument('<what>', '`configdata` or `instance`')
      .argument('[file]', 'with `instance`: the ConfigData file, or -')
      .option(...JSON_OPTION)
      .addHelpText('after', '\nExamples:\n  rgdc schema configdata > configdata.schema.json\n  rgdc schema instance configdata.yaml > instance.schema.json')
      .action(async (what: string, file: string | undefined, options) => {
        const { runSchema } = await import('./commands/schema.js');
        setExit(runSchema(what, file, global(options)));
      });
  }

  if (declares('types')) {
    program
      .command('types')
      .description('Print TypeScript types for the instance API of a ConfigData.')
      .argument('<what>', '`instance`')
      .argument('[file]', 'the ConfigData file, or -')
      .option(...JSON_OPTION)
      .addHelpText('after', '\nExample:\n  rgdc types instance configdata.yaml > podinfo.d.ts')
      .action(async (what: string, file: string | undefined, options) => {
        const { runTypes } = await import('./commands/schema.js');
        setExit(await runTypes(what, file, global(options)));
      });
  }

  if (declares('import')) {
    program
      .command('import')
      .description('Translate an OCM v1 ConfigData (config.ocm.software/v1alpha1) into an rgdc ConfigData.')
      .argument('[v1-configdata]', 'OCM v1 ConfigData file, or - for standard input')
      .option('--component <name@version>', 'the OCM component version (version may be a semver range); required')
      .option('--repository <url>', 'the OCM repository holding the component; required')
      .option('--helm-chart <resource>', 'deploy this Helm chart resource; rules map to Helm values paths')
      .option('--kustomize <resource>', 'deploy this manifests resource; rules become patches of its objects')
      .option('--source <dir>', "with --kustomize: directory holding the resource's files, read to find the object each rule patches")
      .option('--reference-path <refs>', 'component references (a/b) to the component holding the resources, as in v1 referencePath')
      .option('--name <name>', 'metadata.name of the result (default: the v1 metadata.name as a DNS label)')
      .option('-o, --output <file>', 'write to FILE atomically instead of stdout')
      .option(...JSON_OPTION)
      .addHelpText(
        'after',
        `
Examples:
  rgdc import config.yaml --component acme.org/podinfo@1.0.0 --repository ghcr.io/acme/ocm --helm-chart chart
  rgdc import config.yaml --component "acme.org/podinfo@>=1.0.0 <2" --repository ghcr.io/acme/ocm \\
      --kustomize manifests --source ./manifests-resource -o configdata.yaml`,
      )
      .action(async (file: string | undefined, options) => {
        const { runImport } = await import('./commands/import.js');
        setExit(runImport(file, global(options)));
      });
  }

  if (declares('localize')) {
    program
      .command('localize')
      .description('Apply the configuration and localization rules of a ConfigData to one file (OCM v1 semantics) and log every change.')
      .argument('[file]', 'Helm values file, or manifests (one or more documents); - for standard input')
      .option('--config-data <file>', 'the ConfigData whose rules are applied: rgdc, or OCM v1 (config.ocm.software/v1alpha1) (required)')
      .option('--image <resource=ref>', 'image reference of an OCM resource (repeatable)', (value: string, previous: string[] = []) => [...previous, value])
      .option(
        '--component <file|ref>',
        'OCM component descriptor (v2, v3alpha1) or constructor giving the images, or a component reference (registry or ctf::PATH//COMPONENT:VERSION)',
      )
      .option('--values <file>', 'parameter values: a YAML map, or a ConfigMap whose data holds them')
      .option('--target <kind/name>', 'kustomize: apply only the rules for this object')
      .option('--file-path <name>', "OCM v1 ConfigData: the file's name inside the resource, matched against the rules' file: (default: the path given)")
      .option('-o, --output <file>', 'write the mutated file atomically instead of stdout')
      .option(...JSON_OPTION)
      .addHelpText(
        'after',
        `
Examples:
  rgdc localize values.yaml --config-data configdata.yaml --values my-values.yaml \\
      --image image=ghcr.io/stefanprodan/podinfo:6.9.1
  rgdc localize deploy.yaml --config-data configdata.yaml --component component-constructor.yaml
  rgdc localize manifests.yaml --config-data configdata.yaml --values configmap.yaml --target Deployment/podinfo -o out.yaml
  rgdc localize values.yaml --config-data configdata.yaml --json   changes as data
  rgdc localize manifests/deploy.yaml --config-data config.yaml --values cm.yaml \
      --image image=ghcr.io/stefanprodan/podinfo:6.9.1    an OCM v1 ConfigData, rules by file:
  rgdc localize /tmp/out.yaml --config-data config.yaml --file-path manifests/deploy.yaml`,
      )
      .action(async (file: string | undefined, options) => {
        const { runLocalize } = await import('./commands/localize.js');
        setExit(await runLocalize(file, global(options)));
      });
  }

  if (declares('preview')) {
    program
      .command('preview')
      .description('Show the objects kro would create for an instance (and the instance status), with upstream state simulated.')
      .argument('[file]', 'ConfigData or RGD file, or - for standard input')
      .option('--instance <file>', 'the instance to preview (required)')
      .option(
        '--component <file|ref>',
        'OCM component descriptor(s) (v2 or v3alpha1; one document per component), or a component reference (HOST/PATH//COMPONENT:VERSION, ctf::PATH//COMPONENT:VERSION) read with its referenced components',
      )
      .option('--status <id.path=value>', 'override simulated state; VALUE is YAML (repeatable)', (value: string, previous: string[] = []) => [
        ...previous,
        value,
      ])
      .option('--external <file>', 'objects that externalRef resources read (repeatable)', (value: string, previous: string[] = []) => [...previous, value])
      .option(
        '--target <profile>',
        "OCM controller and deployer (Flux) releases to simulate (default: the RGD's rgdc.dev/target, else the newest; see rgdc compile --list-targets)",
      )
      .option(
        '--kro-feature-gates <list>',
        "the kro controller's --feature-gates, e.g. CELOmitFunction=true (default: the RGD's rgdc.dev/kro-feature-gates, else kro's: all off)",
      )
      .option('--explain', 'say for every field which expression or ConfigData rule produced it')
      .option('--strict', 'a component version outside the semver constraint is an error (exit 1), not a warning')
      .option(
        '--component-from-configdata',
        'read the component version the ConfigData names (component.repository//name:version, a constraint resolved from the tags) instead of --component',
      )
      .option(...JSON_OPTION)
      .addHelpText(
        'after',
        `
A chart, source or image missing from --component, or of a type the delivery cannot use,
is an error (exit 1) at the ConfigData line that names it.

Examples:
  rgdc preview configdata.yaml --instance instance.yaml --component component-descriptor.yaml
  rgdc preview configdata.yaml --instance instance.yaml --component cd.yaml --strict
  rgdc preview configdata.yaml --instance instance.yaml --component ./ctf//acme.org/podinfo:6.9.1
  rgdc preview configdata.yaml --instance instance.yaml --component-from-configdata   from component.repository
  rgdc preview rgd.yaml --instance instance.yaml --explain
  rgdc preview rgd.yaml --instance instance.yaml --external configmap.yaml
  rgdc preview configdata.yaml --instance instance.yaml --component cd.yaml \\
      --status helmRelease.status.conditions='[{type: Ready, status: "False"}]'
  rgdc preview configdata.yaml --instance instance.yaml --component cd.yaml --json   objects, instance and provenance as data`,
      )
      .action(async (file: string | undefined, options) => {
        const { runPreview } = await import('./commands/preview.js');
        setExit(await runPreview(file, global(options)));
      });
  }

  if (declares('component')) {
    const component = program
      .command('component')
      .description('Read OCM component versions from a registry or a CTF: show one, list the versions of a component, or push them to another store.');
    component
      .command('show')
      .description('Show a component version: resolved version, manifest digest, resources (type, relation, access, digest), references and signatures.')
      .argument('[reference]', 'component reference: [http://|https://]HOST[:PORT][/PATH]//COMPONENT[:VERSION|@DIGEST], or ctf::PATH//COMPONENT[:VERSION]')
      .option(...JSON_OPTION)
      .addHelpText(
        'after',
        `
VERSION may be a semver constraint (">=6.9.0 <7", "~6.9"): the newest version it admits is shown.
Without VERSION, the newest version. Exit codes: 2 bad reference, 4 registry or CTF failure
(unreachable, missing, no such version), 1 a stored descriptor that breaks the OCM schema.

Examples:
  rgdc component show ghcr.io/acme/ocm//acme.org/podinfo:6.9.1
  rgdc component show ./ctf//acme.org/podinfo:'>=6.9 <7' --json
  rgdc component show ctf::transport-archive.tar.gz//github.com/acme.org/helloworld`,
      )
      .action(async (reference: string | undefined, options) => {
        const { runComponentShow } = await import('./commands/component.js');
        setExit(await runComponentShow(reference, global(options)));
      });
    component
      .command('versions')
      .description("List the versions of a component, newest first, marking those the reference's version or constraint selects.")
      .argument('[reference]', 'component reference; a VERSION or constraint marks the versions it selects (* selected, > the one it resolves to)')
      .option(...JSON_OPTION)
      .addHelpText(
        'after',
        "\nExamples:\n  rgdc component versions ghcr.io/acme/ocm//acme.org/podinfo\n  rgdc component versions ./ctf//acme.org/podinfo:'>=6.9 <7'",
      )
      .action(async (reference: string | undefined, options) => {
        const { runComponentVersions } = await import('./commands/component.js');
        setExit(await runComponentVersions(reference, global(options)));
      });

    registerComponentResource(component, program, setExit);
    registerComponentPush(component, program, setExit);
  }

  if (declares('diff')) registerDiff(program, setExit);
  if (declares('publish')) registerPublish(program, setExit);
  if (declares('check')) {
    program
      .command('check')
      .description("Check RGDs (or ConfigData, compiled first) offline against kro's admission rules.")
      .argument(
        '[files...]',
        'RGD or ConfigData files, folders to walk (every *.yaml/*.yml: RGDs, ConfigData and instances of those RGDs are checked, anything else skipped), or - for standard input',
      )
      .option(
        '--exclude <glob>',
        'with a folder: leave out files and folders matching GLOB (.gitignore syntax, relative to the folder; .gitignore files are honoured too; repeatable)',
        (value: string, previous: string[] = []) => [...previous, value],
      )
      .option('--verbose', 'with a folder: one info line per file skipped because it holds nothing to check')
      .option('--crds <path>', 'CRD YAML file or folder giving the schemas of template kinds (repeatable)', (value: string, previous: string[] = []) => [
        ...previous,
        value,
      ])
      .option('--sarif <file>', 'also write the findings as SARIF 2.1.0 (for GitHub code scanning)')
      .option('--no-builtin-schemas', 'do not use the built-in OCM, Flux and Kubernetes schemas (only --crds)')
      .option('--target <profile>', 'OCM controller and deployer (Flux) releases of RGDs without an rgdc.dev/target annotation, and of ConfigData inputs')
      .option(
        '--kro-feature-gates <list>',
        "the kro controller's --feature-gates, e.g. CELOmitFunction=true (default: each RGD's rgdc.dev/kro-feature-gates, else kro's: all off)",
      )
      .option('--verify', 'verify ConfigData inputs against their component versions (component.repository//name:version), as compile --verify')
      .option('--component <ref>', 'verify ConfigData inputs against this component version (registry or CTF reference); implies --verify')
      .option('--verify-images', "with --verify: ask each image's registry for its digest and compare it with the component version's")
      .option(...JSON_OPTION)
      .addHelpText(
        'after',
        "\nExamples:\n  rgdc check deploy/ --exclude 'charts/' --verbose\n  rgdc check rgd.yaml --crds crds/\n  rgdc check configdata.yaml --sarif rgdc.sarif\n  rgdc check configdata.yaml --component ghcr.io/acme/ocm//acme.org/podinfo:6.9.1",
      )
      .action(async (files: string[], options) => {
        const { runCheck } = await import('./commands/check.js');
        setExit(await runCheck(files, global(options)));
      });
  }

  if (declares('lsp')) {
    program
      .command('lsp')
      .description('Language server for editors (diagnostics, completion, hover, definition, rename, quick fixes) over stdio; see docs/editors.md.')
      .option('--stdio', 'talk LSP over standard input and output (the default)')
      .option('--socket <port>', 'connect to the editor listening on this loopback port instead')
      .action(async (options: { socket?: string }) => {
        const { runLsp } = await import('./commands/lsp.js');
        runLsp(options);
        // The server runs until the editor sends exit; the library ends the process then.
        await new Promise<never>(() => undefined);
      });
  }

  if (declares('graph')) {
    program
      .command('graph')
      .description('Print the resource graph of an RGD (or ConfigData) as Mermaid or DOT.')
      .argument('[file]', 'RGD or ConfigData file, or - for standard input')
      .option('--format <format>', 'mermaid or dot', 'mermaid')
      .option(...JSON_OPTION)
      .addHelpText('after', '\nExamples:\n  rgdc graph rgd.yaml > graph.mmd\n  rgdc graph configdata.yaml --format dot | dot -Tsvg > graph.svg')
      .action(async (file: string | undefined, options) => {
        const { runGraph } = await import('./commands/graph.js');
        setExit(runGraph(file, global(options)));
      });
  }
  // `--kro` on every command that answers for one kro release, declared once.
  for (const name of ['compile', 'check', 'preview', 'graph', 'diff']) program.commands.find((c) => c.name() === name)?.option(...KRO_OPTION);
  // `--deployer` beside `--target` on every command that compiles a ConfigData for a target.
  for (const name of ['compile', 'check', 'preview', 'diff', 'publish']) program.commands.find((c) => c.name() === name)?.option(...DEPLOYER_OPTION);
  // The registry flags of every command that reads a component reference, declared once.
  const readsComponents = [
    ['compile'],
    ['check'],
    ['preview'],
    ['localize'],
    ['component', 'show'],
    ['component', 'versions'],
    ['component', 'resource'],
    ['component', 'push'],
    ['publish'],
  ];
  for (const names of readsComponents) {
    let command: Command | undefined = program;
    for (const name of names) command = command?.commands.find((c) => c.name() === name);
    if (command) addRegistryOptions(command);
  }
  return program;
}

async function main(argv: string[]): Promise<number> {
  let exitCode: number = EXIT.ok;
  const json = wantsJson(argv);
  const program = buildProgram(
    (code) => {
      exitCode = code;
    },
    soleCommand(argv.slice(2)),
    json,
  );
  try {
    await program.parseAsync(argv);
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end here too, with exit code 0.
      if (error.exitCode === 0) return EXIT.ok;
      if (json) printUsageJson(escapeControl(error.message.replace(/^error: /, '')));
      return EXIT.usage;
    }
    if (error instanceof ExitError) {
      // Usage messages quote flags the user typed: escaped like any input text. With --json
      // a usage error is said only in the JSON object on stdout.
      const usageJson = error.exitCode === EXIT.usage && json;
      if (error.message && !usageJson) process.stderr.write(`rgdc: ${escapeControl(error.message)}\n`);
      if (usageJson) printUsageJson(escapeControl(error.message), error.code);
      return error.exitCode;
    }
    throw error;
  }
}

/** `--json` anywhere before `--` (commander may not have parsed it when the usage error struck). */
function wantsJson(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).includes('--json');
}

/**
 * With `--json`, stdout is always exactly one JSON object, usage errors included: scripts
 * parse stdout and must not find it empty; stderr stays empty (README, `--json`).
 */
function printUsageJson(message: string, code: DiagnosticCode = 'usage_error'): void {
  const diagnostic = makeDiagnostic(code, fileSpan('<command line>'), '', message || 'invalid command line');
  process.stdout.write(`${JSON.stringify({ ok: false, diagnostics: [diagnostic], result: null }, null, 2)}\n`);
}

guardStandardStreams();
main(process.argv).then(
  (code) => {
    // A failed write to stdout (a full disk) outranks the command's own result.
    process.exitCode = standardOutputExitCode() ?? code;
  },
  (error: unknown) => {
    // A bug, not bad input: one line, and the stack only when asked for.
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`rgdc: internal error: ${escapeControl(message.split('\n')[0]!)}\n`);
    if (process.env.RGDC_DEBUG === '1' && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
    else process.stderr.write('rgdc: this is a bug; run again with RGDC_DEBUG=1 and report the output\n');
    process.exitCode = EXIT.internal;
  },
);
