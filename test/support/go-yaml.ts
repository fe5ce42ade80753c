/**
 * The Go YAML readers of rgdc's consumers, for differential tests: gopkg.in/yaml.v2,
 * gopkg.in/yaml.v3 (as values and as nodes) and sigs.k8s.io/yaml's YAMLToJSON, as kubectl,
 * kro, Flux and kustomize read YAML. test/go-yaml/reader.go is built offline with Debian's
 * `golang-go` from the sources of `golang-gopkg-yaml.v2-dev`, `golang-gopkg-yaml.v3-dev`
 * and `golang-k8s-sigs-yaml-dev` under /usr/share/gocode (GOPATH mode, no module proxy),
 * into a temporary folder named by the hash of its source and the Go version, so a test
 * run builds it once. One `readWithGo` call is one process for a whole batch of files.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { REPO_ROOT } from './fixtures.js';

/** Where Debian's golang-*-dev packages put their sources (a GOPATH). */
export const DEBIAN_GOPATH = '/usr/share/gocode';
const PACKAGES: Readonly<Record<string, string>> = {
  'gopkg.in/yaml.v2': 'golang-gopkg-yaml.v2-dev',
  'gopkg.in/yaml.v3': 'golang-gopkg-yaml.v3-dev',
  'sigs.k8s.io/yaml': 'golang-k8s-sigs-yaml-dev',
};
const SOURCE = path.join(REPO_ROOT, 'test', 'go-yaml', 'reader.go');

/** The Go readers, as reader.go names them. */
export const GO_READERS = ['v2', 'v3', 'v3node', 'sigs'] as const;
export type GoReader = (typeof GO_READERS)[number];

/** What one reader made of one file: its documents in the typed form of reader.go, or its error. */
export type GoReading = { readonly docs: unknown[] } | { readonly error: string };

/** Whether the Go readers can run here, and why not. */
export type GoYamlAvailability = { readonly available: true; readonly binary: string } | { readonly available: false; readonly reason: string };

let availability: GoYamlAvailability | undefined;

/** Builds reader.go once per source and Go version; synchronous, so a test file can decide at load time. */
export function ensureGoYaml(): GoYamlAvailability {
  if (availability) return availability;
  const version = spawnSync('go', ['version'], { encoding: 'utf8' });
  const missing = Object.entries(PACKAGES).filter(([importPath]) => !existsSync(path.join(DEBIAN_GOPATH, 'src', importPath)));
  if (version.status !== 0 || missing.length > 0) {
    const packages = [...(version.status !== 0 ? ['golang-go'] : []), ...missing.map(([, pkg]) => pkg)];
    availability = {
      available: false,
      reason: `${version.status !== 0 ? '`go` is not on PATH' : `no Go sources for ${missing.map(([p]) => p).join(', ')} under ${DEBIAN_GOPATH}`}: apt-get install ${packages.join(' ')}`,
    };
    return availability;
  }
  const hash = createHash('sha256').update(readFileSync(SOURCE)).update(version.stdout).digest('hex').slice(0, 16);
  const dir = path.join(tmpdir(), `rgdc-go-yaml-${hash}`);
  const binary = path.join(dir, 'reader');
  if (!existsSync(binary)) {
    mkdirSync(dir, { recursive: true });
    // Built beside and renamed into place: test files that build at once never run a half-written binary.
    const work = mkdtempSync(path.join(dir, 'build-'));
    const env = {
      ...process.env,
      GO111MODULE: 'off',
      GOPATH: DEBIAN_GOPATH,
      GOFLAGS: '',
      GOPROXY: 'off',
      GOTOOLCHAIN: 'local',
      CGO_ENABLED: '0',
      GOCACHE: process.env.GOCACHE ?? path.join(tmpdir(), 'rgdc-go-build-cache'),
    };
    const built = spawnSync('go', ['build', '-o', path.join(work, 'reader'), SOURCE], { cwd: work, env, encoding: 'utf8', timeout: 300_000 });
    if (built.status !== 0) {
      rmSync(work, { recursive: true, force: true });
      availability = {
        available: false,
        reason: `go build of test/go-yaml/reader.go failed (exit ${built.status}): ${(built.stderr ?? '').trim().split('\n').slice(-5).join(' | ')}`,
      };
      return availability;
    }
    renameSync(path.join(work, 'reader'), binary);
    rmSync(work, { recursive: true, force: true });
  }
  availability = { available: true, binary };
  return availability;
}

