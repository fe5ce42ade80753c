/**
 * Turns ajv errors into positioned diagnostics: one diagnostic per real problem, at the
 * YAML node it concerns, with a code per JSON Schema keyword family.
 */
import type { ErrorObject } from 'ajv';
import type { DiagnosticCode } from '../../../diagnostics/codes.js';
import type { DiagnosticSink } from '../../../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../../../diagnostics/report.js';
import { fieldPathFromPointer, formatFieldPath } from '../../../source/field-path.js';
import type { LoadedDocument } from '../../../source/types.js';
import { readPackageJson } from '../../../package-files.js';
import { suggestName } from '../../../util/did-you-mean.js';

/** Keys that would carry a secret's value; secrets are references only. */
const SECRET_VALUE_KEYS = new Set(['value', 'data', 'stringData', 'password', 'secret']);

const LOCALIZATION_TARGETS = 'image, registry, repository, fullyQualifiedRepository, tag or digest';

/** Reports every ajv error of one document, after removing the noise of `oneOf` branches. */
export function reportSchemaErrors(document: LoadedDocument, errors: readonly ErrorObject[], report: DiagnosticSink): void {
  for (const error of pruneBranchNoise(errors)) {
    const path = fieldPathFromPointer(error.instancePath);
    const { code, message, target, atKey, hint } = describe(error, path);
    const span = document.locate(target, { key: atKey });
    report(makeDiagnostic(code, span, formatFieldPath(target), message, hint ? { hint } : {}));
  }
}

interface Described {
  code: DiagnosticCode;
  message: string;
  target: (string | number)[];
  atKey: boolean;
  hint?: string;
}

function describe(error: ErrorObject, path: (string | number)[]): Described {
  const where = formatFieldPath(path) || 'the document';
  const params = error.params as Record<string, unknown>;
  // `deploy` holds exactly one of helm or kustomize (beside `delivery`): the schema says it
  // with if/then/else, whose branch errors would read as a missing or forbidden field.
  if (path.length === 1 && path[0] === 'deploy' && /\/deploy\/(then|else)\//.test(error.schemaPath)) {
    return { code: 'configdata_exclusive_fields', message: '`deploy` must set exactly one of `helm` or `kustomize`', target: path, atKey: false };
  }
  switch (error.keyword) {
    case 'required': {
      const missing = String(params.missingProperty);
      return { code: 'configdata_missing_field', message: `${where} is missing the required field \`${missing}\``, target: path, atKey: false };
    }
    case 'additionalProperties': {
      const extra = String(params.additionalProperty);
      const target = [...path, extra];
      if (path[0] === 'secrets' && path.length === 2 && SECRET_VALUE_KEYS.has(extra)) {
        return {
          code: 'configdata_secret_value',
          message: `secret entry ${where} carries a \`${extra}\`; secret values never go into ConfigData or the RGD`,
          target,
          atKey: true,
        };
      }
      const suggestion = suggestName(extra, knownFields(path));
      return {
        code: 'configdata_unknown_field',
        message: `unknown field \`${extra}\` in ${where}${suggestion === undefined ? '' : `; did you mean \`${suggestion}\`?`}`,
        target,
        atKey: true,
        ...(suggestion === undefined ? {} : { hint: `Rename it to \`${suggestion}\`.` }),
      };
    }
    case 'const':
      if (path.length === 1 && (path[0] === 'apiVersion' || path[0] === 'kind')) {
        return {
          code: 'configdata_not_configdata',
          message: `\`${path[0]}\` must be \`${String(params.allowedValue)}\``,
          target: path,
          atKey: false,
        };
      }
      return { code: 'configdata_invalid_value', message: `${where} must be \`${String(params.allowedValue)}\``, target: path, atKey: false };
    case 'type':
      return { code: 'configdata_wrong_type', message: `${where} must be ${article(String(params.type))}`, target: path, atKey: false };
    case 'oneOf':
      return { code: 'configdata_wrong_type', message: `${where} must be a resource name or a map with \`name\``, target: path, atKey: false };
    case 'minProperties':
    case 'maxProperties':
      if (path.length === 1 && path[0] === 'deploy') {
        return { code: 'configdata_exclusive_fields', message: '`deploy` must set exactly one of `helm` or `kustomize`', target: path, atKey: false };
      }
      if (path[0] === 'localization') {
        return {
          code: 'configdata_missing_field',
          message: `localization rule ${where} sets no target path; give at least one of ${LOCALIZATION_TARGETS}`,
          target: path,
          atKey: false,
        };
      }
      return { code: 'configdata_invalid_value', message: `${where} ${error.message ?? 'is invalid'}`, target: path, atKey: false };
    case 'pattern':
      // A negated character class lists characters the field may not hold (they would
      // break kro's marker or the objects Go reads): say so instead of showing the regex.
      if (String(params.pattern).startsWith('^[^')) {
        return {
          code: 'configdata_invalid_value',
          message: `${where} must not contain quotes, backslashes, control characters or line separators${path[1] === 'repository' ? ', nor whitespace' : ''}`,
          target: path,
          atKey: false,
        };
      }
      return {
        code: 'configdata_invalid_value',
        message: `${where} does not match the required pattern ${String(params.pattern)}`,
        target: path,
        atKey: false,
      };
    default:
      return { code: 'configdata_invalid_value', message: `${where} ${error.message ?? 'is invalid'}`, target: path, atKey: false };
  }
}

