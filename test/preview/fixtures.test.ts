/**
 * The preview fixture table: every folder under `test/fixtures/preview/` is one case.
 * Inputs: `configdata.yaml` or `rgd.yaml` and `instance.yaml` in the folder (or, in
 * `args.json`, `input`/`instance` paths relative to the repository root, to reuse the
 * compile fixtures), optional `component.yaml`, and in `args.json` optional `external`
 * (files of the folder), `status` (`--status` values), `target`, `kroFeatureGates`, `explain` and `strict`.
 * Expectations: `preview.yaml` (the text output, byte for byte; absent when preview
 * fails) and `diagnostics.json` (code, severity, file, line, column, path; absent when
 * there are none). `UPDATE=1` rewrites them; review the diff like code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTarget } from '../../src/compiler/compile.js';
import { preview, renderPreview } from '../../src/preview/index.js';
import { REPO_ROOT } from '../support/fixtures.js';
import { expectOptionalGolden, goldenDiagnostics } from '../support/golden.js';
import { parseFeatureGates } from '../../src/targets/feature-gates.js';

const DIR = join(REPO_ROOT, 'test/fixtures/preview');

interface Args {
  input?: string;
  instance?: string;
  external?: string[];
  status?: string[];
  target?: string;
  /** As `--kro-feature-gates`. */
  kroFeatureGates?: string;
  explain?: boolean;
  strict?: boolean;
}

const cases = readdirSync(DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

const file = (path: string) => ({ file: path, source: readFileSync(join(REPO_ROOT, path), 'utf8') });

function expectFile(dir: string, name: string, actual: string | undefined): void {
  expectOptionalGolden(join(dir, name), actual, 'test/preview/fixtures.test.ts');
}

describe('preview fixtures', () => {
  it('has cases', () => expect(cases.length).toBeGreaterThan(10));
  for (const name of cases) {
    it(name, () => {
      const dir = join(DIR, name);
      const rel = `test/fixtures/preview/${name}`;
      const args = (existsSync(join(dir, 'args.json')) ? JSON.parse(readFileSync(join(dir, 'args.json'), 'utf8')) : {}) as Args;
      const input = args.input ?? (existsSync(join(dir, 'configdata.yaml')) ? `${rel}/configdata.yaml` : `${rel}/rgd.yaml`);
      const target = args.target === undefined ? undefined : findTarget(args.target);
      const gates = args.kroFeatureGates === undefined ? undefined : parseFeatureGates(args.kroFeatureGates);
      if (gates && 'error' in gates) throw new Error(`${name}/args.json kroFeatureGates: ${gates.error}`);
      const result = preview({
        input: file(input),
        instance: file(args.instance ?? `${rel}/instance.yaml`),
        ...(existsSync(join(dir, 'component.yaml')) ? { component: file(`${rel}/component.yaml`) } : {}),
        externals: (args.external ?? []).map((e) => file(`${rel}/${e}`)),
        status: args.status ?? [],
        ...(target ? { target } : {}),
        ...(gates ? { featureGates: gates.gates } : {}),
        explain: args.explain === true,
        strict: args.strict === true,
      });
      const text = result.ok ? renderPreview(result.objects, result.instance, args.explain ? result.provenance : undefined) : undefined;
      expectFile(dir, 'preview.yaml', text);
      expectFile(dir, 'diagnostics.json', goldenDiagnostics(result.diagnostics));
      // Same input, same bytes.
      if (text !== undefined) expect(renderPreview(result.objects, result.instance, args.explain ? result.provenance : undefined)).toBe(text);
    });
  }
});
