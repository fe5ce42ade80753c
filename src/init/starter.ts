/**
 * `rgdc init`: a commented starter ConfigData from `templates/init/`, which compiles as
 * written, so a team starts from something that works and edits towards its app.
 */
import { readPackageFile } from '../package-files.js';
import { pascalCase } from '../compiler/phases/3-analyze/index.js';
import { toYaml } from '../compiler/phases/5-emit/index.js';

export type StarterKind = 'helm' | 'kustomize';

/** Names a ConfigData may have: a DNS-1123 label, as in the schema. */
export const STARTER_NAME = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;

/** The starter ConfigData text for `name`. */
export function renderStarter(name: string, kind: StarterKind): string {
  const template = readPackageFile('templates', 'init', `${kind}.yaml`);
  // Where the name is a whole value (`name: __NAME__`), it is written as rgdc writes any
  // string: `null` and `true` are DNS labels too, and `yes` is a bool to go-yaml.
  const scalar = toYaml({ name }).slice('name: '.length).trimEnd();
  return template
    .replace(/(?<=: )__NAME__(?=[ ,}\n])/g, scalar)
    .replace(/__NAME__/g, name)
    .replace(/__KIND__/g, pascalCase(name));
}
