/**
 * Check phase 3: the instance API. `schema.spec` and `schema.types` are read as kro
 * SimpleSchema; every problem is reported at the field (and, for markers and type names,
 * at the characters) it concerns. The resulting OpenAPI schema types `schema` in CEL.
 */
import { formatFieldPath, type FieldPath } from '../source/index.js';
import type { DiagnosticCode } from '../diagnostics/codes.js';
import type { DiagnosticSink } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/report.js';
import { simpleSchemaToOpenApi, type OpenApiSchema, type SimpleSchemaIssueKind } from '../simpleschema/parse/index.js';
import { spanInString } from './positions.js';
import type { RgdModel } from './types.js';

const CODES: Readonly<Record<SimpleSchemaIssueKind, DiagnosticCode>> = {
  invalid_type: 'rgd_invalid_type',
  unknown_type: 'rgd_unknown_type',
  type_cycle: 'rgd_type_cycle',
  unknown_marker: 'rgd_unknown_marker',
  invalid_marker: 'rgd_invalid_marker',
  invalid_marker_value: 'rgd_invalid_marker_value',
  invalid_field: 'rgd_invalid_schema_field',
};

/** Converts the instance spec schema, reporting SimpleSchema problems; returns the OpenAPI `spec` schema. */
export function checkInstanceSchema(model: RgdModel, report: DiagnosticSink): OpenApiSchema {
  const { document } = model;
  const { schema, issues } = simpleSchemaToOpenApi(model.spec, model.types);
  for (const issue of issues) {
    const path: FieldPath = ['spec', 'schema', issue.section, ...issue.path];
    const span =
      issue.kind === 'type_cycle'
        ? document.locate(path, { key: true })
        : issue.offset !== undefined
          ? spanInString(document, path, issue.offset, issue.offset + (issue.length ?? 1))
          : document.locate(path);
    report(makeDiagnostic(CODES[issue.kind], span, formatFieldPath(path), issue.message, issue.hint ? { hint: issue.hint } : {}));
  }
  return schema;
}
