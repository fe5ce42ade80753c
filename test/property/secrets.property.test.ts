/**
 * Secrets never leak (issue 10 §2): a marker secret planted in every sensitive position
 * (secret entries and their near-miss keys, writeOnly / format: password parameters,
 * credential-looking keys anywhere, an instance's `spec.secrets`, values files, block
 * scalars, the line before another error) never appears in stdout, stderr or `--json` of
 * compile, check, preview and localize. Fixed seed; `FUZZ_RUNS` searches harder.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { parseDocument } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { runCheck } from '../../src/cli/commands/check.js';
import { runCompile } from '../../src/cli/commands/compile.js';
import { runLocalize } from '../../src/cli/commands/localize.js';
import { runPreview } from '../../src/cli/commands/preview.js';
import { captureCliOutput } from '../support/in-process-cli.js';
import { REPO_ROOT } from '../support/fixtures.js';
import { SEED } from './support.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');
const CONFIGDATA = read('test/fixtures/compile/helm-configured/configdata.yaml');
const INSTANCE = read('test/fixtures/compile/helm-configured/instance.yaml');
const COMPONENT = join(REPO_ROOT, 'test/fixtures/preview/helm-configured/component.yaml');
const dir = mkdtempSync(join(tmpdir(), 'rgdc-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const output = captureCliOutput();

/** Keys under which a value must be hidden (the documented list, in various spellings). */
const credentialKey = fc.constantFrom(
  'password',
  'Password',
  'DB_PASSWORD',
  'passwd',
  'pass',
  'dbPass',
  'secret',
  'clientSecret',
  'token',
  'authToken',
  'apiKey',
  'api_key',
  'API-KEY',
  'privateKey',
  'credentials',
  'passphrase',
);
/** Keys of a ConfigData secret entry that would carry a value (near misses included). */
const secretEntryKey = fc.oneof(credentialKey, fc.constantFrom('value', 'Value', 'data', 'stringData', 'values', 'val'));

/** A secret-looking marker: long enough to be unmistakable, sometimes with quotes or a second line. */
const marker = fc
  .tuple(fc.stringMatching(/^[A-Za-z0-9+/=_-]{10,24}$/), fc.constantFrom('', '"q"', "'s'", ': x', ' #c', '\nsecondLine'))
  .map(([body, tail]) => `Mk${body}${tail}`);

type Plant = {
  readonly where: string;
  readonly configData?: (string | number)[];
  readonly sensitiveParam?: 'writeOnly' | 'password';
  readonly instance?: (string | number)[];
  readonly values?: boolean;
  readonly nextLineError: boolean;
};

const plant: fc.Arbitrary<Plant> = fc.oneof(
  fc
    .record({ key: secretEntryKey, next: fc.boolean() })
    .map(({ key, next }) => ({ where: `secrets[0].${key}`, configData: ['secrets', 0, key], nextLineError: next })),
  fc
    .record({ key: credentialKey, at: fc.constantFrom(['metadata'], ['deploy', 'helm'], ['component'], []), next: fc.boolean() })
    .map(({ key, at, next }) => ({ where: `${at.join('.')}.${key}`, configData: [...at, key], nextLineError: next })),
  fc
    .record({ kind: fc.constantFrom('writeOnly' as const, 'password' as const), inDefaults: fc.boolean(), next: fc.boolean() })
    .map(({ kind, inDefaults, next }) => ({
      where: `${kind} parameter (${inDefaults ? 'configuration.defaults' : 'schema default'})`,
      sensitiveParam: kind,
      configData: inDefaults ? ['configuration', 'defaults', 'adminLogin'] : ['configuration', 'schema', 'properties', 'adminLogin', 'default'],
      nextLineError: next,
    })),
  fc.record({ kind: fc.constantFrom('writeOnly' as const, 'password' as const) }).map(({ kind }) => ({
    where: `${kind} parameter in --values / instance`,
    sensitiveParam: kind,
    values: true,
    instance: ['spec', 'adminLogin'],
    nextLineError: false,
  })),
  fc.record({ key: fc.oneof(credentialKey, fc.constantFrom('value', 'data')), scalar: fc.boolean() }).map(({ key, scalar }) => ({
    where: `instance spec.secrets.database${scalar ? '' : `.${key}`}`,
    instance: scalar ? ['spec', 'secrets', 'database'] : ['spec', 'secrets', 'database', key],
    nextLineError: false,
  })),
);

