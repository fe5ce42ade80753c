/**
 * The one redactor for registry secrets (passwords, tokens): it knows each secret and
 * derives every form a registry, a proxy or an error page can echo it back in, so a
 * message, hint, `--json` value or SARIF result never carries any of them:
 *
 * - the secret as it is, and `user:secret`;
 * - URL-encoded (`encodeURIComponent`, and the form encoding's `+` for a space);
 * - base64 of the secret alone and of `user:secret` (the Basic header), padded or not,
 *   and their URL-safe alphabet;
 * - JSON-escaped, also with every non-ASCII or HTML-special character as a `\u` escape
 *   of four hex digits (Go's `encoding/json` writes `<`, `>`, `&` so);
 * - split over lines: any run of whitespace between two of its characters still matches
 *   (registry text is folded onto one line, so a line break comes back as spaces); the
 *   secret's own whitespace matches any run of it, or none.
 *
 * Matching ignores case (a hex escape may be `%2f` or `%2F`): masking a little too much
 * is the safe side.
 *
 * @example
 * const redactor = new SecretRedactor();
 * redactor.add('s3cr3t/pass', 'ci');
 * redactor.redact('bad password s3cr3t%2Fpass'); // 'bad password ********'
 */

/** What a redacted secret is shown as (the same mask as input secrets). */
export const REDACTED = '********';

/** Secrets shorter than this are not registry secrets worth a blanket match. */
const MIN_SECRET = 3;
/** Forms at least this long also match when broken over lines. */
const MIN_SPLIT_FORM = 8;
/**
 * Between two characters of a folded secret. The form's own whitespace is left out of the
 * pattern, so two of these never meet: every `\s*` is followed by a character it cannot
 * match, and matching stays linear (no backtracking blow-up on a run of spaces).
 */
const FOLD = String.raw`\s*`;

export class SecretRedactor {
  private readonly forms = new Set<string>();
  private pattern: RegExp | undefined;

  /** Adds a secret; with `username`, the forms of `username:secret` too. */
  add(secret: string, username?: string): this {
    if (secret.length < MIN_SECRET) return this;
    for (const form of secretForms(secret, username)) {
      if (this.forms.has(form)) continue;
      this.forms.add(form);
      this.pattern = undefined;
    }
    return this;
  }

  /** True when no secret was added. */
  get empty(): boolean {
    return this.forms.size === 0;
  }

  /** `text` with every form of every secret replaced by {@link REDACTED}. */
  redact(text: string): string {
    if (this.forms.size === 0 || text === '') return text;
    this.pattern ??= buildPattern(this.forms);
    this.pattern.lastIndex = 0;
    return text.replace(this.pattern, REDACTED);
  }

  /**
   * A JSON-able value with every string (keys too) redacted; the structure is kept, but for
   * a collection nested deeper than 512 levels, which is {@link REDACTED} whole (it is not walked).
   */
  redactJson<T>(value: T): T {
    if (this.forms.size === 0) return value;
    const visit = (v: unknown, depth: number): unknown => {
      if (typeof v === 'string') return this.redact(v);
      if (v === null || typeof v !== 'object') return v;
      if (depth > 512) return REDACTED;
      if (Array.isArray(v)) return v.map((item) => visit(item, depth + 1));
      return Object.fromEntries(Object.entries(v).map(([k, item]) => [this.redact(k), visit(item, depth + 1)]));
    };
    return visit(value, 0) as T;
  }
}

/** Every form of `secret` (and of `username:secret`) that {@link SecretRedactor} matches. */
export function secretForms(secret: string, username?: string): string[] {
  const texts = [secret, ...(username ? [`${username}:${secret}`] : [])];
  const out = new Set<string>();
  for (const text of texts) {
    out.add(text);
    out.add(encodeURIComponent(text));
    out.add(new URLSearchParams({ s: text }).toString().slice(2));
    const base64 = Buffer.from(text, 'utf8').toString('base64');
    out.add(base64);
    out.add(base64.replace(/=+$/, ''));
    out.add(Buffer.from(text, 'utf8').toString('base64url'));
    out.add(JSON.stringify(text).slice(1, -1));
    out.add(asciiJson(text));
  }
  return [...out].filter((form) => form.length >= MIN_SECRET);
}

/** JSON with every character outside printable ASCII, and `<>&'"\`, as `\u` escapes of four hex digits. */
function asciiJson(text: string): string {
  let out = '';
  for (const c of text) {
    const code = c.codePointAt(0)!;
    if (code >= 0x20 && code < 0x7f && !`<>&'"\\`.includes(c)) out += c;
    else if (code > 0xffff) out += [...String.fromCodePoint(code).split('')].map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
    else out += `\\u${code.toString(16).padStart(4, '0')}`;
  }
  return out;
}

function buildPattern(forms: ReadonlySet<string>): RegExp {
  // Longest first, so a form's prefix never wins over the form.
  const sorted = [...forms].sort((a, b) => b.length - a.length);
  const alternatives = sorted.map((form) => {
    if (form.length < MIN_SPLIT_FORM) return [...form].map(escapeRegExp).join('');
    return [...form]
      .filter((c) => !/\s/u.test(c))
      .map(escapeRegExp)
      .join(FOLD);
  });
  return new RegExp(alternatives.join('|'), 'giu');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
