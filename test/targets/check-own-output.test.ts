/**
 * Issue 26, point 7: every kind rgdc emits for a built-in target is in the built-in
 * catalog, so `rgdc check` of rgdc's own output never warns `template_unknown_kind` (it
 * once did for the OCM kinds of every target but the default, and for Flux GitRepository).
 *
 * Each ConfigData of `test/fixtures/compile/` and `test/fixtures/` that compiles for a target is
 * compiled for it (in process: the same `compile()` the CLI runs; the CLI's own bytes are
 * compared for the git-source fixture, the one that emits a GitRepository), and the
 * outputs of one target are checked by one `rgdc check --json DIR`, which reads the target
 * from each RGD's `rgdc.dev/target` annotation. No fixture's golden expects a check
 * finding, so every diagnostic is a failure.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { compile } from '../../src/index.js';
import { TARGET_PROFILES } from '../../src/targets/profiles.js';
import { fluxRelease } from '../../src/deployers/flux/releases.js';
import { rgdc } from '../support/cli.js';
import { listYamlUnder } from '../support/corpus.js';
import { FIXTURES_DIR, featureGatesOf, listFixtures, REPO_ROOT } from '../support/fixtures.js';

/** A ConfigData input: repository-relative path, text and the kro feature gates its folder names. */
interface Input {
  readonly file: string;
  readonly source: string;
  readonly dir: string;
}

function isConfigData(source: string): boolean {
  try {
    const documents = parseAllDocuments(source);
    if (!Array.isArray(documents) || documents.length !== 1) return false;
    const value = documents[0]!.toJS() as { apiVersion?: unknown; kind?: unknown } | null;
    return value?.apiVersion === 'rgdc/v1alpha1' && value.kind === 'ConfigData';
  } catch {
    return false;
  }
}

const INPUTS: Input[] = [
  ...listFixtures().map((fixture) => ({ file: fixture.input, source: fixture.source, dir: fixture.dir })),
  ...listYamlUnder(join(REPO_ROOT, 'test', 'fixtures'))
    .filter((path) => !path.startsWith(`${FIXTURES_DIR}/`))
    .sort()
    .map((path) => ({ file: relative(REPO_ROOT, path), source: readFileSync(path, 'utf8'), dir: dirname(path) }))
    .filter((input) => isConfigData(input.source)),
];

const GIT_FIXTURE = 'test/fixtures/compile/upstream-kustomize-simple/configdata.yaml';
const scratch = mkdtempSync(join(tmpdir(), 'rgdc-check-own-output-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface CheckDiagnostic {
  readonly code: string;
  readonly severity: string;
  readonly message: string;
  readonly file: string;
  readonly path?: string;
}

describe.each([...TARGET_PROFILES.values()].map((profile) => ({ name: profile.name, profile })))(
  'rgdc check of rgdc compile --target $name',
  ({ name, profile }) => {
    /** Compiles every input for the target; returns the folder holding the RGDs and what was compiled. */
    function compileAll(): { dir: string; compiled: string[]; kinds: Set<string> } {
      const dir = join(scratch, name.replace(/[^a-z0-9.-]/gi, '_'));
      mkdirSync(dir, { recursive: true });
      const compiled: string[] = [];
      const kinds = new Set<string>();
      for (const input of INPUTS) {
        const result = compile({ file: input.file, source: input.source, target: profile, ...featureGatesOf({ name: input.file, dir: input.dir }) });
        const rgd = result.ok ? result.output?.files.rgd : undefined;
        if (rgd === undefined) continue;
        for (const match of rgd.matchAll(/^ {8}apiVersion: (\S+)\n {8}kind: (\S+)$/gm)) kinds.add(`${match[1]}/${match[2]}`);
        writeFileSync(join(dir, `${input.file.replace(/[^a-z0-9.-]/gi, '_')}`), rgd);
        compiled.push(input.file);
      }
      return { dir, compiled, kinds };
    }

    it('finds nothing at all: no template_unknown_kind, no warning', () => {
      const { dir, compiled, kinds } = compileAll();
      // The sweep covers what it claims: most inputs compile, and the outputs hold the OCM kinds.
      // Argo CD compiles only the Helm deliveries without secrets (docs/argocd.md).
      expect(compiled.length).toBeGreaterThan(profile.deployer.name === 'flux' ? INPUTS.length / 2 : 5);
      for (const kind of ['Repository', 'Component', 'Resource']) expect(kinds).toContain(`${profile.ocm.apiVersion}/${kind}`);
      // A git source is Flux's GitRepository; another deployer's profile brings its own kinds.
      if (profile.ocm.git && profile.deployer.name === 'flux') expect(kinds).toContain(`${fluxRelease(profile).gitRepositoryApiVersion}/GitRepository`);

      const run = rgdc(['check', '--json', dir]);
      const report = JSON.parse(run.stdout) as { ok: boolean; diagnostics: CheckDiagnostic[] };
      const findings = report.diagnostics.map((d) => `${relative(dir, d.file)} ${d.severity} ${d.code} ${d.path ?? ''}: ${d.message}`);
      expect(findings).toEqual([]);
      expect(report.ok).toBe(true);
      expect(run.code).toBe(0);
    });

    it.runIf(profile.ocm.git && profile.deployer.name === 'flux')(
      'the CLI compiles the git-source fixture to the bytes checked above, GitRepository included',
      () => {
        const run = rgdc(['compile', '--target', name, GIT_FIXTURE]);
        expect(run.code).toBe(0);
        const input = INPUTS.find((i) => i.file === GIT_FIXTURE)!;
        expect(run.stdout).toBe(compile({ file: input.file, source: input.source, target: profile }).output?.files.rgd);
        expect(run.stdout).toMatch(/^ {8}kind: GitRepository$/m);
      },
    );
  },
);

describe('rgdc check knows the fields of the GitRepository rgdc emits', () => {
  it('accepts rgdc output and rejects an unknown field (spec.reff)', () => {
    const rgd = rgdc(['compile', GIT_FIXTURE]).stdout;
    const file = join(scratch, 'git-reff.yaml');
    const marker = /^( {10})ref:\n( {12}commit: .+)$/m;
    expect(rgd).toMatch(marker);
    writeFileSync(file, rgd.replace(marker, '$1reff:\n$2'));
    const run = rgdc(['check', '--json', file]);
    const report = JSON.parse(run.stdout) as { ok: boolean; diagnostics: CheckDiagnostic[] };
    const unknown = report.diagnostics.filter((d) => d.path?.includes('reff'));
    expect(unknown.length, JSON.stringify(report.diagnostics)).toBeGreaterThan(0);
    expect(report.diagnostics.map((d) => d.code)).not.toContain('template_unknown_kind');
  });
});
