/**
 * The preview fixture table (the harness in `test/support/suite.ts`): every folder under
 * `test/fixtures/preview/` is one case.
 * Inputs: `configdata.yaml` or `rgd.yaml` and `instance.yaml` in the folder (or, in
 * `case.yaml`, `input`/`instance` paths relative to the repository root, to reuse the
 * compile fixtures), optional `component.yaml`, and in `case.yaml` optional `external`
 * (files of the folder), `status` (`--status` values), `target`, `kro` (the release, as `--kro`),
 * `kroFeatureGates`, `explain` and `strict`.
 * Expectations: `preview.yaml` (the text output, byte for byte; absent when preview
 * fails) and `diagnostics.json` (code, severity, file, line, column, path; absent when
 * there are none). `UPDATE=1` rewrites them; review the diff like code.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTarget } from '../../src/compiler/compile.js';
import { preview, renderPreview } from '../../src/preview/index.js';
import { REPO_ROOT } from '../support/fixtures.js';
import { expectCaseDiagnostics, expectCaseFile, listCases } from '../support/suite.js';
import { parseFeatureGates } from '../../src/targets/feature-gates.js';
import { findKroRelease } from '../../src/kro/releases/index.js';

const TEST_FILE = 'test/preview/fixtures.test.ts';

interface Args {
  input?: string;
  instance?: string;
  external?: string[];
  status?: string[];
  target?: string;
  /** As `--kro`: the kro release to preview for. */
  kro?: string;
  /** As `--kro-feature-gates`. */
  kroFeatureGates?: string;
  explain?: boolean;
  strict?: boolean;
}

const cases = listCases<Args>('preview', { keys: ['input', 'instance', 'external', 'status', 'target', 'kro', 'kroFeatureGates', 'explain', 'strict'] });

const file = (path: string) => ({ file: path, source: readFileSync(join(REPO_ROOT, path), 'utf8') });

describe('preview fixtures', () => {
  it('has cases', () => expect(cases.length).toBeGreaterThan(10));
  for (const kase of cases) {
    it(kase.name, () => {
      const { name, rel, config: args } = kase;
      const input = args.input ?? (kase.has('configdata.yaml') ? `${rel}/configdata.yaml` : `${rel}/rgd.yaml`);
      const target = args.target === undefined ? undefined : findTarget(args.target);
      const kro = args.kro === undefined ? undefined : findKroRelease(args.kro);
      if (args.kro !== undefined && !kro) throw new Error(`${name}/case.yaml kro: rgdc does not model ${args.kro}`);
      const gates = args.kroFeatureGates === undefined ? undefined : parseFeatureGates(args.kroFeatureGates, kro);
      if (gates && 'error' in gates) throw new Error(`${name}/case.yaml kroFeatureGates: ${gates.error}`);
      const result = preview({
        input: file(input),
        instance: file(args.instance ?? `${rel}/instance.yaml`),
        ...(kase.has('component.yaml') ? { component: file(`${rel}/component.yaml`) } : {}),
        externals: (args.external ?? []).map((e) => file(`${rel}/${e}`)),
        status: args.status ?? [],
        ...(target ? { target } : {}),
        ...(gates ? { featureGates: gates.gates } : {}),
        ...(kro ? { kro } : {}),
        explain: args.explain === true,
        strict: args.strict === true,
      });
      const text = result.ok ? renderPreview(result.objects, result.instance, args.explain ? result.provenance : undefined) : undefined;
      expectCaseFile(kase, 'preview.yaml', text, TEST_FILE);
      expectCaseDiagnostics(kase, result.diagnostics, TEST_FILE);
      // Same input, same bytes.
      if (text !== undefined) expect(renderPreview(result.objects, result.instance, args.explain ? result.provenance : undefined)).toBe(text);
    });
  }
});
