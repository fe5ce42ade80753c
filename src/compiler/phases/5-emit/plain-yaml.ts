/**
 * Plain emission: the bytes `toYaml` writes through a `yaml` Document, written straight
 * from the data. The Document path builds a node for every value, visits them all
 * (quoteIndentedBlocks) and then stringifies them through generic pair and collection
 * code; here the structure (block maps and sequences, `{}` and `[]` when empty, two-space
 * steps, `- ` items indented under their key) is written directly, and every scalar by the
 * same `yaml` stringifiers the Document path ends in (the safe string tag of
 * safe-scalars.ts, `stringifyNumber`), with the context the Document path gives them. So
 * each string is quoted, escaped or written as a block exactly as before.
 *
 * Only plain data is taken (objects with the Object or null prototype, arrays, strings,
 * finite or not numbers, booleans, null, no cycles); anything else returns undefined and
 * the caller takes the Document path. test/property/yaml-fast-path.property.test.ts
 * compares both paths byte for byte.
 */
import { Document, Scalar, type Tags } from 'yaml';
import { stringifyNumber, type StringifyContext } from 'yaml/util';
import { needsEscapes, OUTPUT_OPTIONS, SAFE_DOCUMENT_OPTIONS } from './safe-scalars.js';

/** Thrown to leave the recursion: the value is not plain data. */
const NOT_PLAIN = new Error('not plain data');

/** Deeper than this, the Document path decides (and meets a cycle the way it always did). */
const MAX_DEPTH = 1000;

const STEP = '  ';

interface Emitter {
  readonly doc: Document;
  readonly options: StringifyContext['options'];
  readonly stringTag: Tags[number] & { stringify: NonNullable<Extract<Tags[number], { stringify?: unknown }>['stringify']> };
}

let emitter: Emitter | undefined;

/** The schema, options and string tag the Document path uses, made once. */
function getEmitter(): Emitter {
  if (emitter) return emitter;
  const doc = new Document(null, SAFE_DOCUMENT_OPTIONS);
  // The option defaults of the `yaml` library's stringify context (createStringifyContext).
  const defaults: Record<string, unknown> = {
    blockQuote: true,
    defaultKeyType: null,
    defaultStringType: 'PLAIN',
    directives: null,
    doubleQuotedAsJSON: false,
    doubleQuotedMinMultiLineLength: 40,
    falseStr: 'false',
    flowCollectionPadding: true,
    indentSeq: true,
    lineWidth: 80,
    minContentWidth: 20,
    nullStr: 'null',
    simpleKeys: false,
    singleQuote: null,
    trailingComma: false,
    trueStr: 'true',
    verifyAliasOrder: true,
  };
  const options = { ...defaults, ...doc.schema.toStringOptions, ...OUTPUT_OPTIONS } as unknown as StringifyContext['options'];
  const stringTag = doc.schema.tags.find(
    (tag) => typeof tag === 'object' && tag.tag === 'tag:yaml.org,2002:str' && !tag.format && typeof tag.stringify === 'function',
  );
  if (!stringTag) throw new Error('rgdc: the YAML string tag is missing');
  return (emitter = { doc, options, stringTag: stringTag as Emitter['stringTag'] });
}

/**
 * The YAML text of `value` as `new Document(value, SAFE_DOCUMENT_OPTIONS)` with
 * quoteIndentedBlocks writes it (`toString(OUTPUT_OPTIONS)`), or undefined when `value`
 * is not plain data.
 *
 * @example
 * emitPlainYaml({ a: [1, 'yes'], b: {} }); // => 'a:\n  - 1\n  - "yes"\nb: {}\n'
 */
export function emitPlainYaml(value: unknown): string | undefined {
  if (!isCollection(value)) return undefined;
  try {
    return `${writeCollection(getEmitter(), value, '', 0)}\n`;
  } catch (error) {
    if (error === NOT_PLAIN || error instanceof RangeError) return undefined;
    throw error;
  }
}

