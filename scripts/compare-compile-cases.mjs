// The command lines scripts/compare-compile.mjs runs at both commits: `rgdc compile` of every
// ConfigData fixture (as its test compiles it, with every output, and for every target
// profile), and `rgdc import` of every OCM v1 ConfigData of the corpus and of
// test/import/fixtures. A case is a list of arguments to `rgdc`, relative to the checkout it
// runs in, so both sides print the same paths:
//
//   { args: ['compile', 'test/fixtures/compile/helm-simple/configdata.yaml', '--json', ...], inputs: [...] }
//
// `{emit}` in an argument is a fresh, empty output folder per case and side (for `-o DIR/`);
// `stdinFrom` names the case whose stdout (on the same side) is this case's standard input.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every output `--emit` knows; `constructor` cannot join a stream, hence `-o {emit}/` with it. */
const ALL_OUTPUTS = ['--emit', 'rgd,instance,bootstrap,constructor,schema', '-o', '{emit}/'];

/** kro's feature-gate syntax for "every alpha gate on" (every kro gate is alpha). */
const ALL_GATES = 'AllAlpha=true';

/**
 * The flags each import case of test/import/corpus.test.ts gives, keyed by the file's path
 * relative to the checkout. That test fails when a v1 ConfigData of the corpus has no case
 * there; one that is missing here still runs, with {@link FALLBACK_IMPORT}.
 */
const PIPELINE = ['--component', 'component.name.pipeline/podinfo@>=v1.0.0', '--repository', 'registry.ocm-system.svc.cluster.local:5000'];
const E2E = '../shared/corpus/ocm/ocm-controller/e2e/testdata';
const CUE = '../shared/corpus/ocm/ocm-controller/examples/mapping-with-cue/src';
const IMPORT_FLAGS = new Map([
  [
    `${E2E}/testOCMController/podinfo/backend/config.yaml`,
    [
      [...PIPELINE, '--kustomize', 'manifests', '--reference-path', 'backend'],
      // The same file with manifests laid out like the podinfo `manifests` resource: every rule translates.
      [...PIPELINE, '--kustomize', 'manifests', '--reference-path', 'backend', '--source', 'test/import/fixtures/podinfo-manifests'],
    ],
  ],
  [`${E2E}/testOCMController/podinfo/frontend/config.yaml`, [[...PIPELINE, '--kustomize', 'manifests', '--reference-path', 'frontend']]],
  [`${E2E}/testOCMController/podinfo/redis/config.yaml`, [[...PIPELINE, '--kustomize', 'manifests', '--reference-path', 'redis']]],
  [
    `${E2E}/testOCMControllerMultipleSameResources/config.yaml`,
    [['--component', 'component.name.resources/same@>=v1.0.0', '--repository', 'registry.ocm-system.svc.cluster.local:5000', '--kustomize', 'same']],
  ],
  [
    `${CUE}/config.yaml`,
    [['--component', 'ocm.software/monolith@>=v1.3.0', '--repository', 'ghcr.io/open-component-model', '--kustomize', 'deployment', '--source', CUE]],
  ],
  [
    'test/import/fixtures/helm-chart/config.yaml',
    [['--component', 'acme.org/podinfo@>=6.9.0 <7', '--repository', 'ghcr.io/acme/ocm', '--helm-chart', 'chart']],
  ],
]);
const FALLBACK_IMPORT = [['--component', 'acme.org/podinfo@1.0.0', '--repository', 'ghcr.io/acme/ocm', '--kustomize', 'manifests']];

/** Reads a one-line option file of a fixture folder (`target`, `kro-feature-gates`), if there is one. */
function optionFile(dir, name) {
  const file = path.join(dir, name);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

/** `--target` / `--kro-feature-gates` arguments for a case's options. */
function optionArgs({ target, gates }) {
  return [...(target ? ['--target', target] : []), ...(gates ? ['--kro-feature-gates', gates] : [])];
}

/**
 * The compile cases of one ConfigData: as its test compiles it (the RGD on stdout), every
 * output as files, every output as JSON (diagnostics with their ranges); with `sweep`, also
 * for each other target profile and with every kro feature gate on.
 */
function compileCases(file, options, targets, sweep) {
  const own = optionArgs(options);
  const cases = [[...own], [...own, ...ALL_OUTPUTS], [...own, '--json', ...ALL_OUTPUTS]];
  if (sweep) {
    const ownTarget = options.target ?? targets.default;
    for (const target of targets.names.filter((name) => name !== ownTarget))
      cases.push([...optionArgs({ target, gates: options.gates }), '--json', ...ALL_OUTPUTS]);
    if (!options.gates) cases.push([...optionArgs({ target: options.target, gates: ALL_GATES }), '--json', ...ALL_OUTPUTS]);
  }
  return cases.map((flags) => ({ args: ['compile', file, ...flags], inputs: [file] }));
}

/** Every file under `dir` (relative to `root`) whose name matches `pattern`, sorted. */
function filesUnder(root, dir, pattern) {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true })
    .flatMap((entry) => {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(root, relative, pattern);
      return pattern.test(entry.name) ? [relative] : [];
    })
    .sort();
}

