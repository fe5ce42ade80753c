/**
 * `rgdc init`: a commented starter ConfigData from `templates/init/`, which compiles as
 * written, so a team starts from something that works and edits towards its app.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pascalCase } from '../compiler/phases/3-analyze/index.js';

export type StarterKind = 'helm' | 'kustomize';

/** Names a ConfigData may have: a DNS-1123 label, as in the schema. */
export const STARTER_NAME = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;

/** The starter ConfigData text for `name`. */
export function renderStarter(name: string, kind: StarterKind): string {
  // templates/ sits next to src/ and dist/ at the package root.
  const template = readFileSync(fileURLToPath(new URL(`../../templates/init/${kind}.yaml`, import.meta.url)), 'utf8');
  return template.replace(/__NAME__/g, name).replace(/__KIND__/g, pascalCase(name));
}
