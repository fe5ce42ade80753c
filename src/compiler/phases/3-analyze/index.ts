/**
 * Phase 3: give a validated ConfigData its meaning. Converts the configuration schema to
 * kro SimpleSchema, resolves every rule against the parameters, gathers the targets of
 * the chosen delivery (Helm values or kustomize patches) and names the OCM resources the
 * graph will resolve.
 */
import type { DiagnosticCode } from '../../../diagnostics/codes.js';
import type { DiagnosticSink } from '../../../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../../../diagnostics/report.js';
import { convertConfigurationSchema } from '../../../simpleschema/index.js';
import { formatFieldPath } from '../../../source/field-path.js';
import type { FieldPath } from '../../../source/types.js';
import type { ValidatedConfigData } from '../2-validate/types.js';
import { analyzeDeliverySettings, settingGroupsFor } from './delivery-settings.js';
import { analyzeHelmRules } from './helm-rules.js';
import { analyzeKustomizeRules } from './kustomize-rules.js';
import { OcmResourceRegistry } from './ocm-resources.js';
import type { AnalysisReporter } from './reporter.js';
import { RuleResolver } from './rule-values.js';
import type { Analysis, ApiNames, SecretValuesPathRule } from './types.js';

export type * from './types.js';
export { secretBinding } from './helm-rules.js';
export { normaliseResourceRef } from './ocm-resources.js';

/** What analysis needs from the target: its deployer's rules for where secrets go. */
export interface AnalysisTarget {
  readonly secretValuesPath: SecretValuesPathRule;
}

/** Analyzes a validated ConfigData for a target; returns `undefined` when errors were reported. */
export function analyzeConfigData(input: ValidatedConfigData, report: DiagnosticSink, target: AnalysisTarget): Analysis | undefined {
  const { document, config } = input;
  let failed = false;
  const at: AnalysisReporter = (code, path, message, options = {}) => {
    const { key, ...rest } = options;
    const diagnostic = makeDiagnostic(code, document.locate(path, { key: key ?? false }), formatFieldPath(path), message, rest);
    if (diagnostic.severity === 'error') failed = true;
    report(diagnostic);
  };

  const schema = convertConfigurationSchema(config.configuration?.schema, config.configuration?.defaults);
  for (const issue of schema.issues) {
    const path: FieldPath = ['configuration', ...issue.path];
    at(issue.code as DiagnosticCode, path, issue.message, { ...(issue.hint ? { hint: issue.hint } : {}), key: isKeywordPath(path) });
  }

  const resources = new OcmResourceRegistry();
  // A default of the wrong type is already its error: the rules reading that parameter are
  // not warned again that it "has no default" (issue 26, one mistake, one diagnostic).
  const invalidDefaults = schema.issues
    .filter((i) => i.code === 'configdata_invalid_default' && i.path[0] === 'defaults')
    .map((i) => i.path.slice(1).join('.'));
  const rules = new RuleResolver(schema.parameters, at, invalidDefaults);
  const { helm, kustomize } = config.deploy;
  const analyzed = helm
    ? analyzeHelmRules(config, helm, resources, rules, at, target.secretValuesPath)
    : analyzeKustomizeRules(config, kustomize!, resources, rules, at);

  const gitSource = analyzed.delivery.kind === 'kustomize' && analyzed.delivery.deploy.sourceType === 'git';
  const settings = analyzeDeliverySettings(config, settingGroupsFor(analyzed.delivery.kind, gitSource), at);

  if (failed) return undefined;
  reportUnreadParameters(rules, at);
  return { document, config, names: apiNames(input), schema, ocmResources: resources.all(), delivery: analyzed.delivery, secrets: analyzed.secrets, settings };
}

function apiNames({ config }: ValidatedConfigData): ApiNames {
  return {
    rgdName: config.metadata.name,
    kind: config.instance?.kind ?? pascalCase(config.metadata.name),
    apiVersion: config.instance?.apiVersion ?? 'v1alpha1',
    group: config.instance?.group ?? 'kro.run',
  };
}

/** `my-app` → `MyApp`. */
export function pascalCase(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

/**
 * A parameter no rule reads does nothing: installers may set it and see no effect. Only
 * checked when everything else is clean, so a broken rule does not also make its
 * parameter look unused.
 */
function reportUnreadParameters(rules: RuleResolver, at: AnalysisReporter): void {
  for (const parameter of rules.unread()) {
    const schemaPath = parameter.path.flatMap((segment) => ['properties', segment]);
    at(
      'configdata_unused_parameter',
      ['configuration', 'schema', ...schemaPath],
      `parameter \`${parameter.path.join('.')}\` is read by no rule; setting it changes nothing`,
      {
        key: true,
      },
    );
  }
}

/** Unknown-keyword issues point at the keyword's key, not at its value. */
function isKeywordPath(path: FieldPath): boolean {
  const last = path[path.length - 1];
  return typeof last === 'string' && path.includes('schema') && last !== 'properties';
}
