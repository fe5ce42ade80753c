/** Kubernetes CIDR library (`cidr("10.0.0.0/8").containsIP(...)`). Declared for type checking only. */
import type { Environment } from '@marcbachmann/cel-js';
import { notEvaluated } from './namespace.js';

/** An opaque `net.CIDR` value. */
export class CelCidr {
  constructor(readonly text: string) {}
}

export function registerCidr(env: Environment): void {
  env.registerType('net.CIDR', CelCidr);
  const todo = notEvaluated('cidr');
  env.registerFunction('cidr(string): net.CIDR', todo);
  env.registerFunction('isCIDR(string): bool', todo);
  env.registerFunction('string(net.CIDR): string', (c: CelCidr) => c.text);
  env.registerFunction('net.CIDR.containsIP(net.IP): bool', todo);
  env.registerFunction('net.CIDR.containsIP(string): bool', todo);
  env.registerFunction('net.CIDR.containsCIDR(net.CIDR): bool', todo);
  env.registerFunction('net.CIDR.containsCIDR(string): bool', todo);
  env.registerFunction('net.CIDR.ip(): net.IP', todo);
  env.registerFunction('net.CIDR.masked(): net.CIDR', todo);
  env.registerFunction('net.CIDR.prefixLength(): int', todo);
}
