/**
 * Conversion of a ConfigData `configuration.schema` (JSON Schema) and
 * `configuration.defaults` into kro SimpleSchema for an RGD's `spec.schema`.
 */
export { convertConfigurationSchema } from './from-json-schema.js';
export type {
  ParameterInfo,
  ParameterType,
  SchemaIssue,
  SchemaIssueCode,
  SimpleSchemaField,
  SimpleSchemaResult,
} from './types.js';
