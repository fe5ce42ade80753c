/**
 * Phase 2: check a loaded document against the ConfigData JSON Schema and the rules a
 * schema cannot state (unique secret names, no URL with credentials), with a positioned
 * diagnostic per problem.
 */
import precompiledValidator from '../../../generated/configdata-validator.js';
import type { ValidateFunction } from 'ajv';
import type { DiagnosticSink } from '../../../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../../../diagnostics/report.js';
import { formatFieldPath } from '../../../source/field-path.js';
import type { LoadedDocument } from '../../../source/types.js';
import { checkUrlCredentials } from '../../../sensitive/url-credentials.js';
import { reportSchemaErrors } from './schema-errors.js';
import { reportMetadataProblems } from '../../../kube/metadata-problems.js';
import type { ConfigData, ValidatedConfigData } from './types.js';

export type { ConfigData, ValidatedConfigData } from './types.js';

/**
 * The ConfigData validator, precompiled from the schema at build time
 * (scripts/generate-validators.mjs), so start-up does not pay for compiling it.
 */
function configDataValidator(): ValidateFunction {
  return precompiledValidator as unknown as ValidateFunction;
}

/**
 * Validates one ConfigData document. Returns `undefined` when the document has errors
 * that make later phases meaningless; every error has been reported by then.
 */
export function validateConfigData(document: LoadedDocument, report: DiagnosticSink): ValidatedConfigData | undefined {
  const value = document.value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    report(
      makeDiagnostic('configdata_not_configdata', document.locate([]), '', 'the document is not a map; a ConfigData starts with `apiVersion: rgdc/v1alpha1`'),
    );
    return undefined;
  }
  // An RGD given to compile is a mistake of command, not twenty schema errors (issue 26).
  if (isResourceGraphDefinition(value)) {
    report(
      makeDiagnostic(
        'configdata_is_rgd',
        document.locate(['kind']),
        'kind',
        'this is a ResourceGraphDefinition, not a ConfigData: use `rgdc check` to check it (compile turns a ConfigData into an RGD)',
      ),
    );
    return undefined;
  }
  // Before the schema: a URL with credentials is reported even in a ConfigData with other errors.
  const leaks = checkUrlCredentials(document, report);
  const validate = configDataValidator();
  if (!validate(value)) {
    reportSchemaErrors(document, validate.errors ?? [], report);
    return undefined;
  }
  const config = value as ConfigData;
  if (!checkUniqueSecrets(document, config, report)) return undefined;
  if (!reportMetadataProblems(document, config.metadata, ['metadata'], 'configdata_invalid_metadata', report)) return undefined;
  // Nothing is compiled from a ConfigData that would carry credentials into the RGD.
  if (leaks > 0) return undefined;
  return { document, config };
}

/**
 * A kro RGD (`kro.run/<version>`, `kind: ResourceGraphDefinition`). Stated here rather than
 * imported from kro/shape, which sits above the compiler (docs/design/architecture.md).
 */
function isResourceGraphDefinition(value: object): boolean {
  const { apiVersion, kind } = value as { apiVersion?: unknown; kind?: unknown };
  return kind === 'ResourceGraphDefinition' && typeof apiVersion === 'string' && apiVersion.startsWith('kro.run/');
}

function checkUniqueSecrets(document: LoadedDocument, config: ConfigData, report: DiagnosticSink): boolean {
  const seen = new Map<string, number>();
  let ok = true;
  (config.secrets ?? []).forEach((secret, index) => {
    const first = seen.get(secret.name);
    if (first === undefined) {
      seen.set(secret.name, index);
      return;
    }
    ok = false;
    const path = ['secrets', index, 'name'];
    report(
      makeDiagnostic(
        'configdata_duplicate_secret',
        document.locate(path),
        formatFieldPath(path),
        `secret \`${secret.name}\` is declared twice (first at secrets[${first}])`,
      ),
    );
  });
  return ok;
}
