/**
 * The floors of `src/` (docs/design/architecture.md, "Floors") and the imports that break
 * them. Pure functions over file texts, so the test can show that a planted upward import
 * is caught as well as that the real tree has none.
 */
import { posix } from 'node:path';

export interface Floor {
  readonly level: number;
  readonly name: string;
  /** Repository paths: a folder (`src/kube`) or a file (`src/index.ts`). */
  readonly places: readonly string[];
}

export interface ImportEdge {
  readonly from: string;
  readonly to: string;
  readonly line: number;
}

export interface FloorViolation {
  readonly edge: ImportEdge;
  readonly message: string;
}

const START = '<!-- floors:start -->';
const END = '<!-- floors:end -->';

/** Reads the floor table between the markers: `| 0 ground | \`src/a\` \`src/b\` | ... |`. */
export function parseFloors(markdown: string): Floor[] {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start < 0 || end < start) throw new Error(`the floor table (${START} ... ${END}) is missing`);
  const floors: Floor[] = [];
  for (const row of markdown.slice(start + START.length, end).split('\n')) {
    const cells = row.split('|').map((cell) => cell.trim());
    const head = /^(\d+) (.+)$/.exec(cells[1] ?? '');
    if (!head) continue;
    const places = [...(cells[2] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/\/$/, ''));
    floors.push({ level: Number(head[1]), name: head[2]!, places });
  }
  return floors;
}

/** The floor of a repository path under `src/`: the longest place that holds it. */
export function floorOf(floors: readonly Floor[], file: string): Floor | undefined {
  let best: { floor: Floor; length: number } | undefined;
  for (const floor of floors) {
    for (const place of floor.places) {
      if ((file === place || file.startsWith(`${place}/`)) && place.length > (best?.length ?? -1)) best = { floor, length: place.length };
    }
  }
  return best?.floor;
}

/** Static imports and re-exports (`import type` too) and `import('...')` with a relative specifier. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^[ \t]*import\s+)(['"])(\.{1,2}\/[^'"]+)\1/gm;

/** The relative imports of one file, resolved to repository paths (`.js` read as its `.ts` source). */
export function importsOf(file: string, text: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const m of text.matchAll(SPECIFIER)) {
    const to = posix.normalize(posix.join(posix.dirname(file), m[2]!)).replace(/\.js$/, '.ts');
    edges.push({ from: file, to, line: text.slice(0, m.index).split('\n').length });
  }
  return edges;
}

/** A compiler phase's folder, when `file` is inside one. */
function phaseOf(file: string): string | undefined {
  return /^(src\/compiler\/phases\/[^/]+)\//.exec(file)?.[1];
}

/** Every import that breaks the floors, and every file no floor names. */
export function floorViolations(floors: readonly Floor[], edges: readonly ImportEdge[], files: readonly string[]): FloorViolation[] {
  const out: FloorViolation[] = [];
  for (const file of files) {
    if (!floorOf(floors, file))
      out.push({ edge: { from: file, to: file, line: 1 }, message: `${file} is on no floor: give its folder a row in docs/design/architecture.md` });
  }
  for (const edge of edges) {
    const from = floorOf(floors, edge.from);
    const to = floorOf(floors, edge.to);
    if (from && to && to.level > from.level) {
      out.push({
        edge,
        message: `${edge.from}:${edge.line} imports ${edge.to}: floor ${from.level} (${from.name}) reaches up to floor ${to.level} (${to.name})`,
      });
    }
    const phase = phaseOf(edge.to);
    // A deployer is a plug-in of the graph phase: it builds its nodes with the phase's node kit.
    const pluginOfGraph = edge.from.startsWith('src/deployers/') && (phase === 'src/compiler/phases/4-graph' || phase === 'src/compiler/phases/3-analyze');
    if (phase && !edge.from.startsWith('src/compiler/') && !pluginOfGraph && edge.to !== `${phase}/index.ts`) {
      out.push({ edge, message: `${edge.from}:${edge.line} imports ${edge.to} past the phase's index.ts: import it from ${phase}/index.ts` });
    }
  }
  return out;
}
