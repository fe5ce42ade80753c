/**
 * Check phase 4: every CEL expression of the RGD. Scans `${...}` as kro does, parses each
 * expression (syntax errors at the exact character), then applies kro's reference rules
 * (`buildDependencyGraph`, `inspectExpressionRestricted`): unknown identifiers and
 * functions, readyWhen reading only its own resource, `schema.status`, and where `omit()`,
 * `runtime`, `each` and forEach iterators may appear, and the rules of status conditions
 * (`./conditions.ts`). Hands on the dependencies of each
 * resource, in the order kro's DAG is built from.
 */
import { formatFieldPath } from '../../source/index.js';
import type { DiagnosticCode } from '../../diagnostics/codes.js';
import type { DiagnosticSink } from '../../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../../diagnostics/report.js';
import { parseExpression } from '../../cel/inspector.js';
import { scanTemplate } from '../../template/scanner.js';
import { spanInString } from '../positions.js';
import type { ExpressionSite, RgdModel } from '../types.js';
import { collectExpressionSites } from './collect.js';
import { checkConditionEntries, type ConditionEntry } from './conditions.js';
import { checkUses, type ScopeInfo } from './rules.js';
import { DEFAULT_FEATURE_GATES, type KroFeatureGates } from '../../targets/feature-gates.js';
import { DEFAULT_KRO_RELEASE, type KroRelease } from '../releases/index.js';
import { walkExpression } from './walk.js';

/**
 * One `${...}` of a site that parsed. `offset` is where the expression text starts in the
 * string. The AST is not kept: the rules below are its only readers, and an RGD's ASTs
 * are many times the size of its text (type checking and evaluation parse in their own
 * environment, `cel/programs.ts`).
 */
export interface ParsedExpression {
  readonly expression: string;
  readonly offset: number;
}

/** A site with its parsed expressions (sites with syntax errors keep the parts that parsed). */
export interface AnalyzedSite {
  readonly site: ExpressionSite;
  readonly standalone: boolean;
  readonly expressions: readonly ParsedExpression[];
}

/** What the expression phase hands on to the graph and type phases. */
export interface ExpressionAnalysis {
  readonly sites: readonly AnalyzedSite[];
  /** Resource id → ids it depends on (template, forEach, includeWhen), declaration order. */
  readonly dependencies: ReadonlyMap<string, readonly string[]>;
}

/** Contexts whose entries must be exactly one `${...}`. */
const STANDALONE_ONLY = new Set(['readyWhen', 'includeWhen', 'forEach', 'statusCondition']);

/**
 * The AST of an expression of `site` parsed by the phase that types it, if it has one to
 * share (`../type-check/shared-parse.ts`); analysis parses the text itself otherwise.
 */
export type SharedParse = (site: ExpressionSite, expression: string) => unknown;