/** Every reader's reading of each file, in one process. */
export function readWithGo(binary: string, files: readonly string[]): Record<GoReader, GoReading>[] {
  const run = spawnSync(binary, [], { input: `${files.map((f) => JSON.stringify(f)).join('\n')}\n`, encoding: 'utf8', maxBuffer: 1 << 30, timeout: 120_000 });
  if (run.status !== 0) throw new Error(`test/go-yaml/reader failed (exit ${run.status}): ${run.stderr}`);
  const lines = run.stdout.split('\n').filter((l) => l !== '');
  if (lines.length !== files.length) throw new Error(`test/go-yaml/reader answered ${lines.length} of ${files.length} files`);
  return lines.map((line) => {
    const raw = JSON.parse(line) as Record<GoReader, { docs?: unknown[]; error?: string }>;
    return Object.fromEntries(
      GO_READERS.map((r) => [r, raw[r].error !== undefined ? { error: raw[r].error } : { docs: (raw[r].docs ?? []).map(normalizeNumbers) }]),
    ) as Record<GoReader, GoReading>;
  });
}

/**
 * What rgdc meant by `text`: the `yaml` library's YAML 1.2 reading (rgdc's own), in the
 * typed form of reader.go, for each reader (sigs.k8s.io/yaml writes JSON, whose keys
 * are strings).
 */
export function rgdcMeaning(text: string): Record<GoReader, GoReading> {
  const docs = parseAllDocuments(text);
  const list = Array.isArray(docs) ? docs : [];
  for (const doc of list) if (doc.errors.length > 0) throw doc.errors[0];
  const values = list.map((d) => d.toJS({ mapAsMap: true }) as unknown).filter((v) => v !== null && v !== undefined);
  const typedDocs = values.map((v) => typed(v, false));
  const jsonDocs = values.map((v) => typed(v, true));
  return { v2: { docs: typedDocs }, v3: { docs: typedDocs }, v3node: { docs: typedDocs }, sigs: { docs: jsonDocs } };
}

/** A JavaScript value in reader.go's typed form; `jsonKeys`: map keys as YAMLToJSON writes them. */
function typed(value: unknown, jsonKeys: boolean): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return { '!num': numberText(Number(value)) };
  if (value instanceof Date) return { '!timestamp': value.toISOString() };
  if (Array.isArray(value)) return value.map((v) => typed(v, jsonKeys));
  if (value instanceof Map) {
    const pairs = [...value.entries()].map(([k, v]) => [jsonKeys ? jsonKey(k) : typed(k, false), typed(v, jsonKeys)] as const);
    return { '!map': sortPairs(pairs) };
  }
  return { '!js': Object.prototype.toString.call(value) };
}

function jsonKey(key: unknown): string {
  if (typeof key === 'string') return key;
  return key === null ? 'null' : String(key);
}

/** reader.go's numbers as JavaScript numbers (or the words for NaN and infinities), -0 as 0. */
function numberText(n: number): number | string {
  if (Number.isNaN(n)) return '.nan';
  if (n === Infinity) return '.inf';
  if (n === -Infinity) return '-.inf';
  return n === 0 ? 0 : n;
}

function normalizeNumbers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalizeNumbers);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if ('!num' in record) return { '!num': typeof record['!num'] === 'number' ? numberText(record['!num']) : record['!num'] };
  if ('!map' in record)
    return { '!map': sortPairs((record['!map'] as [unknown, unknown][]).map(([k, v]) => [normalizeNumbers(k), normalizeNumbers(v)] as const)) };
  return record;
}

/** Pairs in the order of their keys' JSON (Go's sort of byte strings; JSON of these keys is ASCII-safe enough to agree). */
function sortPairs(pairs: readonly (readonly [unknown, unknown])[]): [unknown, unknown][] {
  return pairs
    .map((p) => ({ p, k: JSON.stringify(p[0]) }))
    .sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0))
    .map(({ p }) => [p[0], p[1]]);
}
