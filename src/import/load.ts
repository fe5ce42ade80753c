/**
 * Reads an OCM v1 ConfigData (`config.ocm.software/v1alpha1`, Go type
 * `pkg/configdata.ConfigData` of ocm-controller) and checks its shape. Wrong shapes are
 * errors (the v1 controller could not have used them either); fields v1 knows but rgdc
 * has no place for are warnings, so nothing is dropped silently.
 */
import { checkUrlCredentials } from '../sensitive/url-credentials.js';
import type { DiagnosticCode } from '../diagnostics/codes.js';
import type { DiagnosticSink, Severity } from '../diagnostics/diagnostic.js';
import { fileSpan, makeDiagnostic } from '../diagnostics/report.js';
import { formatFieldPath, loadYaml } from '../source/index.js';
import type { FieldPath, LoadedDocument } from '../source/types.js';
import { V1_IMAGE_PARTS, type V1ConfigData, type V1Localization, type V1Rule } from './types.js';
import { CONFIGDATA_API_VERSION } from '../configdata/document-kind.js';

export const V1_API_VERSION = 'config.ocm.software/v1alpha1';

/** Reports a problem at a field of the v1 document. */
export type ImportReporter = (code: DiagnosticCode, path: FieldPath, message: string, options?: { hint?: string; severity?: Severity; key?: boolean }) => void;

/** Binds a reporter to a loaded document so call sites only name the field. */
export function documentReporter(document: LoadedDocument, report: DiagnosticSink): ImportReporter {
  return (code, path, message, options = {}) => {
    const { key, ...rest } = options;
    report(makeDiagnostic(code, document.locate(path, { key: key === true }), formatFieldPath(path), message, rest));
  };
}

type Json = Record<string, unknown>;

const isMap = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** ObjectMeta fields that have no meaning for a ConfigData file (and no rgdc equivalent). */
const TOP_LEVEL = new Set(['apiVersion', 'kind', 'metadata', 'configuration', 'localization']);
const CONFIGURATION = new Set(['defaults', 'schema', 'rules']);
const RULE = new Set(['value', 'file', 'path']);
const LOCALIZATION = new Set(['resource', 'file', 'mapping', ...V1_IMAGE_PARTS]);
const RESOURCE = new Set(['name', 'extraIdentity']);

/**
 * Parses the v1 file. Returns the document (for positions) and the checked data, or
 * `undefined` when the file is not a v1 ConfigData at all.
 */
export function loadV1ConfigData(file: string, source: string, report: DiagnosticSink): { document: LoadedDocument; config: V1ConfigData } | undefined {
  const errorsBefore = { count: 0 };
  const counting: DiagnosticSink = (d) => {
    if (d.severity === 'error') errorsBefore.count++;
    report(d);
  };
  const loaded = loadYaml(file, source, counting);
  if (errorsBefore.count > 0) return undefined;
  const [document, ...extra] = loaded.documents;
  if (!document || document.value === null || document.value === undefined) {
    report(makeDiagnostic('yaml_empty', fileSpan(loaded.file), '', 'the file holds no YAML document'));
    return undefined;
  }
  if (extra.length > 0) {
    report(
      makeDiagnostic(
        'yaml_multiple_documents',
        extra[0]!.locate([]),
        '',
        `the file holds ${loaded.documents.length} documents; a v1 ConfigData file holds one`,
      ),
    );
    return undefined;
  }
  const config = readV1ConfigData(document, report);
  return config ? { document, config } : undefined;
}

/**
 * Checks a loaded document as a v1 ConfigData (shared with `rgdc localize`, which takes
 * the v1 file directly). Returns the checked data, or `undefined` after reporting why not.
 */
