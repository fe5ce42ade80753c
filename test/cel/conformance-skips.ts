export const CONFORMANCE_SKIPS: Readonly<Record<string, string>> = {};
