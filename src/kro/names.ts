/**
 * Check phase 2: resource ids and forEach iterator names (kro's `validation.go`): ids are
 * lowerCamelCase CEL identifiers, unique and not reserved; iterators follow the same rules,
 * are unique within their resource and do not shadow a resource id.
 */
import { formatFieldPath, type FieldPath } from '../source/index.js';
import type { DiagnosticSink } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/report.js';
import type { DiagnosticCode } from '../diagnostics/codes.js';
import type { RgdModel } from './types.js';
import { CEL_RESERVED_WORDS } from '../cel/reserved-words.js';
import { DEFAULT_KRO_RELEASE, type KroRelease } from './releases/index.js';

const LOWER_CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/;

/** True for words kro (of `release`) or CEL reserve. */
export function isReservedWord(word: string, release: KroRelease = DEFAULT_KRO_RELEASE): boolean {
  return release.reservedWords.has(word) || CEL_RESERVED_WORDS.has(word);
}

/**
 * Checks every id and iterator name of the RGD. Returns false when one is broken: kro
 * stops there, and such names cannot be declared in a CEL environment (a reserved word,
 * or an iterator that shadows `schema` or a resource id), so typing must not run.
 */
export function checkNames(model: RgdModel, report: DiagnosticSink, release: KroRelease = DEFAULT_KRO_RELEASE): boolean {
  const { document } = model;
  let ok = true;
  const at = (code: DiagnosticCode, path: FieldPath, message: string, key = false) => {
    ok = false;
    report(makeDiagnostic(code, document.locate(path, { key }), formatFieldPath(path), message));
  };
  const seen = new Set<string>();
  const ids = new Set(model.resources.map((r) => r.id).filter((id): id is string => id !== undefined));
  for (const resource of model.resources) {
    const { id } = resource;
    if (id === undefined) continue;
    const path: FieldPath = ['spec', 'resources', resource.index, 'id'];
    if (isReservedWord(id, release)) at('rgd_reserved_id', path, `id ${id} is a reserved keyword in KRO`);
    else if (!LOWER_CAMEL_CASE.test(id)) at('rgd_invalid_id', path, `id ${id} is not a valid KRO resource id: must be lower camelCase`);
    else if (seen.has(id)) at('rgd_duplicate_id', path, `found duplicate resource IDs ${id}`);
    seen.add(id);

    const iterators = new Set<string>();
    resource.forEach.forEach(([name], dimension) => {
      const where: FieldPath = ['spec', 'resources', resource.index, 'forEach', dimension, name];
      const label = `resource ${JSON.stringify(id)}: forEach iterator name ${JSON.stringify(name)}`;
      if (!LOWER_CAMEL_CASE.test(name)) at('rgd_invalid_iterator', where, `${label} is not valid: must be lowerCamelCase`, true);
      else if (isReservedWord(name, release)) at('rgd_reserved_id', where, `${label} is a reserved keyword`, true);
      else if (ids.has(name)) at('rgd_invalid_iterator', where, `${label} conflicts with resource ID`, true);
      else if (iterators.has(name))
        at('rgd_invalid_iterator', where, `resource ${JSON.stringify(id)}: duplicate forEach iterator name ${JSON.stringify(name)}`, true);
      iterators.add(name);
    });
  }
  return ok;
}
