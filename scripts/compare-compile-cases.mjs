// The command lines scripts/compare-compile.mjs runs at both commits: `rgdc compile` of every
// ConfigData fixture (as its test compiles it, with every output, and for every target
// profile), and `rgdc import` of every OCM v1 ConfigData of the corpus and of
// test/fixtures/import. A case is a list of arguments to `rgdc`, relative to the checkout it
// runs in, so both sides print the same paths:
//
//   { args: ['compile', 'test/fixtures/compile/helm-simple/configdata.yaml', '--json', ...], inputs: [...] }
//
// `{emit}` in an argument is a fresh, empty output folder per case and side (for `-o DIR/`);
// `stdinFrom` names the case whose stdout (on the same side) is this case's standard input.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** The compile suite of the fixture harness (test/support/suite.ts). */
const COMPILE_SUITE = 'test/fixtures/compile';

/** Every output `--emit` knows; `constructor` cannot join a stream, hence `-o {emit}/` with it. */
const ALL_OUTPUTS = ['--emit', 'rgd,instance,bootstrap,constructor,schema', '-o', '{emit}/'];

/** kro's feature-gate syntax for "every alpha gate on" (every kro gate is alpha). */
const ALL_GATES = 'AllAlpha=true';

const FALLBACK_IMPORT = [['--component', 'acme.org/podinfo@1.0.0', '--repository', 'ghcr.io/acme/ocm', '--kustomize', 'manifests']];

/** A case folder's `case.yaml` (test/support/suite.ts), or `{}`. */
function caseConfig(dir) {
  const file = path.join(dir, 'case.yaml');
  return existsSync(file) ? (parse(readFileSync(file, 'utf8')) ?? {}) : {};
}

/**
 * The flags of each import case of test/fixtures/import/ (their `case.yaml`, as
 * test/import/corpus.test.ts runs them), keyed by the v1 file's path relative to the
 * checkout. That test fails when a v1 ConfigData of the corpus has no case; a file missing
 * here still runs, with {@link FALLBACK_IMPORT}.
 */
function importFlags(root) {
  const flags = new Map();
  const dir = 'test/fixtures/import';
  if (!existsSync(path.join(root, dir))) return flags;
  for (const name of readdirSync(path.join(root, dir)).sort()) {
    const config = caseConfig(path.join(root, dir, name));
    if (config.component === undefined) continue;
    const input = config.input ?? `${dir}/${name}/config.yaml`;
    const args = [
      ...['--component', config.component, '--repository', config.repository],
      ...(config.kustomize === undefined ? [] : ['--kustomize', config.kustomize]),
      ...(config.helmChart === undefined ? [] : ['--helm-chart', config.helmChart]),
      ...(config.referencePath === undefined ? [] : ['--reference-path', config.referencePath]),
      ...(config.source === undefined ? [] : ['--source', config.source]),
    ];
    flags.set(input, [...(flags.get(input) ?? []), args]);
  }
  return flags;
}

/**
 * Files the one fixture layout moved (issue 28): the path a case names now, and where an
 * older commit has it. At a side that lacks the new path, a case runs with the old one,
 * and its output names the file by the new path again, so that a move alone is no difference.
 */
export const MOVED = [
  ['test/fixtures/compile/', 'fixtures/'],
  ['test/fixtures/import/helm-chart/config.yaml', 'test/import/fixtures/helm-chart/config.yaml'],
  ['test/fixtures/import/podinfo-backend-with-source/source', 'test/import/fixtures/podinfo-manifests'],
];

/** `file` as the checkout at `root` has it: its older path when only that exists there. */
function pathAt(root, file) {
  if (existsSync(path.join(root, file))) return file;
  for (const [now, before] of MOVED) {
    if (!file.startsWith(now)) continue;
    const older = before + file.slice(now.length);
    if (existsSync(path.join(root, older))) return older;
  }
  return file;
}