export function readV1ConfigData(document: LoadedDocument, report: DiagnosticSink): V1ConfigData | undefined {
  const at = documentReporter(document, report);
  const root = document.value;
  if (!isMap(root)) {
    at(
      'import_not_v1_configdata',
      [],
      'the document is not a map; a v1 ConfigData starts with `apiVersion: config.ocm.software/v1alpha1` and `kind: ConfigData`',
    );
    return undefined;
  }
  if (root.kind !== 'ConfigData') {
    at(
      'import_not_v1_configdata',
      root.kind === undefined ? [] : ['kind'],
      root.kind === undefined ? 'the document has no `kind`; a v1 ConfigData has `kind: ConfigData`' : `\`kind: ${String(root.kind)}\` is not a ConfigData`,
    );
    return undefined;
  }
  if (root.apiVersion === undefined) {
    at('import_missing_api_version', ['kind'], `the document has no \`apiVersion\`; it is read as \`${V1_API_VERSION}\``, { key: true });
  } else if (root.apiVersion !== V1_API_VERSION) {
    const already = root.apiVersion === CONFIGDATA_API_VERSION;
    at(
      'import_not_v1_configdata',
      ['apiVersion'],
      already ? 'the document is already an rgdc ConfigData' : `\`apiVersion: ${String(root.apiVersion)}\` is not \`${V1_API_VERSION}\``,
      {
        ...(already ? { hint: 'Compile it directly with `rgdc compile`.' } : {}),
      },
    );
    return undefined;
  }
  // What the import writes (an rgdc ConfigData) must not carry a URL's credentials on.
  if (checkUrlCredentials(document, report) > 0) return undefined;
  const errors = { found: false };
  const invalid = (path: FieldPath, message: string) => {
    errors.found = true;
    at('import_invalid_field', path, message);
  };
  dropUnknown(root, [], TOP_LEVEL, at);

  const config: {
    -readonly [K in keyof V1ConfigData]: V1ConfigData[K];
  } = { rules: [], localization: [] };
  readMetadata(root.metadata, config, at, invalid);

  const configuration = root.configuration;
  if (configuration !== undefined && configuration !== null) {
    if (!isMap(configuration)) invalid(['configuration'], '`configuration` must be a map with `defaults`, `schema` and `rules`');
    else {
      dropUnknown(configuration, ['configuration'], CONFIGURATION, at);
      for (const key of ['defaults', 'schema'] as const) {
        const value = configuration[key];
        if (value === undefined || value === null) continue;
        if (!isMap(value)) invalid(['configuration', key], `\`configuration.${key}\` must be a map`);
        else config[key] = value;
      }
      const rules = configuration.rules;
      if (rules !== undefined && rules !== null) {
        if (!Array.isArray(rules)) invalid(['configuration', 'rules'], '`configuration.rules` must be a list');
        else config.rules = rules.flatMap((rule, i) => readRule(rule, ['configuration', 'rules', i], at, invalid));
      }
    }
  }

  const localization = root.localization;
  if (localization !== undefined && localization !== null) {
    if (!Array.isArray(localization)) invalid(['localization'], '`localization` must be a list');
    else config.localization = localization.flatMap((rule, i) => readLocalization(rule, ['localization', i], at, invalid));
  }
  if (errors.found) return undefined;
  return config;
}

function readMetadata(
  metadata: unknown,
  config: { name?: string; labels?: Record<string, string>; annotations?: Record<string, string> },
  at: ImportReporter,
  invalid: (p: FieldPath, m: string) => void,
): void {
  if (metadata === undefined || metadata === null) return;
  if (!isMap(metadata)) return invalid(['metadata'], '`metadata` must be a map');
  for (const key of Object.keys(metadata)) {
    const value = metadata[key];
    const path = ['metadata', key];
    if (key === 'name') {
      if (typeof value !== 'string') invalid(path, '`metadata.name` must be a string');
      else config.name = value;
    } else if (key === 'labels' || key === 'annotations') {
      if (value === null) continue;
      if (!isMap(value) || Object.values(value).some((v) => typeof v !== 'string')) invalid(path, `\`metadata.${key}\` must map names to strings`);
      else config[key] = value as Record<string, string>;
    } else {
      at('import_dropped_field', path, `\`metadata.${key}\` is not imported: the metadata of a ConfigData file has no effect on the deployment`, { key: true });
    }
  }
}

