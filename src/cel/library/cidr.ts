/**
 * Kubernetes CIDR library (`k8s.io/apiserver/pkg/cel/library/cidr.go`): `cidr(string)`,
 * `isCIDR(string)`, `string(cidr)`, `containsIP(ip | string)`, `containsCIDR(cidr |
 * string)`, `ip()` (the address as written), `masked()`, `prefixLength()` and `==`.
 * Prefixes parse as Go's `netip.ParsePrefix` with the IP library's address rules.
 */
import { EvaluationError, type Environment } from '@marcbachmann/cel-js';
import { CelIp, checkIp, formatIp, ipOrThrow, parseAddress, sameBytes } from './ip.js';
import type { CelLibrary } from './library.js';

/** This file as `index.ts` lists it (see `library.ts`). */
export const CIDR_LIBRARY: CelLibrary = {
  register: registerCidr,
  hint: 'Kubernetes cidr',
};

/** A `net.CIDR` value: an address (host bits kept) and a prefix length. */
export class CelCidr {
  constructor(
    readonly address: Uint8Array,
    readonly bits: number,
  ) {}

  /** Go's `netip.Prefix.String()`. */
  toString(): string {
    return `${formatIp(this.address)}/${this.bits}`;
  }

  equals(other: unknown): boolean {
    return other instanceof CelCidr && this.bits === other.bits && sameBytes(this.address, other.address);
  }
}

export function registerCidr(env: Environment): void {
  env.registerType('net.CIDR', CelCidr);
  env.registerFunction('cidr(string): net.CIDR', (s: string) => cidrOrThrow(s));
  env.registerFunction('isCIDR(string): bool', (s: string) => parseCidr(s) !== undefined);
  env.registerFunction('string(net.CIDR): string', (c: CelCidr) => c.toString());
  env.registerFunction('net.CIDR.containsIP(net.IP): bool', (c: CelCidr, ip: CelIp) => contains(c, ip.bytes));
  env.registerFunction('net.CIDR.containsIP(string): bool', (c: CelCidr, ip: string) => contains(c, ipOrThrow(ip).bytes));
  env.registerFunction('net.CIDR.containsCIDR(net.CIDR): bool', (c: CelCidr, other: CelCidr) => containsCidr(c, other));
  env.registerFunction('net.CIDR.containsCIDR(string): bool', (c: CelCidr, other: string) => containsCidr(c, cidrOrThrow(other)));
  env.registerFunction('net.CIDR.ip(): net.IP', (c: CelCidr) => new CelIp(c.address));
  env.registerFunction('net.CIDR.masked(): net.CIDR', (c: CelCidr) => new CelCidr(mask(c.address, c.bits), c.bits));
  env.registerFunction('net.CIDR.prefixLength(): int', (c: CelCidr) => BigInt(c.bits));
  env.registerOperator('net.CIDR == net.CIDR', (a: CelCidr, b: CelCidr) => a.equals(b));
}

function cidrOrThrow(text: string): CelCidr {
  const cidr = parseCidr(text);
  if (!cidr) throw new EvaluationError(`network address parse error during conversion from string: invalid CIDR ${JSON.stringify(text)}`);
  return cidr;
}

/** Parses `address/bits`; undefined when invalid. */
export function parseCidr(text: string): CelCidr | undefined {
  const slash = text.lastIndexOf('/');
  if (slash < 0) return undefined;
  const addressText = text.slice(0, slash);
  const bitsText = text.slice(slash + 1);
  if (checkIp(addressText) !== undefined) return undefined;
  if (!/^(0|[1-9][0-9]*)$/.test(bitsText)) return undefined;
  const address = parseAddress(addressText)!;
  const bits = Number(bitsText);
  if (bits > address.length * 8) return undefined;
  return new CelCidr(address, bits);
}

function mask(address: Uint8Array, bits: number): Uint8Array {
  return address.map((byte, i) => {
    const keep = Math.max(0, Math.min(8, bits - 8 * i));
    return byte & ((0xff << (8 - keep)) & 0xff);
  });
}

function contains(cidr: CelCidr, address: Uint8Array): boolean {
  return address.length === cidr.address.length && sameBytes(mask(address, cidr.bits), mask(cidr.address, cidr.bits));
}

function containsCidr(cidr: CelCidr, other: CelCidr): boolean {
  return other.bits >= cidr.bits && contains(cidr, other.address);
}
