/**
 * Validates the merged parameter values against `configuration.schema` with ajv (draft-07
 * by default; 2019-09 and 2020-12 when the schema's `$schema` says so), one positioned
 * diagnostic per violation: at the values file when the value came from it, else at the
 * default in the ConfigData.
 */
import { createRequire } from 'node:module';
import type { Ajv as AjvInstance, ErrorObject, ValidateFunction } from 'ajv';
import type { FormatsPlugin } from 'ajv-formats';
import { fieldPathFromPointer, formatFieldPath } from '../source/field-path.js';
import type { FieldPath, LoadedDocument } from '../source/types.js';
import type { DiagnosticSink } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/report.js';
import { fromValues, type LoadedValues } from './values.js';
import { checkRegex, re2AjvEngine } from '../regex/index.js';

const require = createRequire(import.meta.url);

/** Reports each violation; returns false when there was one (or the schema is unusable). */
export function validateValues(
  schema: Record<string, unknown> | undefined,
  merged: Record<string, unknown>,
  given: LoadedValues | undefined,
  configData: LoadedDocument,
  report: DiagnosticSink,
): boolean {
  if (!schema) return true;
  const ajv = createAjv(typeof schema.$schema === 'string' ? schema.$schema : '');
  let validate: ValidateFunction;
  try {
    validate = ajv.compile(schema);
  } catch (error) {
    const path = ['configuration', 'schema'];
    report(
      makeDiagnostic(
        'localize_invalid_value',
        configData.locate(path),
        formatFieldPath(path),
        `configuration.schema cannot be compiled: ${(error as Error).message}`,
        { hint: 'Fix the JSON Schema; `rgdc compile` reports its unsupported keywords.' },
      ),
    );
    return false;
  }
  if (validate(merged)) return true;
  const seen = new Set<string>();
  for (const error of validate.errors ?? []) {
    const { path, message, atKey } = describe(error);
    const key = `${formatFieldPath(path)}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const where = locate(path, atKey, given, configData, error.keyword === 'required');
    report(makeDiagnostic('localize_invalid_value', where.span, where.path, message));
  }
  return false;
}

function createAjv(dialect: string): AjvInstance {
  // ajv is CommonJS; required lazily so that only localize pays for loading it.
  const module = dialect.includes('2020-12') ? 'ajv/dist/2020' : dialect.includes('2019-09') ? 'ajv/dist/2019' : 'ajv';
  const Ajv = require(module).default as typeof AjvInstance;
  const addFormats = require('ajv-formats').default as FormatsPlugin;
  // OCM v1 checks `configuration.schema` in Go: `pattern`, `patternProperties` and the
  // `regex` format are RE2, and (like `rgdc compile`'s markers) run in linear time.
  const ajv = new Ajv({ strict: false, allErrors: true, verbose: true, logger: false, validateSchema: false, code: { regExp: re2AjvEngine } });
  addFormats(ajv);
  ajv.addFormat('regex', (text: string) => checkRegex(text) === undefined);
  return ajv;
}

/** The parameter a violation concerns and what to say about it. */
function describe(error: ErrorObject): { path: FieldPath; message: string; atKey: boolean } {
  const path = fieldPathFromPointer(error.instancePath);
  const name = formatFieldPath(path);
  const params = error.params as Record<string, unknown>;
  const got = (value: unknown) => ` (got ${JSON.stringify(value)})`;
  switch (error.keyword) {
    case 'required': {
      const missing = [...path, String(params.missingProperty)];
      return { path, message: `parameter \`${formatFieldPath(missing)}\` is required, and neither the values nor the defaults set it`, atKey: false };
    }
    case 'additionalProperties': {
      const extra = [...path, String(params.additionalProperty)];
      return { path: extra, message: `\`${formatFieldPath(extra)}\` is not a parameter of configuration.schema`, atKey: true };
    }
    case 'enum':
      return {
        path,
        message: `parameter \`${name}\` must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}${got(error.data)}`,
        atKey: false,
      };
    default:
      return {
        path,
        message: `parameter \`${name || '(values)'}\` ${error.message ?? 'is invalid'}${error.data !== undefined && typeof error.data !== 'object' ? got(error.data) : ''}`,
        atKey: false,
      };
  }
}

/** The values file when it set the parameter, else `configuration.defaults`. */
function locate(path: FieldPath, atKey: boolean, given: LoadedValues | undefined, configData: LoadedDocument, required: boolean) {
  if (given && (fromValues(given.values, path) || (required && path.length === 0))) return given.locate(path, { key: atKey });
  const inConfig = ['configuration', 'defaults', ...path];
  const hasDefault = fromValues((configData.value as { configuration?: { defaults?: Record<string, unknown> } }).configuration?.defaults ?? {}, path);
  const target = hasDefault ? inConfig : ['configuration', 'schema'];
  return { span: configData.locate(target, { key: atKey && hasDefault }), path: formatFieldPath(target) };
}
