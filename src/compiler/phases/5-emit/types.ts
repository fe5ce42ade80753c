/** The outputs `--emit` can ask for, in the order they are printed. */
export const EMIT_KINDS = ['rgd', 'instance'] as const;
export type EmitKind = (typeof EMIT_KINDS)[number];

/**
 * What the emit phase hands back: each requested output as YAML text (deterministic:
 * the same graph always gives the same bytes) and the RGD as data for callers that
 * want to inspect it without re-parsing.
 */
export interface EmitResult {
  readonly rgd: Readonly<Record<string, unknown>>;
  readonly files: Readonly<Partial<Record<EmitKind, string>>>;
}
