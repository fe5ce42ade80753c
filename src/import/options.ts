/**
 * What v1 kept outside the ConfigData (component, repository, deployed resource) comes in
 * as options. Their forms are checked against the rgdc ConfigData schema itself, so the
 * import never accepts what compile would reject.
 */
import { findUrlCredentials } from '../sensitive/url-credentials.js';
import { readPackageJson } from '../package-files.js';
import type { ImportOptions } from './types.js';

interface SchemaNode {
  readonly $id?: string;
  readonly pattern?: string;
  readonly maxLength?: number;
  readonly properties?: Record<string, SchemaNode>;
  readonly definitions?: Record<string, SchemaNode>;
  readonly oneOf?: readonly SchemaNode[];
}

let cached: SchemaNode | undefined;

/** The rgdc ConfigData JSON Schema (read once). */
export function configDataSchema(): SchemaNode {
  cached ??= readPackageJson<SchemaNode>('schemas', 'configdata.v1alpha1.schema.json');
  return cached;
}

/** The schema's `$id`, which the output's yaml-language-server line points at. */
export function configDataSchemaId(): string {
  return configDataSchema().$id ?? 'https://rgdc.dev/schemas/configdata.v1alpha1.schema.json';
}

function pattern(node: SchemaNode | undefined): RegExp {
  return new RegExp(node?.pattern ?? '^.+$');
}

const patterns = () => {
  const schema = configDataSchema();
  const component = schema.properties?.component?.properties;
  const resourceName = schema.definitions?.resourceRef?.oneOf?.[0];
  const name = schema.properties?.metadata?.properties?.name;
  return {
    componentName: pattern(component?.name),
    version: pattern(component?.version),
    repository: pattern(component?.repository),
    resource: pattern(resourceName),
    name: pattern(name),
    nameMax: name?.maxLength ?? 63,
  };
};

/** `acme.org/podinfo@1.0.0` (or `@>=1.0.0 <2`) as name and version. */
export function parseComponentSpec(text: string): { name: string; version: string } | { error: string } {
  const at = text.indexOf('@');
  if (at <= 0 || at === text.length - 1)
    return { error: `--component takes NAME@VERSION (for example acme.org/podinfo@1.0.0 or "acme.org/podinfo@>=1.0.0 <2"); got "${text}"` };
  return { name: text.slice(0, at).trim(), version: text.slice(at + 1).trim() };
}

/** `backend` or `platform/backend`: component reference names, outermost first. */
export function parseReferencePath(text: string): string[] {
  return text
    .split('/')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The problems of a set of options, one sentence each (empty when they are usable). */
export function checkImportOptions(options: Pick<ImportOptions, 'component' | 'repository' | 'deploy' | 'name' | 'referencePath'>): string[] {
  const p = patterns();
  const problems: string[] = [];
  if (!p.componentName.test(options.component.name)) {
    problems.push(`component name "${options.component.name}" is not an OCM component name (a DNS domain followed by a path, for example acme.org/podinfo)`);
  }
  if (options.component.version === '' || !p.version.test(options.component.version))
    problems.push(`component version "${options.component.version}" is not a version or semver range`);
  // Said without the text: the part before @ is a password.
  if (findUrlCredentials(options.repository).length > 0)
    problems.push('repository must not carry credentials (user:password@host): they would be written into the ConfigData; log in with docker login instead');
  else if (options.repository === '' || !p.repository.test(options.repository))
    problems.push(`repository "${options.repository}" is not an OCI registry with optional path (for example ghcr.io/acme/ocm)`);
  if (!p.resource.test(options.deploy.resource)) {
    problems.push(`resource "${options.deploy.resource}" is not an OCM resource name (lowercase letters, digits and -)`);
  }
  if (options.name !== undefined && (!p.name.test(options.name) || options.name.length > p.nameMax)) {
    problems.push(`name "${options.name}" is not a DNS label (lowercase letters, digits and -, starting with a letter, at most ${p.nameMax} characters)`);
  }
  for (const reference of options.referencePath ?? []) {
    if (reference === '') problems.push('a reference path entry is empty');
  }
  return problems;
}

/** A text as a DNS label for `metadata.name`, or `undefined` when nothing usable is left. */
export function toDnsLabel(text: string): string | undefined {
  const p = patterns();
  let label = text
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[^a-z]+/, '');
  label = label.slice(0, p.nameMax).replace(/-+$/, '');
  return label !== '' && p.name.test(label) ? label : undefined;
}
