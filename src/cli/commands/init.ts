/**
 * `rgdc init <name> [--helm|--kustomize] [-o FILE]`
 */
import { statSync } from 'node:fs';
import { renderStarter, STARTER_NAME } from '../../init/starter.js';
import { fileSpan, makeDiagnostic } from '../../diagnostics/report.js';
import { escapeControl } from '../../diagnostics/terminal-text.js';
import { EXIT, ExitError, type ExitCode } from '../exit-codes.js';
import { writeOutput } from '../io.js';
import { createReporter, type ReportMode } from '../render.js';

export interface InitCommandOptions extends ReportMode {
  readonly helm?: boolean;
  readonly kustomize?: boolean;
  readonly output?: string;
  /** `--force`: replace an existing `-o` file. */
  readonly force?: boolean;
}

export function runInit(name: string, options: InitCommandOptions): ExitCode {
  if (options.helm && options.kustomize) throw new ExitError(EXIT.usage, 'choose one of --helm or --kustomize');
  if (!STARTER_NAME.test(name) || name.length > 63) {
    throw new ExitError(EXIT.usage, `"${name}" is not a valid name: use lowercase letters, digits and '-', starting with a letter (for example podinfo)`);
  }
  const reporter = createReporter(options);
  const text = renderStarter(name, options.kustomize ? 'kustomize' : 'helm');
  if (options.output !== undefined) {
    // A starter is written once; overwriting a ConfigData someone has edited loses work.
    const failure =
      (options.force !== true &&
        isRegularFile(options.output) &&
        makeDiagnostic('io_output_exists', fileSpan(options.output), '', `${escapeControl(options.output)} already exists; rgdc init does not overwrite it`)) ||
      writeOutput(options.output, text);
    if (failure) {
      return reporter.fail([failure], EXIT.io);
    }
  }
  // On stdout the starter speaks for itself (`rgdc init x > file`); a file written is said.
  const summary =
    options.output === undefined
      ? undefined
      : { what: `wrote the ${options.kustomize ? 'kustomize' : 'Helm'} starter ConfigData ${name}`, to: options.output, counts: false as const };
  reporter.finish(
    true,
    { configData: text, written: options.output === undefined ? [] : [options.output] },
    options.output === undefined ? text : undefined,
    summary ? { summary } : {},
  );
  return EXIT.ok;
}

/** True for an existing regular file (devices, FIFOs and `/dev/stdout` are written as usual). */
function isRegularFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
