/**
 * Validates kro resource templates against CRD OpenAPI schemas, reproducing what
 * kube-apiserver would say once kro has filled in every `${...}` expression: value checks
 * are skipped where an expression decides the value, field checks never are.
 *
 * The schema is walked alongside the template (`schema-walker.ts`) rather than compiled:
 * a check pays only for the schema nodes its templates reach, so one Deployment costs
 * the few fields it sets, not its whole PodSpec.
 */
import type { ScannerRules } from '../template/scanner.js';
import { toIssues, type TemplateIssue } from './schema-issues.js';
import { walkSchema } from './schema-walker.js';

export type { TemplateIssue } from './schema-issues.js';

/** Validates values against CRD schemas. */
export interface TemplateValidator {
  /** `rules`: how the kro release scans `${...}` (`release.scanner`; default kro v0.9's), which decides what holds an expression. */
  validate(schema: object, value: unknown, rules?: ScannerRules): TemplateIssue[];
}

/**
 * Creates a validator. Each schema node is read once, when a value first reaches it, and
 * kept for later values (the cache is keyed by node identity, so pass the same schema
 * object, e.g. from a `CrdSchemaSet`, to reuse it).
 */
export function createTemplateValidator(): TemplateValidator {
  return {
    validate(schema, value, rules) {
      const errors = walkSchema(schema, value);
      return errors.length === 0 ? [] : toIssues(errors, value, rules);
    },
  };
}
