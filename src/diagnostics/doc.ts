/**
 * Renders the catalogue of diagnostic codes as `docs/diagnostics.md`, so the reference
 * page can never disagree with the code (a test compares them).
 */
import { DIAGNOSTIC_CODES, type CodeInfo } from './codes.js';

const GROUPS: readonly [prefix: string, title: string, intro: string][] = [
  ['io_', 'Files', 'Reading inputs and writing outputs. These exit with code 3.'],
  ['yaml_', 'YAML', 'The file could not be read as YAML.'],
  ['configdata_', 'ConfigData', 'The ConfigData document breaks its schema or a rule between fields.'],
  ['schema_', 'Configuration schema', 'The JSON Schema in `configuration.schema` cannot be turned into kro SimpleSchema.'],
  ['rgd_', 'ResourceGraphDefinition', "An RGD breaks kro's admission rules for its shape, ids or SimpleSchema."],
  ['cel_', 'CEL', 'A CEL expression is malformed, reads something unknown or has the wrong type.'],
  ['template_', 'Templates', 'A resource template does not fit the schema of its kind.'],
  ['import_', 'Import', 'An OCM v1 ConfigData cannot be translated completely.'],
  ['preview_', 'Preview', 'An instance or a simulated upstream object cannot be evaluated.'],
  ['localize_', 'Localize', '`rgdc localize` cannot apply a value, an image or a rule to the file as OCM v1 would.'],
  ['graph_', 'Resource graph', 'The resources of the RGD do not form a valid graph.'],
  ['internal_', 'Internal', 'rgdc itself failed.'],
  [
    'ocm_',
    'OCM component versions',
    'A component reference cannot be read, or the registry or CTF it names cannot give a valid component version (`rgdc component`, `--component REF`; docs/components.md). Store failures exit with code 4, bad references with 2.',
  ],
];

/** The whole markdown page. */
export function renderDiagnosticsDoc(): string {
  const entries = Object.entries(DIAGNOSTIC_CODES) as [string, CodeInfo][];
  const out: string[] = [
    '# Diagnostic codes',
    '',
    '<!-- Generated from src/diagnostics/codes.ts by `npm run gen`. Do not edit by hand. -->',
    '',
    'Every problem rgdc reports carries one of these stable codes, with the file, line,',
    'column, the field path inside the document and a hint. Codes never change meaning;',
    'filter on them in scripts (`--json` prints them as data). Exit codes: 0 ok, 1 the input',
    'has errors, 2 usage error, 3 a file cannot be read or written, 4 a registry or CTF could',
    'not be read, 70 internal error.',
    '',
  ];
  const known = GROUPS.map(([prefix]) => prefix);
  const others = [...new Set(entries.map(([code]) => `${code.split('_')[0]}_`).filter((p) => !known.includes(p)))];
  for (const [prefix, title, intro] of [...GROUPS, ...others.map((p) => [p, p.slice(0, -1), ''] as const)]) {
    const group = entries.filter(([code]) => code.startsWith(prefix));
    if (group.length === 0) continue;
    out.push(`## ${title}`, '', ...(intro ? [intro, ''] : []), '| code | severity | meaning | what to do |', '|---|---|---|---|');
    for (const [code, info] of group) out.push(`| \`${code}\` | ${info.severity} | ${cell(info.summary)} | ${cell(info.hint)} |`);
    out.push('');
  }
  return `${out.join('\n')}`;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}
