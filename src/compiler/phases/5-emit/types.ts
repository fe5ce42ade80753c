/**
 * The outputs `--emit` can ask for, in the order they are printed: the RGD, an example
 * instance, the bootstrap objects, the component-constructor entry, the instance JSON Schema.
 */
export const EMIT_KINDS = ['rgd', 'instance', 'bootstrap', 'constructor', 'schema'] as const;
export type EmitKind = (typeof EMIT_KINDS)[number];

/**
 * What the emit phase hands back: each requested output as YAML text (deterministic:
 * the same graph always gives the same bytes) and the RGD as data for callers that
 * want to inspect it without re-parsing.
 */
export interface EmitResult {
  readonly rgd: Readonly<Record<string, unknown>>;
  /** The instance API's JSON Schema as data (also rendered as `files.schema`). */
  readonly instanceSchema: Readonly<Record<string, unknown>>;
  readonly files: Readonly<Partial<Record<EmitKind, string>>>;
}

/** The file each output gets when `-o DIR` is given with `--emit`. */
export const EMIT_FILE_NAMES: Readonly<Record<EmitKind, string>> = {
  rgd: 'rgd.yaml',
  instance: 'instance.yaml',
  bootstrap: 'bootstrap.yaml',
  constructor: 'component-constructor-entry.yaml',
  schema: 'instance.schema.json',
};
