/** cel-go `ext.Encoders()`: `base64.encode(bytes)` and `base64.decode(string)`. */
import type { Environment } from '@marcbachmann/cel-js';
import { registerNamespace } from './namespace.js';
import type { CelLibrary } from './library.js';

/** This file as `index.ts` lists it (see `library.ts`). */
export const ENCODERS_LIBRARY: CelLibrary = {
  register: registerEncoders,
  hint: 'encoders',
};

export function registerEncoders(env: Environment): void {
  const ns = registerNamespace(env, 'base64');
  env.registerFunction(`${ns}.encode(bytes): string`, (_: unknown, b: Uint8Array) => Buffer.from(b).toString('base64'));
  env.registerFunction(`${ns}.decode(string): bytes`, (_: unknown, s: string) => new Uint8Array(Buffer.from(s, 'base64')));
}
