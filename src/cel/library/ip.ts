/**
 * Kubernetes IP library (`k8s.io/apiserver/pkg/cel/library/ip.go`): `ip(string)`,
 * `isIP(string)`, `string(ip)`, `family()`, `isUnspecified()`, `isLoopback()`,
 * `isLinkLocalMulticast()`, `isLinkLocalUnicast()`, `isGlobalUnicast()` and `==`.
 * Addresses parse as Go's `netip.ParseAddr` (no leading zeros in IPv4 octets), and, as in
 * Kubernetes, zones (`fe80::1%eth0`) and IPv4-mapped IPv6 addresses are rejected.
 *
 * `ip.isCanonical(string)` is not registered: cel-js cannot have both a function and a
 * namespace constant named `ip`. It is declared `untyped` below, so check knows it by name.
 */
import { EvaluationError, type Environment } from '@marcbachmann/cel-js';
import type { CelLibrary } from './library.js';

/** This file as `index.ts` lists it (see `library.ts`). */
export const IP_LIBRARY: CelLibrary = {
  register: registerIp,
  hint: 'Kubernetes ip',
  untyped: [{ name: 'ip.isCanonical', signature: 'ip.isCanonical(string): bool' }],
};

/** A `net.IP` value: 4 or 16 bytes. */
export class CelIp {
  constructor(readonly bytes: Uint8Array) {}

  get family(): 4 | 6 {
    return this.bytes.length === 4 ? 4 : 6;
  }

  /** Go's `netip.Addr.String()`: dotted quad, or RFC 5952 IPv6. */
  toString(): string {
    return formatIp(this.bytes);
  }

  equals(other: unknown): boolean {
    return other instanceof CelIp && sameBytes(this.bytes, other.bytes);
  }
}

export function registerIp(env: Environment): void {
  env.registerType('net.IP', CelIp);
  env.registerFunction('ip(string): net.IP', (s: string) => ipOrThrow(s));
  env.registerFunction('isIP(string): bool', (s: string) => checkIp(s) === undefined);
  env.registerFunction('string(net.IP): string', (ip: CelIp) => ip.toString());
  env.registerFunction('net.IP.family(): int', (ip: CelIp) => BigInt(ip.family));
  env.registerFunction('net.IP.isUnspecified(): bool', (ip: CelIp) => ip.bytes.every((b) => b === 0));
  env.registerFunction('net.IP.isLoopback(): bool', (ip: CelIp) => isLoopback(ip.bytes));
  env.registerFunction('net.IP.isLinkLocalMulticast(): bool', (ip: CelIp) => isLinkLocalMulticast(ip.bytes));
  env.registerFunction('net.IP.isLinkLocalUnicast(): bool', (ip: CelIp) => isLinkLocalUnicast(ip.bytes));
  env.registerFunction('net.IP.isGlobalUnicast(): bool', (ip: CelIp) => isGlobalUnicast(ip.bytes));
  env.registerOperator('net.IP == net.IP', (a: CelIp, b: CelIp) => a.equals(b));
}

/** Parses an address with Kubernetes' rules, throwing the reason as a CEL error. */
export function ipOrThrow(text: string): CelIp {
  const reason = checkIp(text);
  if (reason !== undefined) throw new EvaluationError(`IP Address ${JSON.stringify(text)} parse error during conversion from string: ${reason}`);
  return new CelIp(parseAddress(text)!);
}

/** Why `text` is not an address Kubernetes accepts, or undefined when it is. */
export function checkIp(text: string): string | undefined {
  if (text.includes('%')) return 'IP address with zone value is not allowed';
  const bytes = parseAddress(text);
  if (!bytes) return `ParseAddr(${JSON.stringify(text)}): unable to parse IP`;
  if (bytes.length === 16 && isIPv4Mapped(bytes)) return 'IPv4-mapped IPv6 address is not allowed';
  return undefined;
}

/** Go `netip.ParseAddr` without zones: 4 bytes for IPv4, 16 for IPv6; undefined when invalid. */
export function parseAddress(text: string): Uint8Array | undefined {
  if (text.includes(':')) return parseIPv6(text);
  return parseIPv4(text);
}

function parseIPv4(text: string): Uint8Array | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  const out = new Uint8Array(4);
  for (let i = 0; i < 4; i++) {
    const part = parts[i]!;
    if (!/^[0-9]{1,3}$/.test(part) || (part.length > 1 && part.startsWith('0'))) return undefined;
    const value = Number(part);
    if (value > 255) return undefined;
    out[i] = value;
  }
  return out;
}

function parseIPv6(text: string): Uint8Array | undefined {
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const groups = (half: string): number[] | undefined => {
    if (half === '') return [];
    const out: number[] = [];
    const parts = half.split(':');
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      if (i === parts.length - 1 && part.includes('.')) {
        const v4 = parseIPv4(part);
        if (!v4) return undefined;
        out.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
        continue;
      }
      if (!/^[0-9a-fA-F]{1,4}$/.test(part)) return undefined;
      out.push(Number.parseInt(part, 16));
    }
    return out;
  };
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  if (!head || !tail) return undefined;
  if (halves.length === 1 && head.length !== 8) return undefined;
  if (halves.length === 2 && head.length + tail.length > 7) return undefined;
  // An embedded IPv4 address may only end the address.
  if (halves.length === 2 && halves[0]!.includes('.')) return undefined;
  const all = [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
  const out = new Uint8Array(16);
  all.forEach((group, i) => {
    out[2 * i] = group >> 8;
    out[2 * i + 1] = group & 0xff;
  });
  return out;
}

/** Go's `netip.Addr.String()`. */
export function formatIp(bytes: Uint8Array): string {
  if (bytes.length === 4) return [...bytes].join('.');
  const groups = Array.from({ length: 8 }, (_, i) => (bytes[2 * i]! << 8) | bytes[2 * i + 1]!);
  // The longest run (of at least two) of zero groups becomes "::", the first one on a tie.
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLength) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

function isIPv4Mapped(bytes: Uint8Array): boolean {
  return bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
}

function isLoopback(b: Uint8Array): boolean {
  return b.length === 4 ? b[0] === 127 : b.slice(0, 15).every((x) => x === 0) && b[15] === 1;
}

function isMulticast(b: Uint8Array): boolean {
  return b.length === 4 ? (b[0]! & 0xf0) === 0xe0 : b[0] === 0xff;
}

function isLinkLocalMulticast(b: Uint8Array): boolean {
  return b.length === 4 ? b[0] === 224 && b[1] === 0 && b[2] === 0 : b[0] === 0xff && (b[1]! & 0x0f) === 0x02;
}

function isLinkLocalUnicast(b: Uint8Array): boolean {
  return b.length === 4 ? b[0] === 169 && b[1] === 254 : b[0] === 0xfe && (b[1]! & 0xc0) === 0x80;
}

/** Go's `IsGlobalUnicast`: not unspecified, loopback, multicast, link-local or broadcast. */
function isGlobalUnicast(b: Uint8Array): boolean {
  if (b.length === 4 && b.every((x) => x === 255)) return false;
  if (b.every((x) => x === 0)) return false;
  return !isLoopback(b) && !isMulticast(b) && !isLinkLocalUnicast(b);
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
