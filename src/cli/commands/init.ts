/**
 * `rgdc init <name> [--helm|--kustomize] [-o FILE]`
 */
import { renderStarter, STARTER_NAME } from '../../init/starter.js';
import { EXIT, ExitError, type ExitCode } from '../exit-codes.js';
import { writeOutput } from '../io.js';
import { createReporter } from '../render.js';

export interface InitCommandOptions {
  readonly helm?: boolean;
  readonly kustomize?: boolean;
  readonly output?: string;
  readonly json?: boolean;
}

export function runInit(name: string, options: InitCommandOptions): ExitCode {
  if (options.helm && options.kustomize) throw new ExitError(EXIT.usage, 'choose one of --helm or --kustomize');
  if (!STARTER_NAME.test(name) || name.length > 63) {
    throw new ExitError(EXIT.usage, `"${name}" is not a valid name: use lowercase letters, digits and '-', starting with a letter (for example podinfo)`);
  }
  const reporter = createReporter(options.json === true);
  const text = renderStarter(name, options.kustomize ? 'kustomize' : 'helm');
  if (options.output !== undefined) {
    const failure = writeOutput(options.output, text);
    if (failure) {
      reporter.diagnostics([failure]);
      reporter.finish(false, null);
      return EXIT.io;
    }
  }
  reporter.finish(true, { configData: text, written: options.output === undefined ? [] : [options.output] }, options.output === undefined ? text : undefined);
  return EXIT.ok;
}
