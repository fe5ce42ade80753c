/**
 * Masking is exact (issue 26, point 4), driven through the CLI as a user runs it: a
 * secret value is hidden in its own code frame and in the messages about its place, in
 * text, `--json` and `--sarif`; the same text elsewhere (another file, another field, a
 * schema's `type: string` under a credential-looking key) is shown as it is. Before, kro's
 * own example RGDs (CRDs embedded with `clientToken: {type: string}`) turned every
 * "string" of every message of the run into `********`.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MASK } from '../../src/sensitive/index.js';
import { rgdc, STACK_TRACE } from '../support/cli.js';
import { corpusDir } from '../support/corpus.js';
import { REPO_ROOT } from '../support/fixtures.js';

const dir = mkdtempSync(join(tmpdir(), 'rgdc-exact-mask-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** kro's ACK EC2 group: CRD schemas embedded as templates, `clientToken: {description, type: string}` among them. */
const KRO_EC2 = readFileSync(join(corpusDir, 'kro/examples/aws/ack-controller/crds/ec2-crd-group.yaml'), 'utf8');

/** An RGD whose SimpleSchema fields carry the given markers (each line `name: markers`). */
function rgd(name: string, fields: readonly string[]): string {
  return [
    'apiVersion: kro.run/v1alpha1',
    'kind: ResourceGraphDefinition',
    'metadata:',
    `  name: ${name}.kro.run`,
    'spec:',
    '  schema:',
    '    apiVersion: v1alpha1',
    `    kind: ${name[0]!.toUpperCase()}${name.slice(1)}`,
    '    spec:',
    '      name: string',
    ...fields.map((field) => `      ${field}`),
    '  resources:',
    '  - id: cm',
    '    template:',
    '      apiVersion: v1',
    '      kind: ConfigMap',
    '      metadata:',
    '        name: ${schema.spec.name}',
    '',
  ].join('\n');
}

