/**
 * Probe expressions derived from an RGD's own schemas, beside the ones it is written
 * with: for fields of the instance spec and of each typed resource's `status`, the forms
 * that tell a present field from an absent one (`x.?f`, `x.?f.hasValue()`, `has(x.f)`,
 * `x.f`) and whole objects (`x`, where absent fields must not show). The corpus rarely
 * reads an optional field that is set; these make every schema do so.
 */
import { CEL_RESERVED_WORDS } from '../../../src/cel/reserved-words.js';
import { isRecord } from '../../../src/util/records.js';

type Schema = Record<string, unknown>;

const MAX_DEPTH = 3;
const MAX_PROBES = 24;

/** Probes over `root` (`schema.spec`, `deployment.status`) for the fields of `schema`. */
export function probeExpressions(root: string, schema: object | undefined): string[] {
  const out: string[] = [];
  const visit = (node: Schema | undefined, path: string[]) => {
    if (!node || out.length >= MAX_PROBES || path.length > MAX_DEPTH) return;
    const properties = isRecord(node.properties) ? (node.properties as Record<string, Schema>) : undefined;
    if (path.length === 0) out.push(root);
    else {
      const plain = `${root}.${path.join('.')}`;
      const optional = `${root}.?${path.join('.?')}`;
      out.push(plain, optional, `${optional}.hasValue()`, `has(${plain})`);
      if (isRecord(node.additionalProperties)) out.push(`${plain}.?alpha`, `${plain}[?"beta"].hasValue()`);
    }
    for (const [key, child] of Object.entries(properties ?? {})) {
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key) || CEL_RESERVED_WORDS.has(key)) continue;
      visit(child, [...path, key]);
    }
  };
  visit(schema as Schema | undefined, []);
  return out.slice(0, MAX_PROBES);
}
