/**
 * Semver constraints as the OCM controller reads `Component.spec.semver` (Masterminds
 * semver, the library Flux and OCM use): comparators `=`, `!=`, `>`, `>=`, `<`, `<=`, `~`
 * (patch-level changes), `^` (no change to the left-most non-zero part), wildcards `x`,
 * `X`, `*`, hyphen ranges `1.2 - 1.4.5`; comparators joined by spaces or commas must all
 * hold, `||` separates alternatives. A version may carry a `v` prefix and omit minor and
 * patch. Pre-releases only match when the constraint names a pre-release (Masterminds).
 */

interface Version {
  readonly major: number;
  readonly minor: number;
  readonly patch: number;
  readonly pre: string;
}

type Comparator = (v: Version) => boolean;

const VERSION = /^v?(\d+)(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

/** Parses a concrete version (`1.2.3`, `v1.2`, `1.2.3-rc.1`); undefined when it is not one. */
export function parseVersion(text: string): Version | undefined {
  const m = VERSION.exec(text.trim());
  if (!m || [m[2], m[3]].some((p) => p !== undefined && /[xX*]/.test(p))) return undefined;
  return { major: Number(m[1]), minor: Number(m[2] ?? 0), patch: Number(m[3] ?? 0), pre: m[4] ?? '' };
}

/** Whether `version` satisfies `constraint`; an error message when either cannot be read. */
export function satisfies(version: string, constraint: string): boolean | { error: string } {
  const v = parseVersion(version);
  if (!v) return { error: `"${version}" is not a semantic version` };
  const alternatives = constraint.split('||').map((part) => parseAlternative(part.trim()));
  const broken = alternatives.find((a) => typeof a === 'string');
  if (typeof broken === 'string') return { error: `cannot read semver constraint "${constraint}": ${broken}` };
  const wantsPre = /-[0-9A-Za-z]/.test(constraint);
  if (v.pre !== '' && !wantsPre) return false;
  return (alternatives as Comparator[][]).some((all) => all.every((test) => test(v)));
}

function parseAlternative(text: string): Comparator[] | string {
  const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(text);
  if (hyphen) {
    const low = partial(hyphen[1]!);
    const high = partial(hyphen[2]!);
    if (!low || !high) return `bad hyphen range "${text}"`;
    return [(v) => compare(v, floor(low)) >= 0, upperBound(high)];
  }
  const tokens = text.replace(/,/g, ' ').replace(/(>=|<=|!=|[=<>~^])\s+/g, '$1').split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return [() => true];
  const out: Comparator[] = [];
  for (const token of tokens) {
    if (/^(=)?[xX*]$/.test(token)) continue; // matches every version
    const m = /^(>=|<=|!=|=|>|<|~>|~|\^)?(.+)$/.exec(token)!;
    const op = m[1] ?? '=';
    const p = partial(m[2]!);
    if (!p) return `bad version "${m[2]}"`;
    const low = floor(p);
    switch (op) {
      case '=':
        out.push(p.wild ? (v) => compare(v, low) >= 0 && upperBound(p)(v) : (v) => compare(v, low) === 0);
        break;
      case '!=':
        out.push((v) => compare(v, low) !== 0);
        break;
      case '>':
        out.push(p.wild ? (v) => !upperBound(p)(v) : (v) => compare(v, low) > 0);
        break;
      case '>=':
        out.push((v) => compare(v, low) >= 0);
        break;
      case '<':
        out.push((v) => compare(v, low) < 0);
        break;
      case '<=':
        out.push(p.wild ? upperBound(p) : (v) => compare(v, low) <= 0);
        break;
      case '~':
      case '~>': {
        // ~1.2.3 := >=1.2.3 <1.3.0; ~1 := >=1 <2
        const high = p.minor === undefined ? { major: low.major + 1, minor: 0, patch: 0, pre: '' } : { major: low.major, minor: low.minor + 1, patch: 0, pre: '' };
        out.push((v) => compare(v, low) >= 0 && compare(v, high) < 0);
        break;
      }
      case '^': {
        // ^1.2.3 := >=1.2.3 <2; ^0.2.3 := >=0.2.3 <0.3; ^0.0.3 := >=0.0.3 <0.0.4
        const high =
          low.major > 0 || p.minor === undefined
            ? { major: low.major + 1, minor: 0, patch: 0, pre: '' }
            : low.minor > 0 || p.patch === undefined
              ? { major: 0, minor: low.minor + 1, patch: 0, pre: '' }
              : { major: 0, minor: 0, patch: low.patch + 1, pre: '' };
        out.push((v) => compare(v, low) >= 0 && compare(v, high) < 0);
        break;
      }
    }
  }
  return out;
}

interface Partial {
  readonly major: number;
  readonly minor: number | undefined;
  readonly patch: number | undefined;
  readonly pre: string;
  readonly wild: boolean;
}

function partial(text: string): Partial | undefined {
  const m = VERSION.exec(text);
  if (!m) return undefined;
  const part = (s: string | undefined) => (s === undefined || /[xX*]/.test(s) ? undefined : Number(s));
  const minor = part(m[2]);
  const patch = minor === undefined ? undefined : part(m[3]);
  return { major: Number(m[1]), minor, patch, pre: m[4] ?? '', wild: minor === undefined || patch === undefined };
}

function floor(p: Partial): Version {
  return { major: p.major, minor: p.minor ?? 0, patch: p.patch ?? 0, pre: p.pre };
}

/** `v <= p`, where missing parts of `p` are wildcards (`<=1.2` holds up to 1.2.x). */
function upperBound(p: Partial): Comparator {
  if (p.minor === undefined) return (v) => v.major <= p.major;
  if (p.patch === undefined) return (v) => v.major < p.major || (v.major === p.major && v.minor <= p.minor!);
  return (v) => compare(v, floor(p)) <= 0;
}

function compare(a: Version, b: Version): number {
  if (a.major !== b.major) return a.major - b.major;
  if (a.minor !== b.minor) return a.minor - b.minor;
  if (a.patch !== b.patch) return a.patch - b.patch;
  if (a.pre === b.pre) return 0;
  if (a.pre === '') return 1;
  if (b.pre === '') return -1;
  return a.pre < b.pre ? -1 : 1;
}
