/**
 * The ajv-based template validator rgdc shipped before the schema walker, kept in the
 * tests only as the reference the walker is compared with: ajv compiles the strict schema
 * (`strict-schema.ts`) and its errors go through the same filter as the walker's.
 */
import { createRequire } from 'node:module';
import type { Ajv as AjvInstance, ErrorObject, ValidateFunction } from 'ajv';
import type { FormatsPlugin } from 'ajv-formats';
import { re2AjvEngine } from '../../src/regex/index.js';
import { toIssues, type SchemaError, type TemplateIssue } from '../../src/kube/schema-issues.js';
import { CHECKED_FORMATS, toStrictSchema } from './strict-schema.js';

const require = createRequire(import.meta.url);

/** The reference: raw ajv errors and the issues rgdc makes of them. */
export interface AjvReference {
  errors(schema: object, value: unknown): SchemaError[];
  validate(schema: object, value: unknown): TemplateIssue[];
}

export function createAjvReference(): AjvReference {
  const Ajv = require('ajv').default as typeof AjvInstance;
  const addFormats = require('ajv-formats').default as FormatsPlugin;
  const ajv = new Ajv({ strict: false, allErrors: true, logger: false, code: { regExp: re2AjvEngine } });
  addFormats(ajv, [...CHECKED_FORMATS]);
  const compiled = new WeakMap<object, ValidateFunction>();
  const errors = (schema: object, value: unknown): SchemaError[] => {
    let validateFn = compiled.get(schema);
    if (!validateFn) {
      validateFn = ajv.compile(toStrictSchema(schema));
      compiled.set(schema, validateFn);
    }
    return validateFn(value) ? [] : (validateFn.errors ?? []).map(plain);
  };
  return {
    errors,
    validate: (schema, value) => toIssues(errors(schema, value), value),
  };
}

function plain(error: ErrorObject): SchemaError {
  return {
    keyword: error.keyword,
    instancePath: error.instancePath,
    schemaPath: error.schemaPath,
    params: { ...error.params },
    ...(error.message !== undefined ? { message: error.message } : {}),
  };
}
