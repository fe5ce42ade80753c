/**
 * Validation of stored component descriptors against OCM's own JSON schemas (vendored in
 * `schemas/ocm/`, precompiled into `src/generated/`): v2 against the monorepo's schema,
 * v3alpha1 against the v1 library's. Each problem is one positioned diagnostic at the
 * descriptor node it concerns.
 *
 * Descriptor files given with `--component FILE` are not validated: people write them by
 * hand (`provider: {name: ...}` as constructors have it, which the v2 schema refuses),
 * and preview and localize read only what they use. What a registry or CTF holds was
 * written by OCM tooling and must follow the schema.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import v2Validator from '../../generated/ocm-descriptor-v2-validator.js';
import v3alpha1Validator from '../../generated/ocm-descriptor-v3alpha1-validator.js';
import { fieldPathFromPointer, formatFieldPath } from '../../source/field-path.js';
import type { LoadedDocument } from '../../source/types.js';
import type { DiagnosticSink } from '../../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../../diagnostics/report.js';
import type { DescriptorFormat } from './types.js';

/** At most this many schema problems are reported per descriptor; the rest are counted. */
const MAX_REPORTED = 20;

/** Validates the descriptor document; true when it follows its schema. */
export function validateDescriptor(document: LoadedDocument, format: Exclude<DescriptorFormat, 'constructor'>, report: DiagnosticSink): boolean {
  const validate = (format === 'v2' ? v2Validator : v3alpha1Validator) as unknown as ValidateFunction;
  if (validate(document.value)) return true;
  const errors = relevantErrors(validate.errors ?? []);
  for (const error of errors.slice(0, MAX_REPORTED)) {
    const path = fieldPathFromPointer(error.instancePath);
    const params = error.params as Record<string, unknown>;
    const target = error.keyword === 'additionalProperties' ? [...path, String(params.additionalProperty)] : path;
    const where = formatFieldPath(path) || 'the descriptor';
    const message =
      error.keyword === 'required'
        ? `${where} is missing the required field \`${String(params.missingProperty)}\``
        : error.keyword === 'additionalProperties'
          ? `unknown field \`${String(params.additionalProperty)}\` in ${where}`
          : error.keyword === 'pattern'
            ? `${where} does not match the pattern ${String(params.pattern)}`
            : error.keyword === 'enum'
              ? `${where} must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`
              : `${where} ${error.message ?? 'is invalid'}`;
    report(
      makeDiagnostic(
        'ocm_invalid_descriptor',
        document.locate(target, { key: error.keyword === 'additionalProperties' }),
        formatFieldPath(target),
        `component descriptor (${format}): ${message}`,
      ),
    );
  }
  if (errors.length > MAX_REPORTED) {
    report(
      makeDiagnostic(
        'ocm_invalid_descriptor',
        document.locate([]),
        '',
        `component descriptor (${format}): ${errors.length - MAX_REPORTED} more schema problems not shown`,
      ),
    );
  }
  return false;
}

/**
 * ajv reports every failing branch of an `anyOf`/`oneOf` plus the combinator itself.
 * Keep the combinator's own error only where no branch error explains the same place
 * more precisely.
 */
function relevantErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const combinators = new Set(['anyOf', 'oneOf']);
  const detailed = errors.filter((e) => !combinators.has(e.keyword));
  const explained = (e: ErrorObject) =>
    detailed.some((d) => d.instancePath.startsWith(e.instancePath) && !(d.keyword === 'type' && d.instancePath === e.instancePath));
  // A branch that only says "must be null" (the `{type: null}` arm) is noise when the value is there.
  const noNullNoise = detailed.filter((e) => !(e.keyword === 'type' && (e.params as { type?: unknown }).type === 'null'));
  const kept = [...noNullNoise, ...errors.filter((e) => combinators.has(e.keyword) && !explained(e))];
  const seen = new Set<string>();
  return kept.filter((e) => {
    const key = `${e.instancePath}|${e.keyword}|${JSON.stringify(e.params)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
