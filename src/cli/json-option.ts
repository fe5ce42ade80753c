/**
 * `--json` as every command declares it: one envelope, `{ok, diagnostics, result}`, the same
 * flag text in every command's help (README.md, "Every command takes `--json`").
 */
export const JSON_OPTION = ['--json', 'print one JSON object {ok, diagnostics, result} on stdout'] as const;