/** Analyzes every expression of the RGD. */
export function analyzeExpressions(
  model: RgdModel,
  report: DiagnosticSink,
  featureGates: KroFeatureGates = DEFAULT_FEATURE_GATES,
  shared?: SharedParse,
  release: KroRelease = DEFAULT_KRO_RELEASE,
): ExpressionAnalysis {
  const { document } = model;
  const scope = scopeOf(model, featureGates, release);
  const found = new Map<string, Set<string>>();
  const usedIterators = new Map<number, Set<string>>();
  const analyzed: AnalyzedSite[] = [];
  const conditions: ConditionEntry[] = [];
  const rules = release.scanner;
  for (const site of collectExpressionSites(model, report, rules)) {
    const at = (code: DiagnosticCode, start: number, end: number, message: string) =>
      report(makeDiagnostic(code, spanInString(document, site.path, start, end), formatFieldPath(site.path), message));
    const scan = scanTemplate(site.text, { rules });
    if (scan.error) {
      if (scan.error.limit) at('cel_too_complex', scan.error.offset, scan.error.offset + 2, scan.error.message);
      else if (scan.error.unterminated)
        at('cel_unterminated_expression', scan.error.offset, scan.error.offset + 2, unterminatedMessage(site, scan.error.message));
      else
        at(
          'cel_nested_expression',
          scan.error.offset,
          scan.error.offset + 2,
          `nested expressions are not allowed unless inside string literals (${scan.error.message})`,
        );
      continue;
    }
    if (STANDALONE_ONLY.has(site.context) && !scan.standalone) {
      at(
        'cel_not_standalone',
        0,
        site.text.length,
        `${describeContext(site)} must be one standalone \${...} expression: only standalone expressions are allowed`,
      );
      continue;
    }
    const expressions: ParsedExpression[] = [];
    for (const part of scan.parts) {
      if (part.kind !== 'expression') continue;
      const parsed = parseExpression(part.expression, shared && ((expression) => shared(site, expression)));
      if ('error' in parsed) {
        const offset = part.offset + Math.min(parsed.error.offset, part.expression.length);
        const shown = JSON.stringify(part.expression.trim().length > 80 ? `${part.expression.trim().slice(0, 80)}…` : part.expression.trim());
        if (parsed.error.limit) at('cel_too_complex', offset, offset + 1, `expression ${shown} is refused: ${parsed.error.message}`);
        else at('cel_syntax', offset, offset + 1, `failed to parse expression ${shown}: ${parsed.error.message}`);
        continue;
      }
      expressions.push({ expression: part.expression, offset: part.offset });
      if (site.context === 'statusCondition') {
        conditions.push({ ast: parsed.ast, report: (start, end, message) => at('rgd_condition_invalid', part.offset + start, part.offset + end, message) });
      }
      const uses = walkExpression(parsed.ast, part.expression, scope.variables);
      const deps = checkUses(site, scan.standalone, uses, scope, (code, start, end, message) => at(code, part.offset + start, part.offset + end, message));
      const owner = site.resource === undefined ? undefined : model.resources[site.resource];
      if (owner?.id !== undefined) {
        if (deps.resources.length > 0) {
          const set = found.get(owner.id) ?? new Set<string>();
          deps.resources.forEach((d) => {
            set.add(d);
          });
          found.set(owner.id, set);
        }
        if (site.fieldPath === 'metadata.name' || site.fieldPath === 'metadata.namespace') {
          const set = usedIterators.get(owner.index) ?? new Set<string>();
          deps.iterators.forEach((i) => {
            set.add(i);
          });
          usedIterators.set(owner.index, set);
        }
      }
    }
    analyzed.push({ site, standalone: scan.standalone, expressions });
  }
  checkConditionEntries(conditions);
  reportUnusedIterators(model, usedIterators, report);
  const order = model.resources.map((r) => r.id).filter((id): id is string => id !== undefined);
  const dependencies = new Map<string, string[]>();
  // Declaration order without scanning every id per resource (that would be quadratic).
  const position = new Map(order.map((id, i) => [id, i]));
  for (const id of order) {
    const deps = [...(found.get(id) ?? [])].filter((d) => position.has(d));
    dependencies.set(
      id,
      deps.sort((a, b) => position.get(a)! - position.get(b)!),
    );
  }
  return { sites: analyzed, dependencies };
}

function scopeOf(model: RgdModel, featureGates: KroFeatureGates, release: KroRelease): ScopeInfo {
  const ids = new Map<string, number>();
  for (const resource of model.resources) if (resource.id !== undefined && !ids.has(resource.id)) ids.set(resource.id, resource.index);
  const iteratorOwners = new Map<string, string>();
  for (const resource of model.resources) for (const [name] of resource.forEach) if (!iteratorOwners.has(name)) iteratorOwners.set(name, resource.id ?? '');
  return {
    model,
    featureGates,
    release,
    ids,
    iteratorOwners,
    variables: new Set([...ids.keys(), ...iteratorOwners.keys(), 'schema', 'each']),
  };
}

function reportUnusedIterators(model: RgdModel, used: ReadonlyMap<number, ReadonlySet<string>>, report: DiagnosticSink): void {
  for (const resource of model.resources) {
    if (resource.forEach.length === 0 || resource.externalRef) continue;
    const missing = resource.forEach.map(([name]) => name).filter((name) => !used.get(resource.index)?.has(name));
    if (missing.length === 0) continue;
    resource.forEach.forEach(([name], i) => {
      if (!missing.includes(name)) return;
      const path = ['spec', 'resources', resource.index, 'forEach', i, name];
      report(
        makeDiagnostic(
          'rgd_unused_iterator',
          model.document.locate(path, { key: true }),
          formatFieldPath(path),
          `node ${JSON.stringify(resource.id ?? '')}: all forEach dimensions must be used to produce a unique resource identity, missing: [${missing.join(' ')}]`,
        ),
      );
    });
  }
}

/**
 * kro's error for a `${` never closed (v0.10), with the prefix kro's builder puts on it
 * where it has one: a forEach dimension (`builder.go` "invalid forEach expression for
 * dimension") and a selector string (`validateSelector` "invalid selector expression").
 */
function unterminatedMessage(site: ExpressionSite, message: string): string {
  if (site.context === 'forEach') return `invalid forEach expression for dimension ${JSON.stringify(String(site.path.at(-1)))}: ${message}`;
  if (site.context === 'externalRef' && site.fieldPath === 'metadata.selector') return `invalid selector expression: ${message}`;
  return message;
}

function describeContext(site: ExpressionSite): string {
  switch (site.context) {
    case 'statusCondition':
      return 'a status.conditions entry';
    case 'forEach':
      return 'a forEach value';
    default:
      // includeWhen and readyWhen: the article follows the sound of the field name.
      return `${/^[aeiou]/i.test(site.context) ? 'an' : 'a'} ${site.context} entry`;
  }
}
