/**
 * `rgdc import` on every OCM v1 ConfigData of the shared corpus (read in place, never
 * copied), plus v1 files written for these tests. Each case lists the diagnostics it
 * must produce (only the documented "cannot translate" ones); the result must match its
 * golden file under `test/import/expected/` (`UPDATE=1` rewrites them) and compile with
 * zero errors.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/compiler/compile.js';
import { importV1ConfigData, type ImportOptions } from '../../src/import/index.js';
import { corpusDir, repoRoot } from '../support/corpus.js';
import { expectGolden } from '../support/golden.js';

const OCM_V1 = path.join(corpusDir, 'ocm/ocm-controller');
const LOCAL = path.join(repoRoot, 'test/import/fixtures');

interface Case {
  readonly name: string;
  /** The v1 ConfigData file. */
  readonly file: string;
  readonly component: string;
  readonly repository: string;
  readonly deploy: ImportOptions['deploy'];
  readonly sourceDir?: string;
  readonly referencePath?: readonly string[];
  /** Every diagnostic expected, as `code@path`, sorted as reported. */
  readonly expected: readonly string[];
  /** The import fails (an error among `expected`) and writes nothing. */
  readonly fails?: true;
}

const e2e = (part: string) => path.join(OCM_V1, 'e2e/testdata', part);
const PIPELINE = { component: 'component.name.pipeline/podinfo@>=v1.0.0', repository: 'registry.ocm-system.svc.cluster.local:5000' };

const CASES: readonly Case[] = [
  // The e2e ConfigData files patch manifests the corpus does not hold: without --source
  // every target is unknown: the import fails with one import_needs_source at the first rule.
  {
    name: 'podinfo-backend',
    file: e2e('testOCMController/podinfo/backend/config.yaml'),
    ...PIPELINE,
    deploy: { kind: 'kustomize', resource: 'manifests' },
    referencePath: ['backend'],
    expected: ['import_needs_source@configuration.rules[0].file'],
    fails: true,
  },
  {
    name: 'podinfo-frontend',
    file: e2e('testOCMController/podinfo/frontend/config.yaml'),
    ...PIPELINE,
    deploy: { kind: 'kustomize', resource: 'manifests' },
    referencePath: ['frontend'],
    expected: ['import_needs_source@configuration.rules[0].file'],
    fails: true,
  },
  {
    name: 'podinfo-redis',
    file: e2e('testOCMController/podinfo/redis/config.yaml'),
    ...PIPELINE,
    deploy: { kind: 'kustomize', resource: 'manifests' },
    referencePath: ['redis'],
    expected: ['import_default_mismatch@configuration.defaults.replicas', 'import_needs_source@localization[0].file'],
    fails: true,
  },
  {
    name: 'multiple-same-resources',
    file: e2e('testOCMControllerMultipleSameResources/config.yaml'),
    component: 'component.name.resources/same@>=v1.0.0',
    repository: 'registry.ocm-system.svc.cluster.local:5000',
    deploy: { kind: 'kustomize', resource: 'same' },
    expected: ['import_needs_source@configuration.rules[0].file'],
    fails: true,
  },
  // The corpus holds this example's manifests: targets resolve; the CUE mapping cannot.
  {
    name: 'mapping-with-cue',
    file: path.join(OCM_V1, 'examples/mapping-with-cue/src/config.yaml'),
    component: 'ocm.software/monolith@>=v1.3.0',
    repository: 'ghcr.io/open-component-model',
    deploy: { kind: 'kustomize', resource: 'deployment' },
    sourceDir: path.join(OCM_V1, 'examples/mapping-with-cue/src'),
    expected: ['import_missing_api_version@kind', 'import_name_changed@kind', 'import_untranslatable_mapping@localization[0].mapping'],
  },
  // The backend file again, with manifests laid out like the podinfo `manifests` resource
  // (written for this test): every rule and the localization translate.
  {
    name: 'podinfo-backend-with-source',
    file: e2e('testOCMController/podinfo/backend/config.yaml'),
    ...PIPELINE,
    deploy: { kind: 'kustomize', resource: 'manifests' },
    referencePath: ['backend'],
    sourceDir: path.join(LOCAL, 'podinfo-manifests'),
    expected: [],
  },
  {
    name: 'helm-chart',
    file: path.join(LOCAL, 'helm-chart/config.yaml'),
    component: 'acme.org/podinfo@>=6.9.0 <7',
    repository: 'ghcr.io/acme/ocm',
    deploy: { kind: 'helm', resource: 'chart' },
    expected: [
      'import_name_changed@metadata.name',
      'import_dropped_field@metadata.namespace',
      'import_untranslatable_expression@configuration.rules[4].value',
      'import_unmapped_file@configuration.rules[5].file',
      'import_untranslatable_mapping@localization[2].mapping',
    ],
  },
];

