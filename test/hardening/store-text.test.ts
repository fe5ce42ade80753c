/**
 * Output stays inert (issue 25, class 6): what a store supplies (names, versions, types,
 * media types, labels, provider, signatures, a registry's error bodies) reaches stdout and
 * stderr escaped, never as raw control bytes, yet recognisable. A CTF whose descriptor and
 * manifest carry ESC/CSI/OSC sequences, C1 controls, bidi overrides and CR in every string
 * the schema leaves free; a registry on 127.0.0.1 answering with such bytes in its error
 * JSON; a text resource full of escapes printed to a terminal (through `script`'s pty).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeControlLine, inert } from '../../src/diagnostics/terminal-text.js';
import { BIN, rgdc, STACK_TRACE } from '../support/cli.js';
import { REPO_ROOT } from '../support/fixtures.js';
import { descriptorV2, emptyCtf, storeVersion } from '../ocm/support.js';

/** CSI colour, OSC title ended by BEL, a C1 (one-byte) CSI, a right-to-left override, CR. */
const H = '\x1b[31mRED\x1b]0;title\x07\u009b2J\u202eRTL\rCR';
const RAW_CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const TEXT = `kind: Hostile\nnote: "${H}"\n`;

let ctf = '';
const REF = () => `ctf::${ctf}//acme.org/x:1.0.0`;

beforeAll(async () => {
  const { store, path } = emptyCtf();
  ctf = path;
  const blob = Buffer.from(TEXT);
  const digest = `sha256:${createHash('sha256').update(blob).digest('hex')}`;
  const descriptor = descriptorV2(
    'acme.org/x',
    '1.0.0',
    [
      {
        name: 'chart',
        version: '1.0.0',
        type: `helm${H}`,
        relation: 'local',
        labels: [{ name: `label${H}`, value: `value${H}` }],
        extraIdentity: { arch: `arch${H}` },
        access: { type: `ociArtifact${H}`, imageReference: `image${H}` },
        digest: { hashAlgorithm: `SHA-256${H}`, normalisationAlgorithm: `norm${H}`, value: `value${H}` },
      },
      {
        name: 'note',
        version: '1.0.0',
        type: `text${H}`,
        relation: 'local',
        access: { type: 'localBlob', localReference: digest, mediaType: `text/plain${H}` },
      },
    ],
    [{ name: 'dep', componentName: 'acme.org/y', version: '1.0.0', digest: { hashAlgorithm: `h${H}`, normalisationAlgorithm: 'n', value: `v${H}` } }],
  );
  descriptor.component.provider = `provider${H}`;
  descriptor.component.labels = [{ name: `component-label${H}`, value: H }];
  descriptor.signatures = [
    {
      name: `sig${H}`,
      digest: { hashAlgorithm: `h${H}`, normalisationAlgorithm: `n${H}`, value: `v${H}` },
      signature: { algorithm: `alg${H}`, value: 'x', mediaType: `m${H}` },
    },
  ];
  await storeVersion(store, descriptor, { blobs: [{ bytes: blob, mediaType: `text/plain${H}` }] });
});

describe('the inert template', () => {
  it.each([
    ['\x1b[2J', '\\x1b[2J'],
    ['\u009b31m', '\\x9b31m'],
    ['a\r\nb', 'a\\x0d\\nb'],
    ['\u202eabc\u2066', '\\u202eabc\\u2066'],
    ['x\u2028y', 'x\\u2028y'],
    ['plain: text', 'plain: text'],
  ])('escapes the substituted %j, keeps the template', (value, shown) => {
    expect(inert`name\t${value} (${1})\n`).toBe(`name\t${shown} (1)\n`);
  });
});