/**
 * The case as it runs at `root` (its inputs under their paths there) and the
 * `[as written there, as named now]` replacements that make its output name them as now.
 */
export function caseAt(root, kase) {
  const renames = kase.inputs.map((input) => [pathAt(root, input), input]).filter(([there, now]) => there !== now);
  const rename = (arg) => renames.find(([, now]) => now === arg)?.[0] ?? arg;
  return { args: kase.args.map(rename), inputs: kase.inputs.map(rename), renames };
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
 * Every other rgdc ConfigData under test/fixtures (preview, diff, check's repository,
 * localize, import's results: a few more than the runners compile, for little time) and
 * the options its runner compiles it with: a preview case's `case.yaml` may name a target
 * and gates (test/preview/fixtures.test.ts).
 */
function testFixtureConfigData(root) {
  return filesUnder(root, 'test/fixtures', /\.ya?ml$/)
    .filter((file) => !file.startsWith(`${COMPILE_SUITE}/`) && isRgdcConfigData(readFileSync(path.join(root, file), 'utf8')))
    .map((file) => {
      const config = file.startsWith('test/fixtures/preview/') ? caseConfig(path.join(root, path.dirname(file))) : {};
      return { file, options: { target: config.target, gates: config.kroFeatureGates } };
    });
}

/**
 * The import cases of one v1 ConfigData: the YAML on stdout with diagnostics on stderr, the
 * same as JSON, and the imported ConfigData compiled again (as the corpus test does; not
 * run where the import fails).
 */
function importCases(file, flagsOf) {
  return (flagsOf.get(file) ?? FALLBACK_IMPORT).flatMap((flags) => {
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
  const fixtures = readdirSync(path.join(root, COMPILE_SUITE), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, COMPILE_SUITE, entry.name, 'configdata.yaml')))
    .map((entry) => entry.name)
    .sort();
  const cases = fixtures.flatMap((name) => {
    const dir = path.join(root, COMPILE_SUITE, name);
    const config = caseConfig(dir);
    const options = { target: config.target, gates: config.kroFeatureGates };
    // Other profiles only for a case that compiles (it has an rgd.yaml) or is about a profile:
    // the others stop at errors the profile has no part in, and would double the run time.
    const sweep = existsSync(path.join(dir, 'rgd.yaml')) || options.target !== undefined;
    return compileCases(`${COMPILE_SUITE}/${name}/configdata.yaml`, options, targets, sweep);
  });
  for (const { file, options } of testFixtureConfigData(root)) cases.push(...compileCases(file, options, targets, false));
  const corpus = '../shared/corpus/ocm/ocm-controller';
  const v1 = [...filesUnder(root, corpus, /\.ya?ml$/), ...filesUnder(root, 'test/fixtures/import', /\.ya?ml$/)].filter((file) =>
    isV1ConfigData(readFileSync(path.join(root, file), 'utf8')),
  );
  const flags = importFlags(root);
  for (const file of v1) cases.push(...importCases(file, flags));
  return cases;
}

/** A case as a shell-like line: `rgdc compile - < (rgdc import ...)` for one fed by another's stdout. */
export function describeCase(kase) {
  const line = `rgdc ${kase.args.join(' ')}`;
  return kase.stdinFrom ? `${line} < (${describeCase(kase.stdinFrom)})` : line;
}

/** Whether every input of a case exists under `root` (a case added since the old commit has none there). */
export function inputsExist(root, kase) {
  return caseAt(root, kase).inputs.every((input) => existsSync(path.join(root, input)));
}

/** Whether the case's input files (folders are not compared) hold the same bytes under both roots. */
export function inputsEqual(rootA, rootB, kase) {
  const [atA, atB] = [caseAt(rootA, kase).inputs, caseAt(rootB, kase).inputs];
  return atA.every((inputA, i) => {
    const [a, b] = [path.join(rootA, inputA), path.join(rootB, atB[i])];
    if (statSync(a).isDirectory()) return true;
    return readFileSync(a).equals(readFileSync(b));
  });
}