function isCollection(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return Object.getPrototypeOf(value) === Array.prototype;
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function isEmpty(value: Record<string, unknown> | unknown[]): boolean {
  if (Array.isArray(value)) return value.length === 0;
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
}

/** A block collection whose lines after the first start with `indent`. */
function writeCollection(e: Emitter, value: Record<string, unknown> | unknown[], indent: string, depth: number): string {
  if (depth > MAX_DEPTH) throw NOT_PLAIN;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const itemIndent = indent + STEP;
    let out = '';
    for (let i = 0; i < value.length; i++) {
      // A hole or an undefined item is written differently by the Document path.
      if (!(i in value)) throw NOT_PLAIN;
      const item = value[i];
      const text = isCollection(item)
        ? isEmpty(item)
          ? emptyOf(item)
          : writeCollection(e, item, itemIndent, depth + 1)
        : writeScalar(e, item, itemIndent, false, undefined);
      out += i === 0 ? `- ${text}` : `\n${indent}- ${text}`;
    }
    return out;
  }
  if (Object.getOwnPropertySymbols(value).length > 0) throw NOT_PLAIN;
  const keys = Object.keys(value);
  if (keys.length === 0) return '{}';
  const inner = indent + STEP;
  let out = '';
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const item = value[key];
    const keyText = writeScalar(e, key, inner, true, undefined);
    // A key longer than 1024 characters is written `? key` (an explicit key).
    if (keyText.length > 1024) throw NOT_PLAIN;
    const head = `${keyText}:`;
    let pair: string;
    if (isCollection(item)) {
      pair = isEmpty(item) ? `${head} ${emptyOf(item)}` : `${head}\n${inner}${writeCollection(e, item, inner, depth + 1)}`;
    } else {
      const text = writeScalar(e, item, inner, false, head.length + 1);
      pair = text === '' || text[0] === '\n' ? head + text : `${head} ${text}`;
    }
    out += i === 0 ? pair : `\n${indent}${pair}`;
  }
  return out;
}

/** The `yaml` library's test for strings that cannot be written plain (plainString in stringifyString.js). */
const NOT_PLAIN_STRING = /^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/;
/** Characters the library writes double-quoted whatever the style. */
const FORCES_DOUBLE = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u;
/**
 * First characters of strings no implicit type of YAML 1.2 core or YAML 1.1 matches unless
 * they are one of TYPED_WORDS: the types' tests start with a digit, a sign, `.`, `~`, `<`,
 * `=` or, among letters, `e`/`E` (YAML 1.1's exponent floats) and the words below. go-yaml's
 * resolver (go-implicit-types.ts) looks further only at a sign, a digit or `.`; after a
 * letter it knows only its resolveMap words, all in TYPED_WORDS.
 */
const UNTYPED_FIRST = /^[A-DF-Za-df-z$]/;
/** The null and boolean words of both schemas (see safe-scalars.ts). */
const TYPED_WORDS = /^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF|null|Null|NULL)$/;

/**
 * A string the Document path writes as it is: plain, one line, nothing to quote or
 * escape, no implicit type. The rest go through the library's stringifier.
 */
function isPlainAsIs(value: string): boolean {
  return (
    UNTYPED_FIRST.test(value) &&
    !value.includes('\n') &&
    !NOT_PLAIN_STRING.test(value) &&
    !FORCES_DOUBLE.test(value) &&
    !needsEscapes(value) &&
    !TYPED_WORDS.test(value)
  );
}

function emptyOf(value: Record<string, unknown> | unknown[]): string {
  return Array.isArray(value) ? '[]' : '{}';
}

/** A scalar as the Document path's stringify writes it in this place. */
function writeScalar(e: Emitter, value: unknown, indent: string, implicitKey: boolean, indentAtStart: number | undefined): string {
  if (value === null) return e.options.nullStr;
  switch (typeof value) {
    case 'boolean':
      return value ? e.options.trueStr : e.options.falseStr;
    case 'number':
      return stringifyNumber({ value } as Scalar);
    case 'string': {
      if (isPlainAsIs(value)) return value;
      const node = new Scalar(value);
      // quoteIndentedBlocks' rule (yaml.ts): multi-line with a line starting with a blank.
      if (value.includes('\n') && /(^|\n)[ \t]/.test(value)) node.type = Scalar.QUOTE_DOUBLE;
      const ctx = {
        anchors: new Set<string>(),
        doc: e.doc,
        flowCollectionPadding: ' ',
        indent,
        indentStep: STEP,
        inFlow: null,
        options: e.options,
        forceBlockIndent: false,
        allNullValues: false,
        implicitKey,
        ...(indentAtStart === undefined ? {} : { indentAtStart }),
      } as unknown as StringifyContext;
      return e.stringTag.stringify(node, ctx, undefined, undefined);
    }
    default:
      throw NOT_PLAIN;
  }
}
