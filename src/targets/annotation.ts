/**
 * The annotation through which a compiled RGD remembers its target profile:
 *
 * ```yaml
 * metadata:
 *   annotations:
 *     rgdc.dev/target: ocm-controller-v0.3.0+flux-v2.6
 * ```
 *
 * `rgdc check` and `rgdc preview` read it back to pick the schemas and the controller
 * behaviour the RGD was compiled for.
 */
export const TARGET_ANNOTATION = 'rgdc.dev/target';

/** The profile name an RGD (as plain data) records in `rgdc.dev/target`, if any. */
export function readTargetAnnotation(value: unknown): string | undefined {
  const metadata = (value as { metadata?: { annotations?: Record<string, unknown> } } | null)?.metadata;
  const target = metadata?.annotations?.[TARGET_ANNOTATION];
  return typeof target === 'string' ? target : undefined;
}
