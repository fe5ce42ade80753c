/**
 * `rgdc graph <configdata|rgd> [--format mermaid|dot]`
 */
import { kroOption } from '../kro-option.js';
import { check } from '../../check/check.js';
import { GRAPH_FORMATS, renderGraph, type GraphFormat } from '../../check/graph-format.js';
import { EXIT, ExitError, type ExitCode } from '../exit-codes.js';
import { readInput } from '../io.js';
import { createReporter, plural, type ReportMode } from '../render.js';

export interface GraphCommandOptions extends ReportMode {
  readonly format?: string;
  /** `--kro`: the kro release to read the RGD for. */
  readonly kro?: string;
}

/** Runs the command and returns its exit code. */
export function runGraph(file: string | undefined, options: GraphCommandOptions): ExitCode {
  const reporter = createReporter(options);
  if (!file) throw new ExitError(EXIT.usage, 'missing argument: the RGD or ConfigData file (or - for standard input)');
  const format = (options.format ?? 'mermaid') as GraphFormat;
  if (!GRAPH_FORMATS.includes(format)) throw new ExitError(EXIT.usage, `--format takes ${GRAPH_FORMATS.join(' or ')}; got "${options.format}"`);
  const input = readInput(file);
  if ('diagnostic' in input) {
    return reporter.fail([input.diagnostic], EXIT.io);
  }
  const result = check({ files: [{ file, source: input.text }], kro: kroOption(options.kro) });
  const sources = new Map([[file === '-' ? '<stdin>' : file, input.text], ...result.generated.map((g) => [g.file, g.source] as const)]);
  // Only errors matter here: warnings about unchecked kinds are `rgdc check`'s business.
  reporter.diagnostics(
    result.diagnostics.filter((d) => d.severity === 'error'),
    sources,
  );
  const rendered = result.results.map((rgd) => renderGraph(rgd, format));
  // Errors only: the counts would leave out the warnings this command does not show.
  const what =
    result.results.length === 1
      ? `graph of ${result.results[0]!.name} (${format}, ${plural(result.results[0]!.nodes.length, 'resource')})`
      : `graphs of ${plural(result.results.length, 'RGD')} (${format})`;
  reporter.finish(
    result.ok,
    { format, graphs: result.results, rendered },
    rendered.join('\n'),
    result.ok ? { summary: { what, to: 'stdout', counts: false } } : {},
  );
  if (result.diagnostics.some((d) => d.code === 'internal_error')) return EXIT.internal;
  return result.ok ? EXIT.ok : EXIT.inputErrors;
}