function configDataWith(p: Plant, secret: string): string {
  const doc = parseDocument(CONFIGDATA);
  if (p.sensitiveParam) {
    doc.setIn(
      ['configuration', 'schema', 'properties', 'adminLogin'],
      doc.createNode(p.sensitiveParam === 'writeOnly' ? { type: 'string', writeOnly: true } : { type: 'string', format: 'password' }),
    );
    doc.setIn(
      ['configuration', 'rules'],
      [...(doc.getIn(['configuration', 'rules']) as { items: unknown[] }).items, doc.createNode({ value: '(( adminLogin ))', path: 'admin.login' })],
    );
  }
  if (p.configData) {
    doc.setIn(p.configData, secret);
    // The next line holds an error, so the secret would be its code frame's context line.
    if (p.nextLineError) doc.setIn([...p.configData.slice(0, -1), 'zzUnknownField'], 1);
  }
  return String(doc);
}

function instanceWith(p: Plant, secret: string): string {
  const doc = parseDocument(INSTANCE);
  if (p.instance) doc.setIn(p.instance, secret);
  return String(doc);
}

/** Every line of the marker (a block scalar shows them on separate lines). */
function pieces(secret: string): string[] {
  return secret.split('\n').filter((s) => s.length >= 8);
}

function assertHidden(secret: string, text: string, where: string): void {
  for (const piece of pieces(secret)) {
    expect(text, where).not.toContain(piece);
    expect(text, where).not.toContain(JSON.stringify(piece).slice(1, -1));
  }
}

/** One command run in text mode and with --json; what it printed. */
function runBoth(run: (json: boolean) => unknown): { text: string; json: string; jsonStdout: string } {
  output.reset();
  run(false);
  const text = output.stdout() + output.stderr();
  output.reset();
  run(true);
  const jsonStdout = output.stdout();
  return { text, json: jsonStdout + output.stderr(), jsonStdout };
}

describe('a planted secret never appears in any output', () => {
  it(`compile, check, preview, localize (seed ${SEED}, ${RUNS} runs)`, () => {
    fc.assert(
      fc.property(plant, marker, (p, secret) => {
        const configData = join(dir, 'configdata.yaml');
        const instance = join(dir, 'instance.yaml');
        const values = join(dir, 'values.yaml');
        const input = join(dir, 'input.yaml');
        writeFileSync(configData, configDataWith(p, secret));
        writeFileSync(instance, instanceWith(p, secret));
        writeFileSync(values, p.values ? `adminLogin: ${JSON.stringify(secret)}\n` : 'replicas: 3\n');
        writeFileSync(input, 'replicaCount: 1\n');
        const runs = {
          compile: runBoth((json) => runCompile(configData, { json })),
          check: runBoth((json) => runCheck([configData], { json })),
          preview: runBoth((json) => runPreview(configData, { instance, component: COMPONENT, json, explain: true })),
          localize: runBoth((json) =>
            runLocalize(input, { configData, values, json, image: ['image=ghcr.io/stefanprodan/podinfo:6.9.1', 'redis=docker.io/library/redis:7.2'] }),
          ),
        };
        for (const [command, out] of Object.entries(runs)) {
          assertHidden(secret, out.text, `${command} (text) with a secret at ${p.where}`);
          assertHidden(secret, out.json, `${command} --json with a secret at ${p.where}`);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});