function write(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

interface Finding {
  readonly file: string;
  readonly line: number;
  readonly message: string;
  readonly hint?: string;
}

/** `rgdc check` in text, `--json` and `--sarif`: stderr, and the findings of the last two. */
function checkAll(files: readonly string[]): { text: string; json: Finding[]; sarif: Finding[]; raw: string } {
  const text = rgdc(['check', ...files]);
  const sarifFile = join(dir, 'out.sarif');
  const json = rgdc(['check', ...files, '--json', '--sarif', sarifFile]);
  for (const run of [text, json]) {
    expect(run.code).toBe(1);
    expect(run.stderr + run.stdout).not.toMatch(STACK_TRACE);
  }
  const sarifText = readFileSync(sarifFile, 'utf8');
  const sarif = JSON.parse(sarifText) as {
    runs: {
      results: { message: { text: string }; locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[] }[];
    }[];
  };
  return {
    text: text.stderr,
    raw: text.stderr + json.stdout + json.stderr + sarifText,
    json: (JSON.parse(json.stdout) as { diagnostics: Finding[] }).diagnostics,
    sarif: sarif.runs
      .flatMap((run) => run.results)
      .map((r) => ({
        file: r.locations[0]!.physicalLocation.artifactLocation.uri,
        line: r.locations[0]!.physicalLocation.region.startLine,
        message: r.message.text,
      })),
  };
}

/** The message of the one finding of a file at a line is `expected` (SARIF appends the hint in parentheses). */
function expectMessage(findings: readonly Finding[], file: string, line: number, expected: string): void {
  const found = findings.filter((f) => f.file.endsWith(file) && f.line === line);
  expect(found, `${file}:${line} in ${JSON.stringify(findings)}`).toHaveLength(1);
  const { message } = found[0]!;
  expect(message === expected || message.startsWith(`${expected} (`), `${file}:${line}: ${message}`).toBe(true);
}

describe('masking is exact (issue 26, point 4)', () => {
  it("kro's CRD schemas under credential-looking keys hide no `string`, in that file or another", () => {
    expect(KRO_EC2).toMatch(/clientToken:\n\s+description:[\s\S]*?type: string/);
    // The kro file with an error of its own that quotes "string", and a second file.
    const kro = write(
      'ec2-crd-group.yaml',
      KRO_EC2.replace('name: string | default=ec2CRDGroup', 'name: string | default=ec2CRDGroup\n      count: integer | default="string"'),
    );
    const other = write('other.yaml', rgd('other', ['count: integer | default="string"']));
    const out = checkAll([kro, other]);
    expect(out.raw).not.toContain(MASK);
    for (const findings of [out.json, out.sarif]) {
      expectMessage(findings, 'ec2-crd-group.yaml', 12, 'default "string" is not valid JSON for type integer');
      expectMessage(findings, 'other.yaml', 11, 'default "string" is not valid JSON for type integer');
    }
    expect(out.text).toContain('ec2-crd-group.yaml:12:24: error rgd_invalid_marker_value: default "string" is not valid JSON for type integer');
    expect(out.text).toContain('other.yaml:11:24: error rgd_invalid_marker_value: default "string" is not valid JSON for type integer');
    expect(out.text).toContain('enum applies to strings and integers');
  });

  it('a CRD schema embedded under credential-looking keys shows in code frames', () => {
    const crd = write(
      'crd.yaml',
      [
        ...rgd('crd', []).split('\n').slice(0, 11),
        '  - id: crd',
        '    template:',
        '      apiVersion: apiextensions.k8s.io/v1',
        '      kind: CustomResourceDefinition',
        '      metadata: {name: dbs.example.org}',
        '      spec:',
        '        group: example.org',
        '        names: {kind: Db, plural: dbs}',
        '        scope: Namespaced',
        '        versions:',
        '        - name: v1',
        '          served: true',
        '          storage: true',
        '          schema:',
        '            openAPIV3Schema:',
        '              type: object',
        '              properties:',
        '                apiToken:',
        '                  type: string',
        '                  description: ${schema.spec.nope}',
        '                password: {type: string, description: "${schema.spec.nope}"}',
        '',
      ].join('\n'),
    );
    const out = checkAll([crd]);
    expect(out.raw).not.toContain(MASK);
    expect(out.text).toContain('  30 |                   type: string\n  31 |                   description: ${schema.spec.nope}\n');
    expect(out.text).toContain('  32 |                 password: {type: string, description: "${schema.spec.nope}"}\n');
  });

  it('a secret default is masked in its code frame and its message; the same text in another field or file is not', () => {
    const secret = write(
      'secret.yaml',
      rgd('secret', ['dbPassword: integer | default="Hunter2-x9"', 'adminPassword: integer | default="admin"', 'label: integer | default="admin"']),
    );
    const other = write('plain.yaml', rgd('plain', ['count: integer | default="Hunter2-x9"', 'label: integer | default="admin"']));
    const out = checkAll([secret, other]);
    for (const findings of [out.json, out.sarif]) {
      expectMessage(findings, 'secret.yaml', 11, `default "${MASK}" is not valid JSON for type integer`);
      // A plain word is hidden where it is the secret, not in the field below.
      expectMessage(findings, 'secret.yaml', 12, `default "${MASK}" is not valid JSON for type integer`);
      expectMessage(findings, 'secret.yaml', 13, 'default "admin" is not valid JSON for type integer');
      expectMessage(findings, 'plain.yaml', 11, 'default "Hunter2-x9" is not valid JSON for type integer');
      expectMessage(findings, 'plain.yaml', 12, 'default "admin" is not valid JSON for type integer');
    }
    // Code frames: the secret lines are masked in their own file only.
    expect(out.text).toContain(`  11 |       dbPassword: ${MASK}\n`);
    expect(out.text).toContain(`  12 |       adminPassword: ${MASK}\n`);
    expect(out.text).toContain('  13 |       label: integer | default="admin"\n');
    expect(out.text).toContain('  11 |       count: integer | default="Hunter2-x9"\n');
    expect(out.text).toContain(`secret.yaml:11:29: error rgd_invalid_marker_value: default "${MASK}" is not valid JSON for type integer`);
    expect(out.text).toContain('plain.yaml:11:24: error rgd_invalid_marker_value: default "Hunter2-x9" is not valid JSON for type integer');
    // Nothing of the secret file's secret lines leaks anywhere.
    expect(out.raw).not.toMatch(/dbPassword: integer/);
    expect(out.raw).not.toMatch(/adminPassword: integer/);
  });

  it('a ConfigData default of a credential-named parameter stays masked; "string" elsewhere in the run does not', () => {
    const configData = readFileSync(join(REPO_ROOT, 'test/fixtures/compile/helm-configured/configdata.yaml'), 'utf8')
      .replace('    message: Hello from OCM\n', '    message: Hello from OCM\n    apiToken: Tok3n-Hunter2\n')
      .replace('      message:\n        type: string\n', '      apiToken:\n        type: integer\n      message:\n        type: string\n');
    expect(configData).toContain('apiToken: Tok3n-Hunter2');
    const cd = write('configdata.yaml', configData);
    const other = write('other-rgd.yaml', rgd('another', ['count: integer | default="Tok3n-Hunter2"', 'size: integer | default="string"']));
    const out = checkAll([cd, other]);
    for (const findings of [out.json, out.sarif]) {
      expectMessage(findings, 'configdata.yaml', 22, `default for parameter \`apiToken\` must be an integer, got "${MASK}"`);
      expectMessage(findings, 'other-rgd.yaml', 11, 'default "Tok3n-Hunter2" is not valid JSON for type integer');
      expectMessage(findings, 'other-rgd.yaml', 12, 'default "string" is not valid JSON for type integer');
    }
    expect(out.text).toContain(`  22 |     apiToken: ${MASK}\n`);
    expect(out.text).not.toContain('apiToken: Tok3n-Hunter2');
  });

  it("an instance's spec.secrets value is masked in its frame; the same word in another field is not, in frame or message (preview)", () => {
    const instance = write(
      'instance.yaml',
      readFileSync(join(REPO_ROOT, 'test/fixtures/compile/helm-configured/instance.yaml'), 'utf8')
        .replace('      name: podinfo-database\n', '      name: podinfo-database\n      value: admin\n')
        .replace('  logLevel: info\n', '  logLevel: admin\n'),
    );
    const args = [
      'preview',
      join(REPO_ROOT, 'test/fixtures/compile/helm-configured/configdata.yaml'),
      '--instance',
      instance,
      '--component',
      join(REPO_ROOT, 'test/fixtures/preview/helm-configured/component.yaml'),
    ];
    const text = rgdc(args);
    expect(text.code).toBe(1);
    expect(text.stderr).not.toMatch(STACK_TRACE);
    expect(text.stderr).toContain(`  22 |       value: ${MASK}\n`);
    // The word in another field is shown in its frame and in the message quoting it.
    expect(text.stderr).toContain('  15 |   logLevel: admin\n');
    expect(text.stderr).toContain('spec.logLevel: Unsupported value: "admin"');
    const json = JSON.parse(rgdc([...args, '--json']).stdout) as { diagnostics: Finding[] };
    expect(json.diagnostics.map((d) => d.line).sort()).toEqual([15, 22]);
    expect(JSON.stringify(json.diagnostics)).not.toContain(MASK);
  });
});
