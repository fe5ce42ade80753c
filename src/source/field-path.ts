import type { FieldPath } from './types.js';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/**
 * Renders a field path the way kro and kubectl print them:
 * `spec.resources[2].template.metadata["app.kubernetes.io/name"]`.
 */
export function formatFieldPath(path: FieldPath): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (IDENTIFIER.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

/** Turns an ajv `instancePath` (JSON Pointer) into a field path. */
export function fieldPathFromPointer(pointer: string): (string | number)[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^(0|[1-9][0-9]*)$/.test(segment) ? Number(segment) : segment));
}