function readRule(raw: unknown, origin: FieldPath, at: ImportReporter, invalid: (p: FieldPath, m: string) => void): V1Rule[] {
  if (!isMap(raw)) {
    invalid(origin, 'a rule must be a map with `value`, `file` and `path`');
    return [];
  }
  dropUnknown(raw, origin, RULE, at);
  let ok = true;
  if (!('value' in raw)) {
    invalid(origin, 'the rule has no `value`');
    ok = false;
  }
  for (const key of ['file', 'path'] as const) {
    if (typeof raw[key] !== 'string' || raw[key] === '') {
      invalid(
        raw[key] === undefined ? origin : [...origin, key],
        raw[key] === undefined ? `the rule has no \`${key}\`` : `\`${key}\` must be a non-empty string`,
      );
      ok = false;
    }
  }
  return ok ? [{ origin, value: raw.value, file: raw.file as string, path: raw.path as string }] : [];
}

function readLocalization(raw: unknown, origin: FieldPath, at: ImportReporter, invalid: (p: FieldPath, m: string) => void): V1Localization[] {
  if (!isMap(raw)) {
    invalid(origin, 'a localization rule must be a map with `resource`, `file` and target paths');
    return [];
  }
  dropUnknown(raw, origin, LOCALIZATION, at);
  const mapping = raw.mapping !== undefined && raw.mapping !== null;
  let ok = true;
  if (typeof raw.file !== 'string' || raw.file === '') {
    invalid(
      raw.file === undefined ? origin : [...origin, 'file'],
      raw.file === undefined ? 'the localization rule has no `file`' : '`file` must be a non-empty string',
    );
    ok = false;
  }
  let resource: V1Localization['resource'];
  const rawResource = raw.resource;
  if (rawResource === undefined || rawResource === null) {
    // A CUE mapping reads the whole component; it needs no resource.
    if (!mapping) {
      invalid(origin, 'the localization rule has no `resource`');
      ok = false;
    }
  } else if (!isMap(rawResource) || typeof rawResource.name !== 'string' || rawResource.name === '') {
    invalid([...origin, 'resource'], '`resource` must be a map with a `name`');
    ok = false;
  } else {
    dropUnknown(rawResource, [...origin, 'resource'], RESOURCE, at);
    const extra = rawResource.extraIdentity;
    if (extra !== undefined && extra !== null && (!isMap(extra) || Object.values(extra).some((v) => typeof v !== 'string'))) {
      invalid([...origin, 'resource', 'extraIdentity'], '`extraIdentity` must map attribute names to strings');
      ok = false;
    } else {
      resource = { name: rawResource.name, ...(isMap(extra) && Object.keys(extra).length > 0 ? { extraIdentity: extra as Record<string, string> } : {}) };
    }
  }
  const parts: V1Localization['parts'] = {};
  for (const part of V1_IMAGE_PARTS) {
    const value = raw[part];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' || value === '') {
      invalid([...origin, part], `\`${part}\` must be a non-empty path`);
      ok = false;
    } else parts[part] = value;
  }
  if (!mapping && Object.keys(parts).length === 0 && ok) {
    invalid(origin, `the localization rule writes nothing: give at least one of ${V1_IMAGE_PARTS.map((p) => `\`${p}\``).join(', ')}`);
    ok = false;
  }
  return ok ? [{ origin, ...(resource ? { resource } : {}), file: raw.file as string, parts, mapping }] : [];
}

/** Warns about every key v1 does not define: it is not imported. */
function dropUnknown(map: Json, origin: FieldPath, known: ReadonlySet<string>, at: ImportReporter): void {
  for (const key of Object.keys(map)) {
    if (known.has(key)) continue;
    const where = origin.length === 0 ? `\`${key}\`` : `\`${key}\` in ${formatFieldPath(origin)}`;
    at('import_dropped_field', [...origin, key], `${where} is not a field of a v1 ConfigData and is not imported`, { key: true });
  }
}
