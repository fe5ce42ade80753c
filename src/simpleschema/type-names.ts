/**
 * Names for the custom types the converter puts into `spec.schema.types`: `$defs`
 * entries keep their (sanitised) name, generated item and value types are named after
 * the property path. Names are unique within one conversion.
 */

/**
 * Turns any text into a PascalCase identifier: `my-type` → `MyType`, `db_config` →
 * `DbConfig`. kro treats any identifier that is not a builtin as a custom type, and the
 * builtins are all lower case, so an upper-case start can never clash with them.
 */
export function toTypeName(text: string): string {
  const words = text.split(/[^A-Za-z0-9]+/).filter((word) => word !== '');
  const joined = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  if (joined === '') return 'Type';
  return /^[0-9]/.test(joined) ? `T${joined}` : joined;
}

/** Hands out type names, adding a number when a name is taken. */
export class TypeNameRegistry {
  private readonly taken = new Set<string>();

  /** Claims `wanted` if free, else the first free `wanted2`, `wanted3`, ... */
  claim(wanted: string): string {
    let name = wanted;
    for (let n = 2; this.taken.has(name); n++) name = `${wanted}${n}`;
    this.taken.add(name);
    return name;
  }
}