/** The cases that import; the others fail (no --source) and write nothing. */
const IMPORTED = CASES.filter((c) => c.fails !== true);

const relative = (file: string) => path.relative(repoRoot, file).split(path.sep).join('/');

function runCase(c: Case) {
  const [name, version] = [c.component.slice(0, c.component.indexOf('@')), c.component.slice(c.component.indexOf('@') + 1)];
  return importV1ConfigData({
    file: relative(c.file),
    source: readFileSync(c.file, 'utf8'),
    component: { name, version },
    repository: c.repository,
    deploy: c.deploy,
    ...(c.sourceDir ? { sourceDir: c.sourceDir, sourceDirLabel: relative(c.sourceDir) } : {}),
    ...(c.referencePath ? { referencePath: c.referencePath } : {}),
  });
}

/** Every file of the v1 corpus that is an OCM v1 ConfigData (kind ConfigData, v1 or no apiVersion). */
function corpusConfigData(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return corpusConfigData(file);
    if (!/\.ya?ml$/.test(entry)) return [];
    const text = readFileSync(file, 'utf8');
    const isConfigData = /^kind: ConfigData\s*$/m.test(text) && (/^apiVersion: config\.ocm\.software\/v1alpha1\s*$/m.test(text) || !/^apiVersion:/m.test(text));
    return isConfigData ? [file] : [];
  });
}

describe('rgdc import: OCM v1 ConfigData of the corpus', () => {
  it('the corpus is present and every v1 ConfigData in it has a case', () => {
    expect(existsSync(OCM_V1)).toBe(true);
    const found = corpusConfigData(OCM_V1).sort();
    expect(found.length).toBeGreaterThanOrEqual(5);
    const covered = new Set(CASES.map((c) => c.file));
    expect(found.filter((f) => !covered.has(f))).toEqual([]);
  });

  it.each(CASES)('$name: imports with only the expected diagnostics', (c) => {
    const result = runCase(c);
    expect(result.diagnostics.map((d) => `${d.code}@${d.path}`)).toEqual(c.expected);
    expect(result.ok).toBe(c.fails !== true);
    expect(result.diagnostics.every((d) => (c.fails === true || d.severity !== 'error') && d.hint && d.line >= 1)).toBe(true);
  });

  it.each(IMPORTED)('$name: matches its golden file under test/import/expected/', (c) => {
    const result = runCase(c);
    const golden = path.join(repoRoot, 'test/import/expected', `${c.name}.yaml`);
    expectGolden(golden, result.configData!, 'test/import/corpus.test.ts');
  });

  it.each(IMPORTED)('$name: the imported ConfigData compiles with zero errors', (c) => {
    const result = runCase(c);
    const compiled = compile({ file: `test/import/expected/${c.name}.yaml`, source: result.configData! });
    expect(compiled.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(compiled.ok).toBe(true);
  });

  it('is deterministic', () => {
    for (const c of IMPORTED) expect(runCase(c).configData).toBe(runCase(c).configData);
  });
});
