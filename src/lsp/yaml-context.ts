/**
 * Where the cursor is in the YAML outline, read from indentation alone so that it works on
 * half-typed text that does not parse: the key path of the mapping the cursor is in
 * (`spec.resources[].template.spec`, list items as `[]`), and whether a key or a value is
 * being typed.
 */

/** The cursor's place: `path` of the enclosing mapping; `key` (with its value prefix) when typing a value. */
export interface YamlContext {
  readonly path: readonly string[];
  /** Typing a key: the word so far. */
  readonly keyPrefix?: string;
  /** Typing a value: its key and the value text so far. */
  readonly value?: { readonly key: string; readonly prefix: string };
}

const KEY_LINE = /^(\s*)(-\s+)?([^\s:#'"][^:#]*?|"[^"]*"|'[^']*'):(?:\s+(.*))?$/;

/** The context at `offset`, or undefined inside block scalars, flow collections and comments. */
export function yamlContextAt(text: string, offset: number): YamlContext | undefined {
  const lines = text.slice(0, offset).split('\n');
  const current = lines.pop()!;
  let target: number;
  const path: string[] = [];
  let result: Omit<YamlContext, 'path'>;
  const typingKey = /^(\s*)(-\s+)?([\w./-]*)$/.exec(current);
  const typingValue = /^(\s*)(-\s+)?([\w./-]+):\s+([^#{}[\]]*)$/.exec(current);
  if (typingKey) {
    target = typingKey[1]!.length + (typingKey[2]?.length ?? 0);
    result = { keyPrefix: typingKey[3]! };
    if (typingKey[2]) {
      path.push('[]');
      target = typingKey[1]!.length;
    }
  } else if (typingValue) {
    target = typingValue[1]!.length + (typingValue[2]?.length ?? 0);
    result = { value: { key: typingValue[3]!, prefix: typingValue[4]! } };
    if (typingValue[2]) {
      path.push('[]');
      target = typingValue[1]!.length;
    }
  } else return undefined;
  // `path` holds a pending `[]` when the cursor's mapping is a list item: its owner key may
  // sit at the dash's own indentation (`containers:` over `- name:`).
  let pendingList = path.length > 0;
  for (let i = lines.length - 1; i >= 0 && target > 0 - (pendingList ? 1 : 0); i--) {
    const line = lines[i]!;
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const match = KEY_LINE.exec(line);
    const indent = line.length - line.trimStart().length;
    if (!match) {
      // A bare list item (`- value`) or a continuation line: only its indentation matters.
      if (indent < target && !line.trimStart().startsWith('-')) return undefined;
      continue;
    }
    const dash = match[2]?.length ?? 0;
    const keyColumn = indent + dash;
    const key = match[3]!.replace(/^["']|["']$/g, '');
    const hasValue = (match[4] ?? '').trim() !== '';
    if (pendingList) {
      if (keyColumn <= target && !hasValue && !dash) {
        path.push(key);
        pendingList = false;
        target = indent;
        if (target === 0) break;
      } else if (dash && keyColumn <= target) {
        // An outer list item holding the list: unusual nesting, give up.
        return undefined;
      }
      continue;
    }
    if (dash && keyColumn === target) {
      // A sibling key of the same list item: the item's dash is at `indent`.
      path.push('[]');
      pendingList = true;
      target = indent;
      continue;
    }
    if (keyColumn < target) {
      path.push(key);
      target = keyColumn;
      if (dash) {
        path.push('[]');
        pendingList = true;
        target = indent;
      } else if (target === 0) break;
    }
  }
  return { path: path.reverse(), ...result };
}
