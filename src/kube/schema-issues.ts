/**
 * Turns schema errors into template issues, reproducing what kube-apiserver would say once
 * kro has filled in every `${...}` expression: value checks are skipped where an
 * expression decides the value, field checks never are. The errors are shaped like ajv's
 * (`keyword`, `instancePath`, `schemaPath`, `params`), so the schema walker and the ajv
 * reference in the tests share this one filter.
 */
import { scanTemplate, type ScannerRules } from '../template/scanner.js';
import { isRecord } from '../util/records.js';

/** One problem found in a template. */
export interface TemplateIssue {
  /** Field path inside the validated value; names the unknown or missing field last. */
  path: (string | number)[];
  /** The JSON Schema keyword that failed (`additionalProperties`, `required`, `type`, ...). */
  keyword: string;
  message: string;
}

/** One failed keyword, as ajv reports it (`ErrorObject`): JSON Pointers for both paths. */
export interface SchemaError {
  readonly keyword: string;
  /** JSON Pointer of the value in the validated data. */
  readonly instancePath: string;
  /** `#/...` pointer of the failed keyword in the (strict) schema. */
  readonly schemaPath: string;
  readonly params: Record<string, unknown>;
  readonly message?: string;
}

/** How a string value relates to kro expressions. */
type ExpressionKind = 'none' | 'template' | 'standalone';

/** Keywords that judge a value itself, which an expression may change at run time. */
const VALUE_KEYWORDS: ReadonlySet<string> = new Set([
  'type',
  'pattern',
  'format',
  'enum',
  'const',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'not',
]);
const JUNCTOR_KEYWORDS: ReadonlySet<string> = new Set(['anyOf', 'oneOf']);

/**
 * The issues of `errors` found validating `value`: expression artefacts dropped, duplicates
 * merged. `rules` is how the kro release scans `${...}` (default kro v0.9's).
 */
export function toIssues(errors: readonly SchemaError[], value: unknown, rules?: ScannerRules): TemplateIssue[] {
  const filter = new ErrorFilter(errors, value, rules);
  const issues: TemplateIssue[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (filter.isDropped(error)) continue;
    const issue = toIssue(error, value);
    const key = JSON.stringify(issue);
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(issue);
  }
  return issues;
}

function toIssue(error: SchemaError, value: unknown): TemplateIssue {
  const path = pathFromPointer(error.instancePath, value);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') {
    const name = String(params.additionalProperty);
    return { path: [...path, name], keyword: error.keyword, message: `unknown field "${name}"` };
  }
  if (error.keyword === 'required') {
    const name = String(params.missingProperty);
    return { path: [...path, name], keyword: error.keyword, message: `missing required field "${name}"` };
  }
  let message = error.message ?? error.keyword;
  if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) {
    message += `: ${params.allowedValues.map((allowed) => JSON.stringify(allowed)).join(', ')}`;
  }
  return { path, keyword: error.keyword, message };
}

/**
 * Decides which ajv errors are artefacts of unevaluated kro expressions. A standalone
 * `${...}` may evaluate to any type; a string with text around expressions is still a
 * string (so `type` errors stand) but its content is unknown. An `anyOf`/`oneOf` error
 * is dropped when some branch fails only because of such artefacts.
 */
class ErrorFilter {
  private readonly verdicts = new Map<SchemaError, boolean>();
  private readonly passedJunctors: SchemaError[] = [];

  constructor(
    private readonly errors: readonly SchemaError[],
    private readonly value: unknown,
    private readonly rules: ScannerRules | undefined,
  ) {
    for (const error of errors) {
      if (JUNCTOR_KEYWORDS.has(error.keyword) && this.isArtefact(error)) this.passedJunctors.push(error);
    }
  }

  /** True when the error is an artefact, or explains a junctor that passes anyway. */
  isDropped(error: SchemaError): boolean {
    if (this.isArtefact(error)) return true;
    return this.passedJunctors.some((junctor) => isBelow(error, junctor));
  }

  private isArtefact(error: SchemaError): boolean {
    let verdict = this.verdicts.get(error);
    if (verdict === undefined) {
      verdict = this.judge(error);
      this.verdicts.set(error, verdict);
    }
    return verdict;
  }

  private judge(error: SchemaError): boolean {
    const value = valueAtPointer(this.value, error.instancePath);
    // The API server drops `null` for fields that are not nullable (built-in JSON decoding
    // and CRD pruning alike): `matchLabels:` with no value is an absent field, not a type error.
    if (value === null && (VALUE_KEYWORDS.has(error.keyword) || JUNCTOR_KEYWORDS.has(error.keyword))) return true;
    const kind = expressionKind(value, this.rules);
    if (JUNCTOR_KEYWORDS.has(error.keyword)) return kind === 'standalone' || this.someBranchPasses(error);
    if (!VALUE_KEYWORDS.has(error.keyword) || kind === 'none') return false;
    return error.keyword !== 'type' || kind === 'standalone';
  }

  private someBranchPasses(junctor: SchemaError): boolean {
    // oneOf failing because several branches pass has nothing to do with expressions.
    if ((junctor.params as Record<string, unknown>).passingSchemas != null) return false;
    const branches = new Map<string, SchemaError[]>();
    const prefix = `${junctor.schemaPath}/`;
    for (const error of this.errors) {
      if (!isBelow(error, junctor)) continue;
      const branch = error.schemaPath.slice(prefix.length).split('/')[0] ?? '';
      branches.set(branch, [...(branches.get(branch) ?? []), error]);
    }
    return [...branches.values()].some((branchErrors) => this.branchPasses(branchErrors));
  }

  private branchPasses(branchErrors: SchemaError[]): boolean {
    const nested = branchErrors.filter((error) => JUNCTOR_KEYWORDS.has(error.keyword));
    // Errors inside a nested junctor are accounted for by that junctor's own verdict.
    return branchErrors.filter((error) => !nested.some((junctor) => junctor !== error && isBelow(error, junctor))).every((error) => this.isArtefact(error));
  }
}

/** True when `error` was produced inside `junctor`'s branches for the same value. */
function isBelow(error: SchemaError, junctor: SchemaError): boolean {
  if (error === junctor || !error.schemaPath.startsWith(`${junctor.schemaPath}/`)) return false;
  const base = junctor.instancePath;
  return error.instancePath === base || error.instancePath.startsWith(`${base}/`);
}

function expressionKind(value: unknown, rules: ScannerRules | undefined): ExpressionKind {
  if (typeof value !== 'string' || !value.includes('${')) return 'none';
  const scan = scanTemplate(value, rules ? { rules } : {});
  // A string kro rejects as malformed is reported by the expression checks; here it
  // must not add schema noise, so treat it like a string with expressions in it.
  if (scan.error) return 'template';
  if (scan.standalone) return 'standalone';
  return scan.parts.some((part) => part.kind === 'expression') ? 'template' : 'none';
}

function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Field path of a JSON Pointer; segments that index arrays become numbers. */
function pathFromPointer(pointer: string, root: unknown): (string | number)[] {
  const path: (string | number)[] = [];
  let current: unknown = root;
  for (const segment of pointerSegments(pointer)) {
    if (Array.isArray(current)) {
      path.push(Number(segment));
      current = current[Number(segment)];
    } else {
      path.push(segment);
      current = isRecord(current) ? current[segment] : undefined;
    }
  }
  return path;
}

function valueAtPointer(root: unknown, pointer: string): unknown {
  let current: unknown = root;
  for (const segment of pointerSegments(pointer)) {
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (isRecord(current)) current = current[segment];
    else return undefined;
  }
  return current;
}
