/**
 * cel-go's `string.format(list)` (`ext/formatting.go`): `%s`, `%d`, `%f`, `%e`, `%b`, `%o`,
 * `%x`, `%X`, `%%`, with an optional precision for `%f` and `%e` (default 6). Doubles
 * render from their exact binary value with round-half-to-even, as Go's `strconv` does
 * (`"%.0f".format([2.5])` is `"2"`), and argument kinds are checked as in cel-go.
 */
import { EvaluationError } from '@marcbachmann/cel-js';
import { Duration, UnsignedInt } from '@marcbachmann/cel-js/evaluator';
import { formatDuration, formatTimestamp } from './core.js';

/** Formats `template` with `args` (see the module comment). */
export function formatString(template: string, args: readonly unknown[]): string {
  let out = '';
  let next = 0;
  for (let i = 0; i < template.length; i++) {
    const ch = template[i]!;
    if (ch !== '%') {
      out += ch;
      continue;
    }
    if (template[i + 1] === '%') {
      out += '%';
      i++;
      continue;
    }
    // cel-go takes the argument first, then checks the end of the text, the precision and the verb.
    if (next >= args.length) throw new EvaluationError(`index ${next} out of range`);
    if (i + 1 >= template.length) throw new EvaluationError('unexpected end of string');
    let precision: number | undefined;
    if (template[i + 1] === '.') {
      const digits = /^\d*/.exec(template.slice(i + 2))![0];
      if (i + 2 + digits.length >= template.length) throw clauseError('error while parsing precision: could not find end of precision specifier');
      // strconv.Atoi of the digits, which fails when there are none ("%.f").
      if (digits === '')
        throw clauseError('error while parsing precision: error while converting precision to integer: strconv.Atoi: parsing "": invalid syntax');
      precision = Number(digits);
      i += 1 + digits.length;
    }
    const verb = template[i + 1]!;
    i++;
    if (!'sdfeboxX'.includes(verb)) throw clauseError(`unrecognized formatting clause "${verb}"`);
    out += formatClause(verb, precision, args[next++]);
  }
  return out;
}

function clauseError(message: string): EvaluationError {
  return new EvaluationError(`could not parse formatting clause: ${message}`);
}

function formatClause(verb: string, precision: number | undefined, value: unknown): string {
  const fail = (message: string): never => {
    throw new EvaluationError(`error during formatting: ${message}, was given ${typeName(value)}`);
  };
  switch (verb) {
    case 's':
      return formatAsString(value, fail);
    case 'd':
      if (typeof value === 'number' && !Number.isFinite(value)) return formatSpecial(value);
      if (typeof value === 'bigint' || value instanceof UnsignedInt) return String(value.valueOf());
      return fail('decimal clause can only be used on integers');
    case 'f':
    case 'e': {
      const clauseName = verb === 'f' ? 'fixed-point' : 'scientific';
      const number =
        typeof value === 'number'
          ? value
          : typeof value === 'bigint' || value instanceof UnsignedInt
            ? Number(value.valueOf())
            : fail(`${clauseName} clause can only be used on doubles`);
      if (!Number.isFinite(number)) return formatSpecial(number);
      return verb === 'f' ? formatFixed(number, precision ?? 6) : formatScientific(number, precision ?? 6);
    }
    case 'b':
      if (typeof value === 'boolean') return value ? '1' : '0';
      if (typeof value === 'bigint' || value instanceof UnsignedInt) return value.valueOf().toString(2);
      return fail('only integers and bools can be formatted as binary');
    case 'o':
      if (typeof value === 'bigint' || value instanceof UnsignedInt) return value.valueOf().toString(8);
      return fail('octal clause can only be used on integers');
    default: {
      let hex: string;
      if (typeof value === 'bigint' || value instanceof UnsignedInt) hex = value.valueOf().toString(16);
      else if (typeof value === 'string') hex = Buffer.from(value, 'utf8').toString('hex');
      else if (value instanceof Uint8Array) hex = Buffer.from(value).toString('hex');
      else return fail('only integers, byte buffers, and strings can be formatted as hex');
      return verb === 'X' ? hex.toUpperCase() : hex;
    }
  }
}

