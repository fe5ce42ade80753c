/**
 * The environment variables naming credentials, documented in docs/registries.md: a module
 * of their own, so the CLI's printer knows them without loading the credential lookup.
 */
export const ENV_USERNAME = 'RGDC_REGISTRY_USERNAME';
export const ENV_PASSWORD = 'RGDC_REGISTRY_PASSWORD';
