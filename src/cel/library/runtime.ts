/**
 * kro's runtime library, only in `schema.status.conditions`: the `runtime` variable with
 * `runtime.newCondition({type, status, reason, message})` (a macro: keys are bare
 * identifiers, `type` and `status` required) and `runtime.condition(obj, 'Type')`, both
 * returning a `kro.run.Condition` with four string fields.
 */
import type { ASTNode, Environment } from '@marcbachmann/cel-js';
import { registerNamespace } from './namespace.js';
import type { CelLibrary } from './library.js';

/** This file as `index.ts` lists it (see `library.ts`). */
export const RUNTIME_LIBRARY: CelLibrary = {
  register: registerRuntime,
  scope: 'statusConditions',
};

// biome-ignore lint/suspicious/noExplicitAny: the AST nodes and checker cel-js hands to macros have no types to name.
type Any = any;

const CONDITION = 'kro.run.Condition';
const KEYS = new Set(['type', 'status', 'reason', 'message']);

/** A condition value (`kro.run.Condition`). */
export class KroCondition {
  constructor(
    readonly type = '',
    readonly status = '',
    readonly reason = '',
    readonly message = '',
  ) {}
}

/** Declares `runtime`; call only for environments of status condition expressions. */
export function registerRuntime(env: Environment): void {
  env.registerType(CONDITION, { ctor: KroCondition, fields: { type: 'string', status: 'string', reason: 'string', message: 'string' } });
  const ns = registerNamespace(env, 'runtime');
  env.registerFunction(`${ns}.newCondition(ast): ${CONDITION}`, ({ args }: { args: ASTNode[] }) => ({
    arg: args[0],
    typeCheck: checkNewCondition,
    evaluate: evaluateNewCondition,
    async: false,
  }));
  env.registerFunction(`${ns}.condition(dyn, string): ${CONDITION}`, (_: unknown, obj: Any, type: string) => {
    // Typed objects are `Map`s (types/values.ts), untyped ones plain objects.
    const field = (o: Any, key: string): Any => (o instanceof Map ? o.get(key) : o?.[key]);
    const conditions = field(field(obj, 'status'), 'conditions') ?? [];
    const found = (conditions as Any[]).find((c) => field(c, 'type') === type);
    return found
      ? new KroCondition(field(found, 'type'), field(found, 'status'), field(found, 'reason') ?? '', field(found, 'message') ?? '')
      : new KroCondition();
  });
}

function entries(checker: Any, node: ASTNode): [string, ASTNode][] {
  if (node.op !== 'map') throw checker.createError('invalid_macro_argument', 'runtime.newCondition: argument must be a map literal', node);
  const seen = new Set<string>();
  const result: [string, ASTNode][] = [];
  for (const [key, value] of node.args as [ASTNode, ASTNode][]) {
    if (key.op !== 'id')
      throw checker.createError('invalid_macro_argument', 'runtime.newCondition: keys must be bare identifiers (type, status, reason, message)', key);
    const name = key.args as string;
    if (!KEYS.has(name))
      throw checker.createError('invalid_macro_argument', `runtime.newCondition: unknown key "${name}" (allowed: type, status, reason, message)`, key);
    if (seen.has(name)) throw checker.createError('invalid_macro_argument', `runtime.newCondition: duplicate key "${name}"`, key);
    seen.add(name);
    result.push([name, value]);
  }
  for (const required of ['type', 'status']) {
    if (!seen.has(required)) throw checker.createError('invalid_macro_argument', `runtime.newCondition: '${required}' is required`, node);
  }
  return result;
}

function checkNewCondition(checker: Any, macro: Any, ctx: Any): Any {
  for (const [name, value] of entries(checker, macro.arg)) {
    const type = checker.check(value, ctx);
    if (type.kind !== 'dyn' && type.name !== 'string')
      throw checker.createError('invalid_macro_argument', `runtime.newCondition: ${name} must be a string, got '${checker.formatType(type)}'`, value);
  }
  return checker.registry.getType(CONDITION);
}

function evaluateNewCondition(ev: Any, macro: Any, ctx: Any): KroCondition {
  const values: Record<string, string> = {};
  for (const [name, value] of macro.arg.args as [ASTNode, ASTNode][]) values[name.args as string] = String(ev.run(value, ctx));
  return new KroCondition(values.type, values.status, values.reason ?? '', values.message ?? '');
}
