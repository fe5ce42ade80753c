import { readPackageJson } from './package-files.js';

/** rgdc's version, from package.json. */
export const RGDC_VERSION: string = readPackageJson<{ version: string }>('package.json').version;
