/**
 * The phases of `check` on one RGD document, in kro's order: shape → names → instance
 * schema → expressions and references → graph → templates → CEL types. CEL typing is
 * passed in rather than imported, so that compile's self-check (which does not type) does
 * not load the CEL type environment and the schema catalog at start-up.
 */
import type { LoadedDocument } from '../source/index.js';
import type { DiagnosticSink } from '../diagnostics/diagnostic.js';
import type { TemplateValidator } from '../kube/openapi-validator.js';
import type { OpenApiSchema } from '../simpleschema/parse/index.js';
import { analyzeExpressions, type ExpressionAnalysis, type SharedParse } from './expressions/index.js';
import { checkGraph, type GraphResult } from './graph.js';
import { checkInstanceSchema } from './instance-schema.js';
import { checkNames } from './names.js';
import { checkShape } from './shape/index.js';
import { checkTemplates } from './templates.js';
import type { RgdModel, SchemaResolver } from './types.js';
import { DEFAULT_KRO_RELEASE, type KroRelease } from './releases/index.js';
import { DEFAULT_FEATURE_GATES, type KroFeatureGates } from '../targets/feature-gates.js';
import type { RgdEnvironment } from './type-check/environment.js';
import type { DeferredTyping } from './type-check/rgd.js';

/** Everything known about one RGD document after the phases ran. */
export interface CheckedDocument {
  readonly model: RgdModel;
  /** OpenAPI schema of the instance `spec`, from the SimpleSchema. */
  readonly specSchema: OpenApiSchema;
  readonly expressions: ExpressionAnalysis;
  readonly graph: GraphResult;
  /** The typed CEL environments check used; preview evaluates in them. Absent when typing was off. */
  readonly environment?: RgdEnvironment;
  /** Typing left until after evaluation (a one-shot preview, `./type-check/rgd.ts`); absent when none was. */
  readonly deferredTyping?: DeferredTyping;
}

/** CEL type checking of an analysed RGD (`./type-check/rgd.ts` `checkExpressionTypes`); returns the environments it typed in. */
export interface ExpressionTypeChecker {
  (model: RgdModel, specSchema: object, analysis: ExpressionAnalysis, schemas: SchemaResolver | undefined, report: DiagnosticSink): RgdEnvironment;
  /**
   * Called before analysis, with the same model: typing that parses in its own environment
   * first may hand those ASTs to analysis, which then does not parse the texts again.
   */
  readonly prepare?: (model: RgdModel, specSchema: object, schemas: SchemaResolver | undefined) => SharedParse | undefined;
}

/** Runs the phases on one document; undefined when its shape is too broken to go on. */
export function checkDocumentPhases(
  document: LoadedDocument,
  schemas: SchemaResolver | undefined,
  validator: () => TemplateValidator,
  report: DiagnosticSink,
  typeCheck: ExpressionTypeChecker | undefined,
  featureGates: KroFeatureGates = DEFAULT_FEATURE_GATES,
  release: KroRelease = DEFAULT_KRO_RELEASE,
  parsed?: SharedParse,
): CheckedDocument | undefined {
  const model = checkShape(document, report, release);
  if (!model) return undefined;
  const namesOk = checkNames(model, report, release);
  const specSchema = checkInstanceSchema(model, report);
  const shared = (namesOk ? typeCheck?.prepare?.(model, specSchema, schemas) : undefined) ?? parsed;
  const expressions = analyzeExpressions(model, report, featureGates, shared, release);
  const graph = checkGraph(model, expressions.dependencies, report);
  checkTemplates(model, expressions, schemas, validator, report, release);
  const environment = namesOk ? typeCheck?.(model, specSchema, expressions, schemas, report) : undefined;
  return { model, specSchema, expressions, graph, ...(environment ? { environment } : {}) };
}
