/**
 * Type-checks the CEL rules a field's `validation=` and `immutable=true` markers put in
 * `x-kubernetes-validations`. kro copies them into the generated CRD unchecked; the API
 * server then compiles each rule with `self` (and `oldSelf`) typed from the field's
 * schema and refuses the whole CRD when a rule does not compile or does not return a
 * bool, so the RGD never becomes usable.
 *
 * The rules are checked in kro's CEL environment, which holds the Kubernetes libraries the
 * API server offers (strings, lists, regex, URLs, quantity, IP, CIDR, semver) plus kro's
 * own functions; a rule using one of kro's own functions is therefore not caught here.
 */
import { kroBaseEnvironment } from '../../cel/environment.js';
import { SchemaTypeRegistry } from '../../cel/types/declare.js';
import type { OpenApiSchema } from './apply-markers.js';

/** The first rule the API server would refuse, and why. */
export interface ValidationRuleProblem {
  readonly rule: string;
  readonly message: string;
}

/**
 * The problem with the first rule of `schema` that the API server would refuse, or
 * undefined when every rule compiles to a bool.
 *
 * @example
 * checkValidationRules({ type: 'integer', 'x-kubernetes-validations': [{ rule: 'self.size() > 0' }] });
 * // => { rule: 'self.size() > 0', message: 'validation rule "self.size() > 0" does not compile for a field of type int: ...' }
 */
export function checkValidationRules(schema: OpenApiSchema): ValidationRuleProblem | undefined {
  const rules = schema['x-kubernetes-validations'];
  if (!Array.isArray(rules) || rules.length === 0) return undefined;
  const env = kroBaseEnvironment().clone();
  const { 'x-kubernetes-validations': _rules, ...field } = schema;
  const selfType = new SchemaTypeRegistry(env).declare(field, '__type_self');
  env.registerVariable('self', selfType);
  env.registerVariable('oldSelf', selfType);
  for (const entry of rules as { rule?: unknown }[]) {
    const rule = entry.rule;
    if (typeof rule !== 'string') continue;
    let result: ReturnType<typeof env.check>;
    try {
      result = env.check(rule);
    } catch (error) {
      // cel-js throws on some malformed input instead of reporting it; the API server refuses it too.
      return { rule, message: `validation rule ${JSON.stringify(rule)} does not compile: ${(error as Error).message.split('\n')[0]}` };
    }
    if (!result.valid) {
      return {
        rule,
        message: `validation rule ${JSON.stringify(rule)} does not compile for a field of type ${selfType}: ${result.error?.message.split('\n')[0] ?? 'type error'}`,
      };
    }
    if (result.type !== 'bool' && result.type !== 'dyn') {
      return { rule, message: `validation rule ${JSON.stringify(rule)} returns ${result.type}; the API server requires a bool` };
    }
  }
  return undefined;
}