function formatAsString(value: unknown, fail: (message: string) => never): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof UnsignedInt) return String(value.valueOf());
  if (typeof value === 'number') return Number.isFinite(value) ? formatShortest(value) : formatSpecial(value);
  if (value instanceof Uint8Array) return Buffer.from(value).toString('utf8');
  if (value instanceof Date) return formatTimestamp(value);
  if (value instanceof Duration) return formatDuration(value);
  if (Array.isArray(value)) return `[${value.map((item) => formatAsString(item, fail)).join(', ')}]`;
  if (value instanceof Map || (typeof value === 'object' && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null))) {
    const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
    const rendered = entries.map(([k, v]) => [formatAsString(k, fail), formatAsString(v, fail)] as const);
    rendered.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${rendered.map(([k, v]) => `${k}: ${v}`).join(', ')}}`;
  }
  if (typeof value === 'object' && value.constructor?.name === 'Type') return String(value).replace(/^Type<(.*)>$/, '$1');
  return fail('string clause can only be used on strings, bools, bytes, ints, doubles, maps, lists, types, durations, and timestamps');
}

function formatSpecial(n: number): string {
  return Number.isNaN(n) ? 'NaN' : n > 0 ? 'Infinity' : '-Infinity';
}

/** Go's `strconv.FormatFloat(f, 'g', -1, 64)` for the range JSON-like values use. */
function formatShortest(n: number): string {
  const text = String(n);
  const exponent = /^(-?[\d.]+)e([+-])(\d+)$/.exec(text);
  if (!exponent) return text;
  return `${exponent[1]}e${exponent[2]}${exponent[3]!.padStart(2, '0')}`;
}

/** The exact decimal expansion of a finite double: digits and the position of the point. */
function exactDecimal(n: number): { negative: boolean; digits: string; pointAt: number } {
  const negative = n < 0 || Object.is(n, -0);
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, Math.abs(n));
  const bits = view.getBigUint64(0);
  const biased = Number((bits >> 52n) & 0x7ffn);
  let mantissa = bits & ((1n << 52n) - 1n);
  let exponent: number;
  if (biased === 0) exponent = -1074;
  else {
    mantissa |= 1n << 52n;
    exponent = biased - 1075;
  }
  if (exponent >= 0) {
    const digits = (mantissa << BigInt(exponent)).toString();
    return { negative, digits, pointAt: digits.length };
  }
  // mantissa / 2^-e = mantissa * 5^-e / 10^-e
  const scaled = (mantissa * 5n ** BigInt(-exponent)).toString().padStart(-exponent + 1, '0');
  return { negative, digits: scaled, pointAt: scaled.length + exponent };
}

/** Rounds a digit string to `keep` digits, half to even; one digit longer when it carries. */
function roundDigits(digits: string, keep: number): string {
  if (keep >= digits.length) return digits.padEnd(keep, '0');
  const head = digits.slice(0, keep);
  const rest = digits.slice(keep);
  const first = rest.charCodeAt(0) - 48;
  const tail = /[1-9]/.test(rest.slice(1));
  const last = keep > 0 ? head.charCodeAt(keep - 1) - 48 : 0;
  const up = first > 5 || (first === 5 && (tail || last % 2 === 1));
  if (!up) return head;
  return (BigInt(head || '0') + 1n).toString().padStart(keep, '0');
}

function formatFixed(n: number, precision: number): string {
  const { negative, digits, pointAt } = exactDecimal(n);
  const padded = pointAt <= 0 ? '0'.repeat(1 - pointAt) + digits : digits;
  const all = roundDigits(padded, Math.max(pointAt, 1) + precision);
  const intLength = all.length - precision;
  const intPart = all.slice(0, intLength).replace(/^0+(?=\d)/, '') || '0';
  const body = precision > 0 ? `${intPart}.${all.slice(intLength)}` : intPart;
  return negative ? `-${body}` : body;
}

function formatScientific(n: number, precision: number): string {
  const { negative, digits, pointAt } = exactDecimal(n);
  const firstNonZero = digits.search(/[1-9]/);
  let mantissa: string;
  let exponent: number;
  if (firstNonZero < 0) {
    mantissa = '0'.repeat(precision + 1);
    exponent = 0;
  } else {
    exponent = pointAt - firstNonZero - 1;
    mantissa = roundDigits(digits.slice(firstNonZero), precision + 1);
    if (mantissa.length > precision + 1) {
      mantissa = mantissa.slice(0, precision + 1);
      exponent++;
    }
  }
  const body = precision > 0 ? `${mantissa[0]}.${mantissa.slice(1)}` : mantissa[0]!;
  const sign = exponent < 0 ? '-' : '+';
  return `${negative ? '-' : ''}${body}e${sign}${String(Math.abs(exponent)).padStart(2, '0')}`;
}

function typeName(value: unknown): string {
  if (value === null) return 'null_type';
  if (typeof value === 'bigint') return 'int';
  if (typeof value === 'number') return 'double';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'bool';
  if (value instanceof UnsignedInt) return 'uint';
  if (typeof value === 'object' && value.constructor?.name === 'Type') return 'type';
  if (value instanceof Uint8Array) return 'bytes';
  if (value instanceof Duration) return 'google.protobuf.Duration';
  if (value instanceof Date) return 'google.protobuf.Timestamp';
  if (Array.isArray(value)) return 'list';
  return 'map';
}
