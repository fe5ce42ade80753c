/**
 * Kubernetes IP library (`ip("10.0.0.1").family()`...). Declared for type checking only.
 * `ip.isCanonical(string)` is missing: cel-js cannot have both a function and a namespace
 * constant named `ip`.
 */
import type { Environment } from '@marcbachmann/cel-js';
import { notEvaluated } from './namespace.js';

/** An opaque `net.IP` value. */
export class CelIp {
  constructor(readonly text: string) {}
}

export function registerIp(env: Environment): void {
  env.registerType('net.IP', CelIp);
  const todo = notEvaluated('ip');
  env.registerFunction('ip(string): net.IP', todo);
  env.registerFunction('isIP(string): bool', todo);
  env.registerFunction('string(net.IP): string', (ip: CelIp) => ip.text);
  env.registerFunction('net.IP.family(): int', todo);
  for (const name of ['isUnspecified', 'isLoopback', 'isLinkLocalMulticast', 'isLinkLocalUnicast', 'isGlobalUnicast']) env.registerFunction(`net.IP.${name}(): bool`, todo);
}
