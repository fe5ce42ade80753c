/**
 * One parsed cel-js program per environment and expression text, shared by type checking
 * (`KroEnvironment.check`) and evaluation (`evaluate.ts`), so that `rgdc preview`, which
 * type-checks every expression of the RGD and then evaluates it in the same environment,
 * rewrites and parses each expression once and type-checks it once.
 *
 * cel-js's checker writes its result onto the AST (`checkedType` on every node), and
 * evaluation type-checks a program on its first run unless its root already carries
 * one; kro's semantics (`semantics.ts`) are patched onto the nodes before that first
 * run. Sharing keeps both paths' results exactly as with separate parses:
 *
 * - a program that type-checked is patched and evaluated as it is: the checker's types
 *   are the ones evaluation would compute (kro's patches change the checker only where
 *   cel-js's own check throws, and this one did not);
 * - a program whose check failed is left as it is (its nodes carry partial types), and
 *   evaluation parses the text again, as it did before;
 * - a program evaluated before it was ever checked carries types from the patched
 *   checker, so a later check parses the text again, as `Environment.check` does.
 *
 * The cache is keyed by the cel-js environment (a `WeakMap`): it lives as long as the
 * RGD's environments, so a preview holds the programs it evaluates and a `check` lets
 * them go with its environments.
 */
import type { Environment, TypeCheckResult } from '@marcbachmann/cel-js';
import { applyKroSemantics } from './semantics.js';
import { rewriteSource, type RewrittenSource } from './source.js';

/** What cel-js's `Environment.parse` returns: the runnable program, its AST and its check. */
export interface ParsedProgram {
  (bindings?: Record<string, unknown>): unknown;
  readonly ast: unknown;
  check(): TypeCheckResult;
}

/** A program ready to run (kro's semantics applied), or why it cannot be. */
export interface RunnableProgram {
  readonly source: RewrittenSource;
  readonly run?: ParsedProgram;
  readonly error?: unknown;
  /** Identifiers the expression reads (variables, and local names, which bind nothing). */
  readonly identifiers: readonly string[];
}

interface CachedProgram {
  readonly source: RewrittenSource;
  readonly parsed?: ParsedProgram;
  readonly parseError?: unknown;
  /** The type check of `parsed` (or of a fresh parse, see the module comment). */
  checked?: TypeCheckResult;
  /** Set once `parsed` is patched for evaluation (or evaluation parsed its own copy). */
  runnable?: RunnableProgram;
}

const caches = new WeakMap<Environment, Map<string, CachedProgram>>();

function cached(env: Environment, expression: string): CachedProgram {
  let cache = caches.get(env);
  if (!cache) caches.set(env, (cache = new Map()));
  let program = cache.get(expression);
  if (!program) {
    program = parseProgram(env, expression);
    cache.set(expression, program);
  }
  return program;
}

function parseProgram(env: Environment, expression: string): CachedProgram {
  const source = rewriteSource(expression);
  try {
    return { source, parsed: env.parse(source.text) as unknown as ParsedProgram };
  } catch (error) {
    return { source, parseError: error };
  }
}

/**
 * The type check of `expression` (after kro's source rewrite) in `env`, as
 * `env.check(rewriteSource(expression).text)` returns it: error ranges are in the
 * rewritten text. Computed once per environment and text.
 */
export function checkProgram(env: Environment, expression: string): { readonly source: RewrittenSource; readonly result: TypeCheckResult } {
  const program = cached(env, expression);
  if (!program.checked) {
    if (program.parseError !== undefined) program.checked = { valid: false, error: program.parseError as TypeCheckResult['error'] };
    else if (program.runnable) program.checked = env.check(program.source.text);
    else program.checked = program.parsed!.check();
  }
  return { source: program.source, result: program.checked };
}

/** `expression` ready to evaluate in `env` (see the module comment); parsed once per environment and text. */
export function runnableProgram(env: Environment, expression: string): RunnableProgram {
  const program = cached(env, expression);
  if (program.runnable) return program.runnable;
  if (program.parseError !== undefined) program.runnable = { source: program.source, error: program.parseError, identifiers: [] };
  else if (program.checked && !program.checked.valid) program.runnable = prepare(program.source, () => env.parse(program.source.text) as unknown as ParsedProgram);
  else program.runnable = prepare(program.source, () => program.parsed!);
  return program.runnable;
}

function prepare(source: RewrittenSource, parse: () => ParsedProgram): RunnableProgram {
  try {
    const parsed = parse();
    applyKroSemantics(parsed.ast);
    return { source, run: parsed, identifiers: identifiersOf(parsed.ast) };
  } catch (error) {
    return { source, error, identifiers: [] };
  }
}

/** Every identifier node's name in a parsed program (macro expansions included). */
function identifiersOf(root: unknown): string[] {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (node: unknown): void => {
    if (node === null || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as { op?: unknown; args?: unknown; meta?: { macro?: unknown } };
    if (n.op === 'id' && typeof n.args === 'string') names.add(n.args);
    else if (typeof n.op === 'string') visit(n.args);
    else if (Object.getPrototypeOf(n) === Object.prototype) Object.values(n).forEach(visit);
    if (typeof n.op === 'string' && n.meta?.macro) visit(n.meta.macro);
  };
  visit(root);
  return [...names];
}
