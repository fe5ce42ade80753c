/**
 * `rgdc graph <configdata|rgd> [--format mermaid|dot]`
 */
import { check } from '../../check/check.js';
import { GRAPH_FORMATS, renderGraph, type GraphFormat } from '../../check/graph-format.js';
import { EXIT, ExitError, type ExitCode } from '../exit-codes.js';
import { readInput } from '../io.js';
import { createReporter } from '../render.js';

export interface GraphCommandOptions {
  readonly format?: string;
  readonly json?: boolean;
}

/** Runs the command and returns its exit code. */
export function runGraph(file: string | undefined, options: GraphCommandOptions): ExitCode {
  const reporter = createReporter(options.json === true);
  if (!file) throw new ExitError(EXIT.usage, 'missing argument: the RGD or ConfigData file (or - for standard input)');
  const format = (options.format ?? 'mermaid') as GraphFormat;
  if (!GRAPH_FORMATS.includes(format)) throw new ExitError(EXIT.usage, `--format takes ${GRAPH_FORMATS.join(' or ')}; got "${options.format}"`);
  const input = readInput(file);
  if ('diagnostic' in input) {
    reporter.diagnostics([input.diagnostic]);
    reporter.finish(false, null);
    return EXIT.io;
  }
  const result = check({ files: [{ file, source: input.text }] });
  const sources = new Map([[file === '-' ? '<stdin>' : file, input.text], ...result.generated.map((g) => [g.file, g.source] as const)]);
  // Only errors matter here: warnings about unchecked kinds are `rgdc check`'s business.
  reporter.diagnostics(result.diagnostics.filter((d) => d.severity === 'error'), sources);
  const rendered = result.results.map((rgd) => renderGraph(rgd, format));
  reporter.finish(result.ok, { format, graphs: result.results, rendered }, rendered.join('\n'));
  if (result.diagnostics.some((d) => d.code === 'internal_error')) return EXIT.internal;
  return result.ok ? EXIT.ok : EXIT.inputErrors;
}
