/**
 * Runs {@link typeCheckExpressions} over one RGD in kro's typed environments
 * (`./environment.ts`: `schema` from the instance SimpleSchema, each resource id from its
 * kind's schema, `forEach` iterators typed from their lists, `each` in a collection's
 * readyWhen, `runtime` in status conditions), and reports problems at the exact
 * characters inside the YAML strings.
 */
import { formatFieldPath } from '../../source/index.js';
import type { DiagnosticSink } from '../../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../../diagnostics/report.js';
import { withObjectMeta, type KroEnvironment } from '../../cel/environment.js';
import type { AnalyzedSite, ExpressionAnalysis } from '../expressions/index.js';
import { spanInString } from '../positions.js';
import type { RgdModel, SchemaResolver } from '../types.js';
import type { ExpressionTypeChecker } from '../document.js';
import { buildRgdEnvironment, prepareBaseEnvironment, type PreparedEnvironment, type RgdEnvironment } from './environment.js';
import { sharedParse } from './shared-parse.js';
import { typeCheckExpression, type TypedExpressionKind } from './index.js';
import { isRecord } from '../../util/records.js';

type Node = Record<string, unknown>;

/** How {@link checkExpressionTypes} is used. */
export interface TypeCheckOptions {
  /**
   * The expressions will be evaluated in the environments returned (preview): keep each
   * parsed and checked program for evaluation instead of parsing it again there.
   */
  readonly keepPrograms?: boolean;
  /** The base environment built before analysis for this model (see {@link typeCheckerKeepingPrograms}). */
  readonly prepared?: PreparedEnvironment;
  /**
   * With `keepPrograms`: each expression will be evaluated once (one preview), so only the
   * programs of collection resources (evaluated once per item) are kept; the others are
   * parsed again to be evaluated, and dropped (`cel/programs.ts` `evaluateOnceIn`).
   */
  readonly once?: boolean;
  /**
   * Takes the typing of the expressions `once` does not keep instead of running it now: the
   * caller runs it after evaluating them, when evaluation has type-checked each already
   * ({@link DeferredTyping}).
   */
  readonly defer?: (typing: () => void) => void;
}

/**
 * The typing a one-shot preview leaves until after its walk: evaluation type-checks each
 * expression it runs on the parse it runs (`cel/programs.ts` `checkedForEvaluation`), and
 * typing then reads those checks instead of parsing and checking every expression first.
 * What it reports is what typing before the walk would have; the preview shows nothing but
 * those errors when there are any, as when check finds them first.
 */
export interface DeferredTyping {
  /** Whether any typing was left. */
  readonly pending: boolean;
  /** Runs what was left (once; later calls do nothing), reporting as check does. */
  finish(): void;
}

/**
 * Typing for preview: programs are kept for evaluation, and the base environment is built
 * before analysis (`prepare`), which then takes its ASTs from the programs kept there
 * (`./shared-parse.ts`). One checker per document.
 */
export function typeCheckerKeepingPrograms(options: { readonly once?: boolean } = {}): ExpressionTypeChecker & { readonly deferred: DeferredTyping } {
  const once = options.once === true;
  let prepared: PreparedEnvironment | undefined;
  let left: (() => void)[] = [];
  const deferred: DeferredTyping = {
    get pending() {
      return left.length > 0;
    },
    finish() {
      const typing = left;
      left = [];
      for (const run of typing) run();
    },
  };
  const check: ExpressionTypeChecker = (model, specSchema, analysis, schemas, report) =>
    checkExpressionTypes(model, specSchema, analysis, schemas, report, {
      keepPrograms: true,
      once,
      ...(prepared ? { prepared } : {}),
      ...(once ? { defer: (typing: () => void) => left.push(typing) } : {}),
    });
  return Object.assign(check, {
    prepare: (model: RgdModel, specSchema: object, schemas: SchemaResolver | undefined) => {
      prepared = prepareBaseEnvironment(model, specSchema, schemas);
      return sharedParse(prepared, once);
    },
    deferred,
  });
}

/**
 * Type-checks every expression the expression phase parsed, in the RGD's environments
 * (`./environment.ts`), and returns them: preview evaluates in the same ones.
 */
