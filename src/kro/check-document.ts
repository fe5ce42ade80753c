/**
 * kro's admission rules on one RGD document with CEL typing: the entry preview and `check`
 * share. Kept apart from ./document.ts, whose phases take the typing as an argument, so
 * that compile's self-check does not load the CEL type environment (see there).
 */
import type { KroRelease } from './releases/index.js';
import type { LoadedDocument } from '../source/index.js';
import type { DiagnosticSink } from '../diagnostics/diagnostic.js';
import type { TemplateValidator } from '../kube/openapi-validator.js';
import type { KroFeatureGates } from '../targets/feature-gates.js';
import { checkDocumentPhases, type CheckedDocument, type ExpressionTypeChecker } from './document.js';
import { checkExpressionTypes, typeCheckerKeepingPrograms } from './type-check/rgd.js';
import type { SchemaResolver } from './types.js';

/**
 * Runs every phase on one RGD document, CEL typing included (see ./document.ts).
 * `keepPrograms`: the caller evaluates the expressions next (preview), so typing keeps
 * each parsed program for that; with `evaluateOnce` (one instance) only those evaluated
 * more than once (`./type-check/rgd.ts`), and the typing of the others is left to the
 * caller, after it evaluated them (`deferredTyping`): type errors are then not among
 * what `report` heard until it runs that.
 */
export function checkDocument(
  document: LoadedDocument,
  schemas: SchemaResolver | undefined,
  validator: () => TemplateValidator,
  report: DiagnosticSink,
  options: {
    readonly types?: boolean;
    readonly featureGates?: KroFeatureGates;
    readonly kro?: KroRelease;
    readonly keepPrograms?: boolean;
    readonly evaluateOnce?: boolean;
  } = {},
): CheckedDocument | undefined {
  const keeping = options.keepPrograms ? typeCheckerKeepingPrograms({ once: options.evaluateOnce === true }) : undefined;
  const typeCheck: ExpressionTypeChecker = keeping ?? checkExpressionTypes;
  const checked = checkDocumentPhases(document, schemas, validator, report, options.types === false ? undefined : typeCheck, options.featureGates, options.kro);
  return checked && keeping?.deferred.pending ? { ...checked, deferredTyping: keeping.deferred } : checked;
}
