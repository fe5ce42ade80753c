/**
 * The status a reconciled object shows once its controller is done: `Ready=True` and the
 * generation observed. `lastTransitionTime` is left out: it is a clock reading, and preview
 * output is deterministic. Simulated objects have `metadata.generation: 1` (a new object).
 */

/** The generation of a freshly created object. */
export const FIRST_GENERATION = 1;

/** `status.conditions` with one `Ready=True` condition. */
export function readyConditions(reason: string, message: string): Record<string, unknown>[] {
  return [{ type: 'Ready', status: 'True', reason, message, observedGeneration: FIRST_GENERATION }];
}

/** A ready status: `observedGeneration` plus a `Ready=True` condition, then `extra` fields. */
export function readyStatus(reason: string, message: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...extra, observedGeneration: FIRST_GENERATION, conditions: readyConditions(reason, message) };
}
