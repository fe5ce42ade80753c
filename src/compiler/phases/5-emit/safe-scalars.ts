/**
 * One rule for every string rgdc writes as YAML: it must read back as the same data in
 * every reader of the output, the `yaml` library (YAML 1.2) and the Go readers that
 * kubectl, kro and Flux use (go-yaml, YAML 1.1 rules).
 *
 * Two places where the readers disagree:
 * - **Line breaks.** go-yaml's scanner (`is_break` in yamlprivateh.go) treats NEL (U+0085),
 *   LS (U+2028) and PS (U+2029) as line breaks, as YAML 1.1 does; YAML 1.2 reads them as
 *   content. Written raw, a value `x\u2028  postRenderers: ...` is one string to rgdc and
 *   a new key to Flux. go-yaml also refuses raw C0/C1 controls, DEL, U+FFFE/U+FFFF, and a
 *   BOM is not printable to it. Such strings are written double-quoted with every one of
 *   these characters escaped (`\N`, `\L`, `\P`, `\x7f`, `\uFEFF`); the `yaml` library
 *   already escapes C0 controls and lone surrogates there, but writes the rest raw.
 * - **Implicit types.** A plain `yes`, `on`, `0777`, `1_000`, `2001-12-14` or `<<` is a
 *   string in YAML 1.2 and a bool, number, timestamp or merge key in YAML 1.1. The `yaml`
 *   library's `compat: 'yaml-1.1'` quotes strings that either schema would read as
 *   another type; `=` (YAML 1.1's value key) is added here, and so is every string that
 *   go-yaml's own resolver reads as another type where the YAML 1.1 regexps do not
 *   (`0X1F`, `0o17`, `0B101`, `-_1`, `1e1_0`, `.5e1_0`, `2001-12-14T21:5:4Z`: see
 *   go-implicit-types.ts). They are quoted as the library quotes `yes`.
 *
 * Lone surrogates cannot be represented for go-yaml at all (it rejects a `\uD800`
 * escape); they are written as `\uD800` escapes, so go-yaml refuses the file instead of
 * reading a changed string.
 */
import { Scalar, type CreateNodeOptions, type DocumentOptions, type SchemaOptions, type ToStringOptions } from 'yaml';
import { stringifyString, stringTag } from 'yaml/util';
import { goReadsAsNonString } from './go-implicit-types.js';

/** Characters a double-quoted YAML string must not hold raw (beyond what `yaml` escapes). */
const RAW_UNSAFE = /[\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]/g;

/** A string holding any character that some YAML reader breaks a line at or refuses raw. */
const NEEDS_ESCAPES = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const NAMED_ESCAPES: Readonly<Record<string, string>> = { '\x85': '\\N', '\u2028': '\\L', '\u2029': '\\P' };

function escapeCharacter(ch: string): string {
  const named = NAMED_ESCAPES[ch];
  if (named) return named;
  const code = ch.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** True when `text` must be written double-quoted with escapes (see the module comment). */
export function needsEscapes(text: string): boolean {
  return NEEDS_ESCAPES.test(text);
}

/** The `yaml` string tag with the rule above; it reads strings as the default tag does. */
const safeStringTag: typeof stringTag = {
  ...stringTag,
  stringify(item, ctx, onComment, onChompKeep) {
    const value = String((item as Scalar).value);
    if (needsEscapes(value) || value === '=') {
      const quoted = { ...(item as Scalar), value, type: Scalar.QUOTE_DOUBLE } as Scalar;
      // Every raw unsafe character in the double-quoted text is content (the library never
      // writes them itself), and a backslash there always starts a complete escape, so
      // replacing each one by its escape keeps the value.
      return stringifyString(quoted, { ...ctx, actualString: true }, onComment, onChompKeep).replace(RAW_UNSAFE, escapeCharacter);
    }
    const { type } = item as Scalar;
    // Only a plain scalar is resolved: quoted and block scalars are strings to every reader.
    // Quoted as the library quotes `yes` (such strings hold no quote character).
    if ((type === undefined || type === Scalar.PLAIN) && goReadsAsNonString(value)) {
      const quoted = { ...(item as Scalar), value, type: ctx.options.singleQuote === true ? Scalar.QUOTE_SINGLE : Scalar.QUOTE_DOUBLE } as Scalar;
      return stringifyString(quoted, ctx, onComment, onChompKeep);
    }
    return stringTag.stringify!(item, ctx, onComment, onChompKeep);
  },
};

/** Schema options for every Document rgdc serialises (new or parsed: see `useSafeSchema`). */
export const SAFE_SCHEMA_OPTIONS = {
  compat: 'yaml-1.1',
  customTags: (tags) => tags.map((tag) => (typeof tag === 'object' && tag.tag === stringTag.tag && !('format' in tag && tag.format) ? safeStringTag : tag)),
} as const satisfies SchemaOptions;

/** Options for `new Document(value, ...)` that rgdc writes out. */
export const SAFE_DOCUMENT_OPTIONS = { ...SAFE_SCHEMA_OPTIONS, aliasDuplicateObjects: false } as const satisfies DocumentOptions &
  SchemaOptions &
  CreateNodeOptions;

/** The serialisation options rgdc's own documents use: no folding, two-space indent. */
export const OUTPUT_OPTIONS = { lineWidth: 0, minContentWidth: 0, indent: 2, indentSeq: true } as const satisfies ToStringOptions;

/**
 * Switches a document parsed from user input to the safe string rule before it is
 * written back (localize re-serialises documents it could not splice).
 */
export function useSafeSchema(doc: {
  setSchema(version: '1.1' | '1.2' | 'next' | null, options?: SchemaOptions): void;
  directives?: { yaml: { version: '1.1' | '1.2' | 'next' } };
}): void {
  doc.setSchema(doc.directives?.yaml.version ?? '1.2', SAFE_SCHEMA_OPTIONS);
}

/**
 * Text made safe for a `#` comment or a one-line message: every character that a YAML
 * reader or a terminal treats as a line break or control is shown as an escape, so the
 * comment cannot end early and turn the rest of the text into YAML content.
 */
export function escapeCommentText(text: string): string {
  return text
    .replace(/[\r\n]/g, (ch) => (ch === '\n' ? '\\n' : '\\r'))
    .replace(new RegExp(NEEDS_ESCAPES.source, 'g'), (ch) => `\\u${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
}
