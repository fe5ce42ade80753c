// `npm run bench` rows for the remote-read limits (docs/limits.md, "Remote reads"): the CPU
// time of the CLI binary (user + system, from bash's `times`) reaching each limit against
// a hostile registry on 127.0.0.1 (scripts/hostile-registry.mjs) or a CTF archive in a
// temporary folder; each must end with exit 4 in under 2 s of CPU. `BENCH_ONLY=limits npm
// run bench` runs these rows alone.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPONENT, gzipBomb, startHostileRegistry } from './hostile-registry.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One run of `node bin ...args` (asynchronous: the registry answers from this process), its exit code and CPU time. */
function measureAsync(root, args, env) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn('bash', ['-c', '"$0" "$@" >/dev/null 2>&1; s=$?; times; exit $s', process.execPath, ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const wall = performance.now() - start;
      const [user, system] = out
        .trim()
        .split('\n')[1]
        .trim()
        .split(/\s+/)
        .map((t) => {
          const [, m, sec] = /^(\d+)m([\d.]+)s$/.exec(t);
          return (Number(m) * 60 + Number(sec)) * 1000;
        });
      resolve({ code, cpu: user + system, wall });
    });
  });
}

/** Adds the limit rows through `row` (bench.mjs's). */
export async function benchLimits({ root, bin, row, runs = 3 }) {
  const home = mkdtempSync(join(tmpdir(), 'rgdc-bench-limits-'));
  const env = {
    ...process.env,
    HOME: home,
    XDG_CACHE_HOME: join(home, 'cache'),
    DOCKER_CONFIG: join(home, 'docker'),
    REGISTRY_AUTH_FILE: join(home, 'auth.json'),
    NO_COLOR: '1',
  };
  const bomb = join(home, 'bomb.tar.gz');
  writeFileSync(bomb, gzipBomb(1024));
  const cases = [
    {
      what: 'request deadline (a byte every 100 ms; RGDC_REGISTRY_DEADLINE_MS=1000)',
      behaviour: 'drip',
      args: (r) => ['component', 'versions', r.reference()],
      env: { RGDC_REGISTRY_DEADLINE_MS: '1000' },
    },
    { what: 'tag pages (endless Link pages; default 1,000)', behaviour: 'tag-pages', args: (r) => ['component', 'versions', r.reference()] },
    { what: 'tags (one page of 200,000; default 100,000)', behaviour: 'many-tags', args: (r) => ['component', 'versions', r.reference()] },
    {
      what: 'inflation cap (descriptor layer: 1 MB gzip to 1 GiB; default 256 MiB)',
      behaviour: 'gzip-bomb',
      args: (r) => ['component', 'show', r.reference('1.0.0')],
    },
    { what: 'inflation cap (CTF .tar.gz: 1 MB gzip to 1 GiB; default 256 MiB)', args: () => ['component', 'show', `ctf::${bomb}//${COMPONENT}:1.0.0`] },
  ];
  try {
    for (const c of cases) {
      const registry = c.behaviour ? await startHostileRegistry(c.behaviour) : undefined;
      try {
        const cpu = [];
        const wall = [];
        for (let i = 0; i < runs; i++) {
          const result = await measureAsync(root, [bin, ...c.args(registry)], { ...env, ...c.env });
          if (result.code !== 4) throw new Error(`limit ${c.what}: exit ${result.code}, expected 4`);
          cpu.push(result.cpu);
          wall.push(result.wall);
        }
        row(`limit: ${c.what}`, {
          min: Math.min(...cpu),
          value: median(cpu),
          unit: 'ms cpu',
          note: `exit 4, ocm_store_limit; wall ${median(wall).toFixed(0)} ms`,
          target: { on: 'value', text: '< 2000 ms cpu', ok: (v) => v < 2000 },
        });
      } finally {
        await registry?.close();
      }
    }
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
