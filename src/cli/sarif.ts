/**
 * Diagnostics as SARIF 2.1.0, the format GitHub code scanning reads to show findings
 * inline on pull requests. One run, one rule per code used, one result per diagnostic.
 */
import { codeInfo } from '../diagnostics/codes.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { RGDC_VERSION } from '../version.js';

const LEVELS = { error: 'error', warning: 'warning', info: 'note' } as const;

/**
 * The SARIF log for `diagnostics`, as a JSON-ready object; `files`: every file the run
 * read, listed as the run's artifacts so the log covers files without findings too.
 */
export function toSarif(diagnostics: readonly Diagnostic[], files: readonly string[] = []): object {
  const codes = [...new Set(diagnostics.map((d) => d.code))].sort();
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'rgdc',
            version: RGDC_VERSION,
            informationUri: 'https://github.com/rgdc/rgdc',
            rules: codes.map((code) => {
              const info = codeInfo(code);
              return {
                id: code,
                shortDescription: { text: info.summary },
                help: { text: info.hint },
                defaultConfiguration: { level: LEVELS[info.severity] },
              };
            }),
          },
        },
        ...(files.length > 0 ? { artifacts: files.map((file) => ({ location: { uri: file.replace(/\\/g, '/') } })) } : {}),
        results: diagnostics.map((d) => ({
          ruleId: d.code,
          ruleIndex: codes.indexOf(d.code),
          level: LEVELS[d.severity],
          message: { text: d.hint ? `${d.message} (${d.hint})` : d.message },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: d.file.replace(/\\/g, '/') },
                region: {
                  startLine: d.line,
                  startColumn: d.column,
                  endLine: d.endLine,
                  endColumn: Math.max(d.endColumn, d.endLine === d.line ? d.column + 1 : 1),
                },
              },
              ...(d.path ? { logicalLocations: [{ fullyQualifiedName: d.path }] } : {}),
            },
          ],
        })),
      },
    ],
  };
}
