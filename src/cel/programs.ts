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
 * - a program kept for evaluation gets kro's evaluation patches right after parsing,
 *   where a separate evaluation would have put them, before any check (which never
 *   reads them, and sets a few evaluations of its own on top, as it did);
 * - a program that type-checked is then evaluated as it is: the checker's types are the
 *   ones evaluation would compute (kro's checking patches change the checker only where
 *   cel-js's own check throws, and this one did not);
 * - a program whose check failed is left as it is (its nodes carry partial types), and
 *   evaluation parses the text again, as it did before;
 * - a program evaluated before it was ever checked gets every patch and carries types
 *   from the patched checker, so a later check parses the text again, as
 *   `Environment.check` does.
 *
 * Memory: an AST takes about 50 times the bytes of its text, so the programs kept per
 * environment are bounded by the text they hold ({@link KEPT_SOURCE_LIMIT}); beyond it a
 * check parses and lets go, and evaluation keeps the last few programs it ran (a
 * `forEach` template runs the same ones once per item). Which path an expression takes
 * changes nothing in its result, only how often it is parsed. The caches are keyed by
 * the cel-js environment (a `WeakMap`): they go with the RGD's environments.
 *
 * A preview of one instance evaluates each expression once, and there holding every AST
 * from check to evaluation cost more (in peak memory and in the collector's copying) than
 * parsing twice: {@link evaluateOnceIn} marks its environments, analysis walks a parse it
 * drops ({@link transientProgramAst}), and evaluation parses, type-checks, runs and drops
 * ({@link checkedForEvaluation}); typing, deferred until after the walk, reads the checks
 * evaluation made and checks only what the walk did not evaluate. Collection resources,
 * evaluated once per item, are still kept and typed first.
 */
import type { Environment, TypeCheckResult } from '@marcbachmann/cel-js';
import { applyKroSemantics, type KroPatches } from './semantics.js';
import { rewriteSource, type RewrittenSource } from './source.js';

/** What cel-js's `Environment.parse` returns: the runnable program, its AST and its check. */
export interface ParsedProgram {
  (bindings?: Record<string, unknown> | Map<string, unknown>): unknown;
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

/**
 * Expression text (UTF-16 units) whose programs one environment keeps: 4 Mi characters,
 * at most about 200 MB of ASTs; an RGD of 4,000 generated resources holds 3.3 Mi. Not
 * less: evaluating beyond the limit parses again, and that garbage raised the peak of a
 * 4,000-resource preview more than keeping its programs (590 MB against 475 MB with a
 * limit of 1 Mi), besides the time.
 */
export const KEPT_SOURCE_LIMIT = 1 << 22;

/** Programs evaluation keeps beyond the limit, most recently run first out last. */
const RECENT_LIMIT = 256;

/** The patches a program gets when parsed: evaluation's only (to be checked first), or all. */
type ProgramPatches = Exclude<KroPatches, 'checking'>;

interface CachedProgram {
  readonly source: RewrittenSource;
  readonly parsed?: ParsedProgram;
  readonly parseError?: unknown;
  /** kro's patches on `parsed` so far, and the identifiers they found. */
  patched?: { readonly patches: ProgramPatches; readonly identifiers: readonly string[] };
  /** The type check of `parsed` (or of a fresh parse, see the module comment). */
  checked?: TypeCheckResult;
  /** Set once `parsed` is patched for evaluation (or evaluation parsed its own copy). */
  runnable?: RunnableProgram;
}

interface ProgramCache {
  readonly kept: Map<string, CachedProgram>;
  /** Characters of expression text in `kept`. */
  keptSource: number;
  /** Evaluated programs that did not fit in `kept`, least recently run first (with `once`, see `last`). */
  readonly recent: Map<string, CachedProgram>;
  /** Type checks of programs not kept ({@link checkedForEvaluation}), by text. */
  readonly checks: Map<string, { readonly source: RewrittenSource; readonly result: TypeCheckResult }>;
  /** Set by {@link evaluateOnceIn}. */
  once: boolean;
  /** With `once`: the last program evaluation parsed (a `forEach` template runs its own again per item). */
  last?: { readonly expression: string; readonly program: CachedProgram };
  /** Texts a one-shot analysis parsed without keeping ({@link transientProgramAst}): met again, they are kept. */
  readonly analyzed: Set<string>;
}

const caches = new WeakMap<Environment, ProgramCache>();

function cacheOf(env: Environment): ProgramCache {
  let cache = caches.get(env);
  if (!cache) caches.set(env, (cache = { kept: new Map(), keptSource: 0, recent: new Map(), checks: new Map(), once: false, analyzed: new Set() }));
  return cache;
}

/**
 * Marks `env` as one whose expressions are evaluated once each (`rgdc preview` of one
 * instance): evaluation then keeps no program it parses, beyond the last one run. Kept
 * ASTs live through the whole walk, and at 4,000 resources they were most of preview's
 * peak memory and of the collector's work (every node copied out of the young
 * generation); a program parsed, run and dropped dies young. Programs check kept (see
 * {@link checkProgram}) are still used.
 */
export function evaluateOnceIn(env: Environment): void {
  cacheOf(env).once = true;
}

/**
 * The kept program of `expression`, parsed (for evaluation, see {@link parseProgram}) and
 * kept now if it fits; undefined when it does not.
 */
function kept(cache: ProgramCache, env: Environment, expression: string, patches: ProgramPatches): CachedProgram | undefined {
  const known = cache.kept.get(expression);
  if (known || cache.keptSource + expression.length > KEPT_SOURCE_LIMIT) return known;
  const program = parseProgram(env, expression, patches);
  cache.kept.set(expression, program);
  cache.keptSource += expression.length;
  return program;
}

/** Parses `expression` (after kro's rewrite) and installs `patches` of kro's semantics, if any. */
function parseProgram(env: Environment, expression: string, patches: ProgramPatches | undefined): CachedProgram {
  const source = rewriteSource(expression);
  let parsed: ParsedProgram;
  try {
    parsed = env.parse(source.text) as unknown as ParsedProgram;
  } catch (error) {
    return { source, parseError: error };
  }
  try {
    return { source, parsed, ...(patches ? { patched: { patches, identifiers: applyKroSemantics(parsed.ast, patches) } } : {}) };
  } catch (error) {
    // As evaluation had it: a program that cannot be patched cannot run.
    return { source, parsed, runnable: { source, error, identifiers: [] } };
  }
}

/**
 * The type check of `expression` (after kro's source rewrite) in `env`, as
 * `env.check(rewriteSource(expression).text)` returns it: error ranges are in the
 * rewritten text. With `keep`, the program is kept for evaluation (within the limit) and
 * checked once per environment and text.
 */
export function checkProgram(env: Environment, expression: string, keep: boolean): { readonly source: RewrittenSource; readonly result: TypeCheckResult } {
  // Not to be evaluated (`rgdc check`): parse, check and let it go, unless a program is
  // there already; keeping every AST of a large RGD would only raise its peak memory.
  const cache = caches.get(env);
  if (!keep) {
    const checked = cache?.checks.get(expression);
    if (checked) return checked;
  }
  const program = (keep ? kept(cacheOf(env), env, expression, 'evaluation') : cache?.kept.get(expression)) ?? parseProgram(env, expression, undefined);
  if (!program.checked) {
    if (program.parseError !== undefined) program.checked = { valid: false, error: program.parseError as TypeCheckResult['error'] };
    else if (program.runnable) program.checked = env.check(program.source.text);
    else program.checked = program.parsed!.check();
  }
  return { source: program.source, result: program.checked };
}

/** `expression` ready to evaluate in `env` (see the module comment). */
export function runnableProgram(env: Environment, expression: string): RunnableProgram {
  const cache = cacheOf(env);
  let program = cache.once ? cache.kept.get(expression) : kept(cache, env, expression, 'all');
  // A text one preview meets more than once, kept by analysis and not typed yet: checked
  // here, before its first run, as evaluation checks the ones it parses.
  if (program && cache.once && program.checked === undefined && program.parsed && !program.runnable) rememberCheck(cache, expression, program);
  if (!program && cache.once) {
    // One slot, not a Map whose oldest entry is dropped per program (that cost more than
    // the lookup it saved, once per expression of the walk).
    if (cache.last?.expression === expression) program = cache.last.program;
    else cache.last = { expression, program: (program = checkedForEvaluation(env, cache, expression)) };
  }
  if (!program) {
    program = cache.recent.get(expression);
    if (program) cache.recent.delete(expression);
    else if (cache.recent.size >= RECENT_LIMIT) cache.recent.delete(cache.recent.keys().next().value!);
    program ??= parseProgram(env, expression, 'all');
    cache.recent.set(expression, program);
  }
  program.runnable ??= runnable(env, program);
  return program.runnable;
}

function runnable(env: Environment, program: CachedProgram): RunnableProgram {
  const { source, parsed, patched } = program;
  if (program.parseError !== undefined || !parsed || !patched) return { source, error: program.parseError, identifiers: [] };
  // Its nodes carry the failed check's partial types: evaluate a fresh parse, as before.
  if (program.checked && !program.checked.valid) return fresh(env, source);
  // Checked without error, or patched for everything already: ready as it is.
  if (program.checked || patched.patches === 'all') return { source, run: parsed, identifiers: patched.identifiers };
  // Kept for evaluation but never checked: its first run type-checks it, with kro's checking patches.
  try {
    applyKroSemantics(parsed.ast, 'checking');
  } catch (error) {
    return { source, error, identifiers: [] };
  }
  return { source, run: parsed, identifiers: patched.identifiers };
}

function fresh(env: Environment, source: RewrittenSource): RunnableProgram {
  try {
    const parsed = env.parse(source.text) as unknown as ParsedProgram;
    return { source, run: parsed, identifiers: applyKroSemantics(parsed.ast, 'all') };
  } catch (error) {
    return { source, error, identifiers: [] };
  }
}

/**
 * The AST of the program kept for `expression` in `env` (parsed now if it fits, patched
 * for evaluation as {@link checkProgram} keeps it), for a reader that only walks nodes:
 * preview's expression analysis takes it instead of parsing the text again. Undefined when
 * the program is not kept or did not parse (the caller parses on its own, for its errors).
 * Readers must not change the nodes: the same program is type-checked and evaluated.
 */
export function keptProgramAst(env: Environment, expression: string): unknown {
  return walkableAst(kept(cacheOf(env), env, expression, 'evaluation'));
}

/** The AST of a program that parsed and could be patched; undefined otherwise. */
function walkableAst(program: CachedProgram | undefined): unknown {
  return program?.parsed && !program.runnable ? program.parsed.ast : undefined;
}

/**
 * A one-shot evaluation's program ({@link evaluateOnceIn}): parsed with kro's evaluation
 * patches and type-checked before its first run, as a kept program is (so the run does
 * not check it again), and the check remembered for typing: a one-shot preview types its
 * expressions after the walk (`kro/type-check/rgd.ts`, deferred typing), where
 * {@link checkProgram} finds it. Each expression is then parsed twice (analysis, here)
 * and checked once, and no AST lives longer than its own use.
 */
function checkedForEvaluation(env: Environment, cache: ProgramCache, expression: string): CachedProgram {
  const program = parseProgram(env, expression, 'evaluation');
  if (program.parsed && !program.runnable) rememberCheck(cache, expression, program);
  return program;
}

/** Type-checks `program` (parsed with kro's evaluation patches) and remembers the check for typing. */
function rememberCheck(cache: ProgramCache, expression: string, program: CachedProgram): void {
  program.checked = program.parsed!.check();
  if (!cache.checks.has(expression)) cache.checks.set(expression, { source: program.source, result: program.checked });
}

/**
 * The AST of `expression` parsed in `env`, neither checked nor kept: the caller's to walk
 * and drop. For a one-shot preview's analysis ({@link evaluateOnceIn}): typing comes after
 * the walk, on the parse evaluation makes ({@link checkedForEvaluation}).
 *
 * A text met a second time is kept instead (as {@link keptProgramAst} keeps it), for this
 * and every later use: analysis and evaluation then parse it once more in all, however
 * often it occurs (`${schema.metadata.name}`, a name every resource reads). Only repeats
 * are kept, so the ASTs held are those of the distinct texts that repeat. Undefined when
 * the text does not parse (the caller parses on its own, for its errors).
 */
export function transientProgramAst(env: Environment, expression: string): unknown {
  const cache = cacheOf(env);
  const known = cache.kept.get(expression);
  if (known) return walkableAst(known);
  if (cache.analyzed.has(expression)) return walkableAst(kept(cache, env, expression, 'evaluation'));
  cache.analyzed.add(expression);
  return parseProgram(env, expression, undefined).parsed?.ast;
}