/** Whether a YAML text is an rgdc ConfigData (the v1 ones under test/fixtures/localize are for localize). */
const isRgdcConfigData = (text) => /^kind: ConfigData\s*$/m.test(text) && /^apiVersion: rgdc\//m.test(text);

/** As test/import/corpus.test.ts finds them: kind ConfigData, and the v1 apiVersion or none. */
const isV1ConfigData = (text) =>
  /^kind: ConfigData\s*$/m.test(text) && (/^apiVersion: config\.ocm\.software\/v1alpha1\s*$/m.test(text) || !/^apiVersion:/m.test(text));

/**
 * Every rgdc ConfigData under test/fixtures (preview, diff, check's repository, localize:
 * a few more than the runners compile, for little time) and the options its runner
 * compiles it with: a preview case's `args.json` may name a target and gates
 * (test/preview/fixtures.test.ts).
 */
function testFixtureConfigData(root) {
  return filesUnder(root, 'test/fixtures', /\.ya?ml$/)
    .filter((file) => isRgdcConfigData(readFileSync(path.join(root, file), 'utf8')))
    .map((file) => {
      const argsFile = path.join(root, path.dirname(file), 'args.json');
      const args = file.startsWith('test/fixtures/preview/') && existsSync(argsFile) ? JSON.parse(readFileSync(argsFile, 'utf8')) : {};
      return { file, options: { target: args.target, gates: args.kroFeatureGates } };
    });
}

/**
 * The import cases of one v1 ConfigData: the YAML on stdout with diagnostics on stderr, the
 * same as JSON, and the imported ConfigData compiled again (as the corpus test does; not
 * run where the import fails).
 */
function importCases(file) {
  return (IMPORT_FLAGS.get(file) ?? FALLBACK_IMPORT).flatMap((flags) => {
    const extra = flags.includes('--source') ? [flags[flags.indexOf('--source') + 1]] : [];
    const imported = { args: ['import', file, ...flags], inputs: [file, ...extra] };
    return [
      imported,
      { args: ['import', file, ...flags, '--json'], inputs: imported.inputs },
      { args: ['compile', '-'], inputs: imported.inputs, stdinFrom: imported },
    ];
  });
}

/**
 * Every case, in a stable order, for the checkout at `root` (the new side). `targets` is
 * `{ names, default }` as `rgdc compile --list-targets --json` lists them at that side.
 */
export function listCases(root, targets) {
  const fixtures = readdirSync(path.join(root, 'test/fixtures/compile'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, 'test/fixtures/compile', entry.name, 'configdata.yaml')))
    .map((entry) => entry.name)
    .sort();
  const cases = fixtures.flatMap((name) => {
    const dir = path.join(root, 'test/fixtures/compile', name);
    const options = { target: optionFile(dir, 'target'), gates: optionFile(dir, 'kro-feature-gates') };
    // Other profiles only for a case that compiles (it has an rgd.yaml) or is about a profile:
    // the others stop at errors the profile has no part in, and would double the run time.
    const sweep = existsSync(path.join(dir, 'rgd.yaml')) || options.target !== undefined;
    return compileCases(`test/fixtures/compile/${name}/configdata.yaml`, options, targets, sweep);
  });
  for (const { file, options } of testFixtureConfigData(root)) cases.push(...compileCases(file, options, targets, false));
  const corpus = '../shared/corpus/ocm/ocm-controller';
  const v1 = [...filesUnder(root, corpus, /\.ya?ml$/), ...filesUnder(root, 'test/import/fixtures', /\.ya?ml$/)].filter((file) =>
    isV1ConfigData(readFileSync(path.join(root, file), 'utf8')),
  );
  for (const file of v1) cases.push(...importCases(file));
  return cases;
}

/** A case as a shell-like line: `rgdc compile - < (rgdc import ...)` for one fed by another's stdout. */
export function describeCase(kase) {
  const line = `rgdc ${kase.args.join(' ')}`;
  return kase.stdinFrom ? `${line} < (${describeCase(kase.stdinFrom)})` : line;
}

/** Whether every input of a case exists under `root` (a case added since the old commit has none there). */
export function inputsExist(root, kase) {
  return kase.inputs.every((input) => existsSync(path.join(root, input)));
}

/** Whether the case's input files (folders are not compared) hold the same bytes under both roots. */
export function inputsEqual(rootA, rootB, kase) {
  return kase.inputs.every((input) => {
    const [a, b] = [path.join(rootA, input), path.join(rootB, input)];
    if (statSync(a).isDirectory()) return true;
    return readFileSync(a).equals(readFileSync(b));
  });
}