describe('store text from a CTF', () => {
  it('component show: every store string escaped, still recognisable', () => {
    const run = rgdc(['component', 'show', REF()]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).not.toMatch(RAW_CONTROL);
    expect(run.stderr).not.toMatch(RAW_CONTROL);
    const shown = escapeControlLine(H);
    for (const field of [`provider${shown}`, `helm${shown}`, `text${shown}`, `sig${shown}`, `alg${shown}`, `text/plain${shown}`])
      expect(run.stdout).toContain(field);
    // JSON-quoted fields: JSON escapes C0, the rest (C1, bidi) is escaped as well.
    expect(run.stdout).toContain('ociArtifact\\u001b[31mRED');
    expect(run.stdout).toContain('\\x9b2J\\u202eRTL');
  });

  it('component show --json: escaped, and the same strings once parsed', () => {
    const run = rgdc(['component', 'show', REF(), '--json']);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toMatch(RAW_CONTROL);
    const out = JSON.parse(run.stdout) as { result: { provider: string; resources: { type: string }[] } };
    expect(out.result.provider).toBe(`provider${H}`);
    expect(out.result.resources[0]!.type).toBe(`helm${H}`);
  });

  it('component versions, component resource: the summary lines escaped, each one line', () => {
    // The store's location is quoted in the summary line: a folder named to forge a line.
    const hostile = join(mkdtempSync(join(tmpdir(), 'rgdc-store-text-')), `ctf\x1b[2J\nforged: line`);
    cpSync(ctf, hostile, { recursive: true });
    for (const args of [
      ['component', 'versions', `ctf::${hostile}//acme.org/x`],
      ['component', 'versions', `ctf::${hostile}//acme.org/x:>=1`],
      ['component', 'show', `ctf::${hostile}//acme.org/x:1.0.0`],
      ['component', 'resource', `ctf::${hostile}//acme.org/x:1.0.0`, 'nothing'],
    ]) {
      const run = rgdc(args);
      expect(run.stdout + run.stderr).not.toMatch(RAW_CONTROL);
      expect(run.stdout + run.stderr).not.toMatch(/^forged/m);
      expect(run.stderr).not.toMatch(STACK_TRACE);
    }
  });

  it('component resource: the bytes as they are into a pipe, escaped on a terminal', () => {
    const piped = rgdc(['component', 'resource', REF(), 'note']);
    expect(piped.code, piped.stderr).toBe(0);
    // Into a pipe or file the resource is the product: byte for byte.
    expect(piped.stdout).toBe(TEXT);
    expect(piped.stderr).not.toMatch(RAW_CONTROL);
    // On a terminal (a pty made by script(1)) it is escaped.
    const command = [process.execPath, BIN, 'component', 'resource', REF(), 'note'].map((word) => `'${word}'`).join(' ');
    const tty = spawnSync('script', ['-qec', command, '/dev/null'], { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(tty.status, tty.stderr).toBe(0);
    // The pty turns each line feed into CR LF.
    const seen = tty.stdout.replace(/\r\n/g, '\n');
    expect(seen).toContain(`note: "${escapeControlLine(H)}"`);
    expect(seen).not.toMatch(RAW_CONTROL);
  });
});

describe('a registry error body', () => {
  let server: Server;
  let origin = '';
  // A forged diagnostic line after a line break, in the code and in the message.
  const forged = '\nfile.yaml:1:1: error forged: all is well';
  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(400, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ errors: [{ code: `MANIFEST_UNKNOWN${H}${forged}`, message: `no such manifest${H}${forged}`, detail: H }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** rgdc, without blocking this process's event loop (the registry runs in it). */
  const rgdcAsync = (args: readonly string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const home = mkdtempSync(join(tmpdir(), 'rgdc-store-text-'));
      const child = spawn(process.execPath, [BIN, ...args], {
        cwd: REPO_ROOT,
        env: { HOME: home, XDG_CACHE_HOME: join(home, 'cache'), PATH: process.env.PATH ?? '', NO_COLOR: '1' },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });

  it.each([
    ['component show', ['component', 'show']],
    ['component show --json', ['component', 'show', '--json']],
    ['component versions', ['component', 'versions']],
  ])('%s: the code and message quoted inert, on one line', async (_name, [...command]) => {
    const version = command[1] === 'versions' ? '' : ':1.0.0';
    const run = await rgdcAsync([...command.slice(0, 2), `${origin}/ocm//acme.org/x${version}`, ...command.slice(2)]);
    expect(run.code).not.toBe(0);
    expect(run.stdout + run.stderr).not.toMatch(RAW_CONTROL);
    expect(run.stderr).not.toMatch(STACK_TRACE);
    expect(run.stdout + run.stderr).not.toMatch(/^file\.yaml:1:1: error forged/m);
    // Still recognisable: the registry's words are there.
    expect(run.stdout + run.stderr).toContain('no such manifest');
  });
});