export function checkExpressionTypes(
  model: RgdModel,
  specSchema: object,
  analysis: ExpressionAnalysis,
  schemas: SchemaResolver | undefined,
  report: DiagnosticSink,
  options: TypeCheckOptions = {},
): RgdEnvironment {
  // The same schemas as the template rules: the caller decides what they hold (the CLI
  // chains --crds before the built-in catalog that matches the RGD's target). Without any,
  // every kind is unknown and typed `dyn`.
  const environments = buildRgdEnvironment(model, specSchema, analysis, schemas, {
    ...(options.prepared ? { prepared: options.prepared } : {}),
    once: options.once === true,
  });
  // Evaluated once each: keep only what a collection resource evaluates once per item.
  const keepFor = (site: AnalyzedSite): boolean =>
    options.keepPrograms === true &&
    (options.once !== true || (site.site.resource !== undefined && site.site.context !== 'forEach' && environments.isCollection(site.site.resource)));
  const base = environments.base;
  // Per kind, not per expression: a kind's schema is shared by all its resources.
  const withMeta = new Map<object, object>();
  const withMetadata = (schema: object): object => withMeta.get(schema) ?? withMeta.set(schema, withObjectMeta(schema)).get(schema)!;

  const check = (
    site: AnalyzedSite,
    environment: KroEnvironment,
    kindOf: (standalone: boolean) => TypedExpressionKind,
    fieldSchema?: object,
  ): (string | undefined)[] =>
    site.expressions.map((parsed) =>
      typeCheckExpression(
        {
          expression: parsed.expression,
          kind: kindOf(site.standalone),
          keep: keepFor(site),
          ...(site.site.fieldPath !== undefined ? { fieldPath: site.site.fieldPath } : {}),
          ...(fieldSchema ? { fieldSchema } : {}),
          report: (problem) =>
            report(
              makeDiagnostic(
                problem.code,
                spanInString(
                  model.document,
                  site.site.path,
                  parsed.offset + problem.offsetInExpression,
                  parsed.offset + problem.offsetInExpression + problem.length,
                ),
                formatFieldPath(site.site.path),
                problem.message,
              ),
            ),
        },
        environment,
      ),
    );

  const typeSite = (site: AnalyzedSite): void => {
    const index = site.site.resource;
    switch (site.site.context) {
      case 'forEach':
        check(site, base, () => 'forEach');
        break;
      case 'template':
      case 'externalRef': {
        const environment = index !== undefined ? environments.template(index) : base;
        const kindSchema = index !== undefined ? environments.kindSchema(index) : undefined;
        const inner = site.site.path.slice(4);
        // A whole `metadata: ${...}` is the shape rules' error (it must be a map); do not repeat it.
        const field =
          site.standalone && kindSchema && !(inner.length === 1 && inner[0] === 'metadata') ? fieldSchemaAt(withMetadata(kindSchema), inner) : undefined;
        check(site, environment, (standalone) => (standalone ? 'standalone' : 'fragment'), field);
        break;
      }
      case 'readyWhen':
        check(site, index !== undefined ? environments.readyWhen(index) : base, () => 'readyWhen');
        break;
      case 'includeWhen':
        check(site, base, () => 'includeWhen');
        break;
      case 'statusCondition':
        check(site, environments.conditions(), () => 'statusCondition');
        break;
      case 'status':
        check(site, base, (standalone) => (standalone ? 'status' : 'fragment'));
        break;
    }
  };
  for (const site of analysis.sites) {
    // forEach lists and kept programs are typed now: the walk needs their types first.
    if (options.defer && site.site.context !== 'forEach' && !keepFor(site)) options.defer(() => typeSite(site));
    else typeSite(site);
  }
  return environments;
}

/**
 * The OpenAPI schema of the field at `path` below `schema`, or `undefined` when the
 * field is free-form (preserve-unknown-fields, int-or-string) or not declared (the
 * template rules report unknown fields).
 */
export function fieldSchemaAt(schema: object, path: readonly (string | number)[]): object | undefined {
  let node: Node | undefined = schema as Node;
  for (const segment of path) {
    if (!node || node['x-kubernetes-preserve-unknown-fields'] === true || node['x-kubernetes-int-or-string'] === true) return undefined;
    if (typeof segment === 'number') node = isRecord(node.items) ? node.items : undefined;
    else if (isRecord(node.properties) && isRecord(node.properties[segment])) node = node.properties[segment] as Node;
    else node = isRecord(node.additionalProperties) ? node.additionalProperties : undefined;
  }
  return node;
}