/**
 * The fields the ConfigData schema allows at a field path (`['deploy', 'helm']`), found by
 * walking the schema along the path. (ajv's `schemaPath` cannot say it: inside a `$ref`
 * it restarts at `#`.)
 */
function knownFields(path: readonly (string | number)[]): string[] {
  schema ??= readPackageJson<SchemaNode>('schemas', 'configdata.v1alpha1.schema.json');
  let node: SchemaNode | undefined = resolve(schema);
  for (const segment of path) {
    if (node === undefined) return [];
    node = resolve(typeof segment === 'number' ? node.items : node.properties?.[segment]);
  }
  return Object.keys(node?.properties ?? {});
}

interface SchemaNode {
  readonly $ref?: string;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly items?: SchemaNode;
  readonly oneOf?: readonly SchemaNode[];
  readonly definitions?: Readonly<Record<string, SchemaNode>>;
}

let schema: SchemaNode | undefined;

/** Follows `$ref`s to local definitions and picks the object branch of a `oneOf`. */
function resolve(node: SchemaNode | undefined): SchemaNode | undefined {
  for (let depth = 0; node !== undefined && depth < 8; depth++) {
    if (node.$ref !== undefined) node = schema?.definitions?.[node.$ref.replace('#/definitions/', '')];
    else if (node.oneOf !== undefined) node = node.oneOf.find((branch) => branch.properties !== undefined);
    else return node;
  }
  return node;
}

/**
 * ajv reports every failing branch of a `oneOf`. Keep the branch that matches the value's
 * shape (a string value → the string branch's errors), and the `oneOf` error itself only
 * when no branch explains the failure better.
 */
function pruneBranchNoise(errors: readonly ErrorObject[]): ErrorObject[] {
  // An `if` error ("must match then schema") always comes with the branch's own error.
  errors = errors.filter((e) => e.keyword !== 'if');
  const oneOfs = errors.filter((e) => e.keyword === 'oneOf');
  if (oneOfs.length === 0) return [...errors];
  const dropped = new Set<ErrorObject>();
  for (const oneOf of oneOfs) {
    const prefix = oneOf.schemaPath.replace(/oneOf$/, 'oneOf/');
    const branchErrors = errors.filter((e) => e !== oneOf && e.schemaPath.startsWith(prefix) && e.instancePath.startsWith(oneOf.instancePath));
    const specific = branchErrors.filter((e) => !(e.keyword === 'type' && e.instancePath === oneOf.instancePath));
    for (const e of branchErrors) if (!specific.includes(e)) dropped.add(e);
    if (specific.length > 0) dropped.add(oneOf);
  }
  return errors.filter((e) => !dropped.has(e));
}

function article(type: string): string {
  const words = type.split(',').map((t) => (t === 'object' ? 'a map' : t === 'array' ? 'a list' : `a ${t}`));
  return words.join(' or ');
}
