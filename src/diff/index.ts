/**
 * `diff`: will kro take the NEW RGD over the OLD one, and what changes for every
 * installation. Only orchestrates the steps listed in `types.ts`. Pure and deterministic;
 * never throws for bad input.
 *
 * @example
 * const result = diff({ old: { file: 'old.yaml', source: a }, new: { file: 'new.yaml', source: b } });
 * result.verdict?.action; // 'refuse' when kro would refuse the update
 */
import { createCollector, sortDiagnostics } from '../diagnostics/diagnostic.js';
import { internalError } from '../diagnostics/internal-error.js';
import { createPreviewer } from '../preview/index.js';
import type { PreviewGraph } from '../preview/types.js';
import { isRecord } from '../util/records.js';
import { decideCrdUpdate } from './compat/compare-versions.js';
import { compatRulesFor } from './compat/rules.js';
import { DEFAULT_KRO_RELEASE } from '../kro/releases/index.js';
import { buildInstanceCrd } from './crd/instance-crd.js';
import { findGraphChanges } from './graph-changes.js';
import { findImmutableChanges } from './immutable.js';
import { fanOut, fanOutAgainstNew } from './instances.js';
import { isCrdSource, readClusterCrd } from './crd/cluster-crd.js';
import { findMissedChanges } from './kro-blind-spots.js';
import { createLocator } from './locate.js';
import { reportImmutableChanges, reportKroChanges, reportMissedChanges } from './schema-changes.js';
import type { DiffOptions, DiffResult, DiffVerdict } from './types.js';

export type { ChangeLocation, DiffOptions, DiffResult, DiffVerdict, FieldDiff, GraphChange, InstanceFile, InstanceOutcome, SchemaChange } from './types.js';
export { compareSchemas } from './compat/compare-schema.js';
export { renderDiff } from './render.js';
export {
  describeKroChange,
  summarizeBreaking,
  CHANGE_TYPES,
  UNREACHABLE_CHANGE_TYPES,
  type KroChange,
  type KroChangeType,
} from './compat/change-types.js';
export { compatRulesFor, V0_9_RULES, type KroCompatRules } from './compat/rules.js';

/** The annotation that lets kro apply breaking changes; only the exact string "true" counts. */
export const ALLOW_BREAKING_CHANGES = 'kro.run/allow-breaking-changes';

/** Compares two RGDs (or ConfigData, compiled first) the way kro will when NEW replaces OLD. */
export function diff(options: DiffOptions): DiffResult {
  const sink = createCollector();
  const empty = { changes: [], graph: [], instances: [] };
  try {
    const common = {
      ...(options.target ? { target: options.target } : {}),
      ...(options.component ? { component: options.component } : {}),
      ...(options.kro ? { kro: options.kro } : {}),
      ...(options.featureGates ? { featureGates: options.featureGates } : {}),
    };
    const rules = compatRulesFor(options.kro ?? DEFAULT_KRO_RELEASE, options.featureGates);
    // OLD may be the CRD kro generated, as the cluster has it (`kubectl get crd NAME -o yaml`).
    const oldIsCrd = isCrdSource(options.old.source);
    const clusterCrd = oldIsCrd ? readClusterCrd(options.old, sink.report) : undefined;
    const before = oldIsCrd ? undefined : createPreviewer({ input: options.old, ...common });
    const after = createPreviewer({ input: options.new, ...common });
    const generated = [...(before?.generated ?? []), ...after.generated];
    // Component problems are reported once per side; keep one copy.
    const seen = new Set<string>();
    for (const d of [...(before?.diagnostics ?? []), ...after.diagnostics]) {
      const key = JSON.stringify(d);
      if (!seen.has(key)) sink.report(d);
      seen.add(key);
    }
    const old = before?.graph ? { crd: buildInstanceCrd(before.graph), locator: createLocator(before.graph, 'old') } : clusterCrd;
    if (!old || !after.graph) return { ok: false, diagnostics: sortDiagnostics(sink.diagnostics), ...empty, generated };

    const oldCrd = old.crd;
    const newCrd = buildInstanceCrd(after.graph);
    const allow = allowsBreakingChanges(after.graph);
    const kro = decideCrdUpdate(oldCrd, newCrd, allow, rules);
    const immutable = findImmutableChanges(oldCrd, newCrd);
    const refused = kro.action === 'refuse' || immutable.length > 0;
    const locators = { old: old.locator, new: createLocator(after.graph, 'new') };
    const kroUpdates = !refused && kro.action === 'update';
    const changes = [
      ...reportImmutableChanges(immutable, locators),
      ...reportKroChanges(kro, refused, newCrd, locators),
      // Below a renamed version kro compares nothing; neither does rgdc.
      ...(oldCrd.version === newCrd.version ? reportMissedChanges(findMissedChanges(oldCrd.schema, newCrd.schema, rules), kroUpdates, locators) : []),
    ];
    const verdict: DiffVerdict = {
      action: refused ? 'refuse' : kro.action,
      allowBreakingChanges: allow,
      ...(kro.refusal ? { kroMessage: kro.refusal } : {}),
      ...(immutable.length > 0 ? { apiServerMessage: immutable.map((c) => c.message).join('; ') } : {}),
      crd: newCrd.name,
    };
    // A CRD has no resource graph: graph changes need two RGDs, and instances are checked against NEW only.
    const graph = before?.graph ? findGraphChanges(before.graph.checked.model, after.graph.checked.model, locators) : [];
    const wanted = options.instances && options.instances.length > 0;
    const fanned = !wanted
      ? { instances: [], diagnostics: [] }
      : before
        ? fanOut(options.instances!, before, after)
        : fanOutAgainstNew(options.instances!, after);
    fanned.diagnostics.forEach(sink.report);
    const instances = fanned.instances;
    return { ok: !sink.hasErrors(), diagnostics: sortDiagnostics(sink.diagnostics), verdict, changes, graph, instances, generated };
  } catch (error) {
    sink.report(internalError(options.new.file, error));
    return { ok: false, diagnostics: sortDiagnostics(sink.diagnostics), ...empty, generated: [] };
  }
}

/** `metadata.annotations["kro.run/allow-breaking-changes"] == "true"` on the NEW RGD (kro compares the string exactly). */
function allowsBreakingChanges(graph: PreviewGraph): boolean {
  const root = graph.checked.model.document.value;
  const metadata = isRecord(root) && isRecord(root.metadata) ? root.metadata : {};
  const annotations = isRecord(metadata.annotations) ? metadata.annotations : {};
  return annotations[ALLOW_BREAKING_CHANGES] === 'true';
}
