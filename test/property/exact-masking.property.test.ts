/**
 * Masking is exact (issue 26, point 4), as a property: a random value planted as a secret
 * (the default of a credential-named SimpleSchema field) is hidden in its code frame and
 * in the message about it, while the same text as another file's default is shown as it
 * is, and as another field's default of the same file too unless it is distinctive enough
 * to be masked as an echo (docs/design/secrets.md). Plain words (`string`, `true`, `1`)
 * are among the values. `rgdc check` in text mode and with `--json`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { runCheck } from '../../src/cli/commands/check.js';
import { isDistinctive, MASK } from '../../src/sensitive/index.js';
import { captureCliOutput } from '../support/in-process-cli.js';
import { RUNS, SEED } from './support.js';

const dir = mkdtempSync(join(tmpdir(), 'rgdc-exact-mask-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const output = captureCliOutput();

const credentialKey = fc.constantFrom('password', 'dbPassword', 'apiToken', 'clientSecret', 'privateKey', 'DB_PASS');
/** A value an `integer` field refuses (so there is a message about it): one with a letter. */
const value = fc.oneof(
  fc.constantFrom('string', 'true', 'false', 'admin', 'password', 'integer', 'default', 'type', 'a', 'Hunter2-x9', 'S3CRET'),
  fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,17}$/).filter((v) => /[A-Za-z]/.test(v)),
);

function rgd(name: string, fields: readonly string[]): string {
  const head = [
    'apiVersion: kro.run/v1alpha1',
    'kind: ResourceGraphDefinition',
    'metadata:',
    `  name: ${name}.kro.run`,
    'spec:',
    '  schema:',
    '    apiVersion: v1alpha1',
    `    kind: ${name.toUpperCase()}`,
    '    spec:',
    '      name: string',
  ];
  const tail = [
    '  resources:',
    '  - id: cm',
    '    template:',
    '      apiVersion: v1',
    '      kind: ConfigMap',
    '      metadata:',
    '        name: ${schema.spec.name}',
    '',
  ];
  return [...head, ...fields.map((f) => `      ${f}`), ...tail].join('\n');
}

interface Finding {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

describe('a planted secret is masked where it is, and the same text elsewhere is not', () => {
  it(`rgdc check, text and --json (seed ${SEED})`, () => {
    fc.assert(
      fc.property(credentialKey, value, (key, secret) => {
        const a = join(dir, 'a.yaml');
        const b = join(dir, 'b.yaml');
        // Line 11: the secret; line 12: the same text in another field; b.yaml line 11: in another file.
        writeFileSync(a, rgd('a', [`${key}: integer | default="${secret}"`, `label: integer | default="${secret}"`]));
        writeFileSync(b, rgd('b', [`count: integer | default="${secret}"`]));

        output.reset();
        runCheck([a, b], { json: true });
        const findings = (JSON.parse(output.stdout()) as { diagnostics: Finding[] }).diagnostics;
        const message = (file: string, line: number) => findings.find((f) => f.file === file && f.line === line)?.message;
        // Another file's message is never masked: it is what the message says unmasked.
        const plain = message(b, 11)!;
        expect(plain).toContain(secret);
        expect(plain).not.toContain(MASK);
        const own = message(a, 11)!;
        expect(own).toContain(MASK);
        expect(own).not.toContain(`"${secret}"`);
        expect(own).not.toContain(` ${secret} `);
        if (isDistinctive(secret)) expect(message(a, 12)).toBe(plain.split(secret).join(MASK));
        else expect(message(a, 12)).toBe(plain);

        output.reset();
        runCheck([a, b], {});
        const text = output.stderr();
        // The secret's own line is masked in every frame it shows in; the others never.
        expect(text).toContain(`  11 |       ${key}: ${MASK}\n`);
        expect(text).not.toContain(`${key}: integer`);
        expect(text).toContain(`  12 |       label: integer | default="${secret}"\n`);
        expect(text).toContain(`  11 |       count: integer | default="${secret}"\n`);
        expect(
          text
            .split('\n')
            .find((line) => line.startsWith(`${b}:11:`))
            ?.endsWith(`: ${plain}`),
        ).toBe(true);
      }),
      { seed: SEED, numRuns: Math.min(RUNS, 60), endOnFailure: true },
    );
  });
});
