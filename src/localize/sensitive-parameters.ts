/**
 * Localize refuses what compile refuses: a `writeOnly: true` or `format: password`
 * parameter. Applying one would write its value in plain text into the file and the
 * change log; the value belongs in a Secret, declared under `secrets`.
 */
import { formatFieldPath } from '../source/index.js';
import type { LoadedDocument } from '../source/types.js';
import type { DiagnosticSink } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/report.js';

const HINT = 'Declare it under `secrets` instead, so its value is read from a Secret at deploy time.';

/** Reports every sensitive parameter of `configuration.schema`, nested ones included. */
export function reportSensitiveParameters(schema: unknown, document: LoadedDocument, report: DiagnosticSink): void {
  const visit = (node: unknown, path: (string | number)[], name: string, depth: number): void => {
    if (depth > 16 || node === null || typeof node !== 'object') return;
    const raw = node as Record<string, unknown>;
    const marker = raw.writeOnly === true ? 'writeOnly' : raw.format === 'password' ? 'format' : undefined;
    if (marker && name) {
      const what = marker === 'writeOnly' ? '`writeOnly: true`' : '`format: password`';
      const at = [...path, marker];
      report(
        makeDiagnostic(
          'configdata_sensitive_parameter',
          document.locate(at, { key: true }),
          formatFieldPath(at),
          `parameter \`${name}\` is sensitive (${what}); localize would write its value in plain text`,
          { hint: HINT },
        ),
      );
    }
    const properties = raw.properties;
    if (properties === null || typeof properties !== 'object') return;
    for (const [key, value] of Object.entries(properties as Record<string, unknown>)) {
      visit(value, [...path, 'properties', key], name ? `${name}.${key}` : key, depth + 1);
    }
  };
  visit(schema, ['configuration', 'schema'], '', 0);
}
