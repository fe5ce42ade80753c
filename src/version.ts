import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** rgdc's version, from package.json (src/ and dist/ sit at the same depth). */
export const RGDC_VERSION: string = (require('../package.json') as { version: string }).version;
