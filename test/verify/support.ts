// biome-ignore-all lint/suspicious/noExplicitAny: the descriptor fixture is free-form YAML the tests edit; `unknown` would need a cast at every step.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from '../support/fixtures.js';

/**
 * The preview fixture's descriptor (`test/fixtures/preview/helm-configured/component.yaml`),
 * with the provider as the OCM v2 schema has it (a string; the fixture writes the
 * constructor's `{name}`, which stored descriptors may not).
 */
export function fixtureDescriptor(): Record<string, any> {
  const descriptor = parse(readFileSync(join(REPO_ROOT, 'test/fixtures/preview/helm-configured/component.yaml'), 'utf8')) as Record<string, any>;
  descriptor.component.provider = 'acme.org';
  return descriptor;
}
