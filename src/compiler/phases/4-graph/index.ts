/**
 * Phase 4: turn the analysis into kro resource nodes, read each node's dependencies from
 * its expressions (as kro's builder does), and order the graph. Unknown identifiers and
 * cycles are reported here, before any type question, so they read as what they are.
 */
import { scanTemplate } from '../../../template/scanner.js';
import type { DiagnosticSink } from '../../../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../../../diagnostics/report.js';
import type { TargetProfile } from '../../../targets/types.js';
import { deployerOf } from '../../../deployers/index.js';
import { hasSetting, settingsCatalogOf } from '../../../deployers/settings.js';
import type { KroFeatureGates } from '../../../targets/feature-gates.js';
import { formatFieldPath } from '../../../source/field-path.js';
import type { Analysis } from '../3-analyze/types.js';
import { findCycle, topologicalOrder } from '../../../graph/dag.js';
import { createReferenceReader } from './references.js';
import type { NodeDraft } from './nodes/draft.js';
import { buildInstanceSchema } from './nodes/instance-api.js';
import { buildInstanceStatus } from './nodes/instance-status.js';
import { CEL_LIMITS } from '../../../cel/inspector.js';
import { buildOcmNodes } from './nodes/ocm.js';
import { settingsContext, settingsInstanceSchema } from './nodes/settings.js';
import type { ResourceGraph, ResourceNode } from './types.js';

export type { InstanceSchema, ResourceGraph, ResourceNode } from './types.js';

/** Builds and orders the resource graph; `undefined` when it is not a valid DAG. */
export function buildGraph(analysis: Analysis, profile: TargetProfile, featureGates: KroFeatureGates, report: DiagnosticSink): ResourceGraph | undefined {
  const { delivery: chosen } = analysis;
  if (chosen.kind === 'kustomize' && chosen.deploy.sourceType === 'git' && profile.ocm.git === undefined) {
    const path = ['deploy', 'kustomize', 'sourceType'];
    report(
      makeDiagnostic(
        'configdata_target_unsupported',
        analysis.document.locate(path),
        formatFieldPath(path),
        `target ${profile.name} cannot deliver a git source: its OCM controller exposes only OCI coordinates (status.reference)`,
        { hint: 'Use a newer target (rgdc compile --list-targets), or ship the manifests as an OCI artifact.' },
      ),
    );
    return undefined;
  }
  const deployer = deployerOf(profile);
  const refused = deployer.refusesDelivery(analysis.delivery);
  if (refused) {
    report(
      makeDiagnostic(
        'configdata_target_unsupported',
        analysis.document.locate(refused.path, { key: true }),
        formatFieldPath(refused.path),
        `target ${profile.name}: ${refused.message}`,
        {
          hint: refused.hint,
        },
      ),
    );
    return undefined;
  }
  const catalog = settingsCatalogOf(deployer, profile);
  // The analysis accepts every setting of the ConfigData's vocabulary (OCM and the default
  // deployer's); a target whose deployer lacks one, or whose deployer release's oldest
  // controller lacks its field, cannot apply it.
  const unsupported = [...analysis.settings.pinned.values(), ...analysis.settings.defaults.values()].find((setting) => !hasSetting(catalog, setting.path));
  if (unsupported) {
    const why = deployer.settings.unavailable(profile).get(unsupported.path.join('.'));
    report(
      makeDiagnostic(
        'configdata_target_unsupported',
        analysis.document.locate(unsupported.origin),
        formatFieldPath(unsupported.origin),
        why === undefined
          ? `target ${profile.name} delivers with ${deployer.title}, which has no installation setting ${unsupported.path.join('.')}`
          : `target ${profile.name} cannot carry the installation setting ${unsupported.path.join('.')}: ${why}`,
        {
          hint:
            why === undefined
              ? 'Use a target of a deployer with this setting (rgdc compile --list-targets), or leave the setting out.'
              : 'Leave the setting out, or use a target for a newer deployer release (rgdc compile --list-targets).',
        },
      ),
    );
    return undefined;
  }
  const settings = settingsContext(analysis.settings, featureGates, catalog);
  const drafts: NodeDraft[] = buildOcmNodes(analysis, profile, settings);
  // Not push(...nodes): one node per image or manifest, and past ~125,000 a spread overflows the stack.
  for (const draft of deployer.buildNodes({ analysis, delivery: analysis.delivery, profile, settings })) drafts.push(draft);

  const ids = drafts.map((d) => d.id);
  const known = new Set([...ids, 'schema']);
  let ok = true;
  const fail = (draft: { origin: readonly (string | number)[] }, code: 'cel_syntax' | 'graph_unknown_reference', message: string) => {
    ok = false;
    const span = analysis.document.locate(draft.origin);
    report(makeDiagnostic(code, span, formatFieldPath(draft.origin), `${message} (in generated output: this is an rgdc bug)`));
  };
  const readReferences = createReferenceReader();
  const readExpressions = (draft: NodeDraft, value: unknown): string[] => {
    const found = new Set<string>();
    for (const text of stringsIn(value, [])) {
      // Without `${` a string holds no expression and no scan error: skip the character walk.
      if (!text.includes('${')) continue;
      const scan = scanTemplate(text);
      if (scan.error) fail(draft, 'cel_syntax', scan.error.message);
      for (const part of scan.parts) {
        if (part.kind !== 'expression') continue;
        const references = readReferences(part.expression);
        if ('error' in references) {
          fail(draft, 'cel_syntax', `\`${part.expression}\`: ${references.error.message}`);
          continue;
        }
        for (const id of references.identifiers) {
          if (!known.has(id)) fail(draft, 'graph_unknown_reference', `\`${id}\` is not a resource id or \`schema\``);
          else if (id !== 'schema' && id !== draft.id) found.add(id);
        }
      }
    }
    return [...found];
  };

  const position = new Map(ids.map((id, i) => [id, i]));
  const nodes: ResourceNode[] = drafts.map((draft) => {
    readExpressions(draft, draft.readyWhen);
    return { ...draft, dependencies: readExpressions(draft, draft.template).sort((a, b) => position.get(a)! - position.get(b)!) };
  });

  const dependencies = new Map(nodes.map((n) => [n.id, n.dependencies]));
  const sorted = topologicalOrder(ids, dependencies);
  if ('cycle' in sorted) {
    const cycle = findCycle(ids, dependencies)!;
    report(makeDiagnostic('graph_cycle', analysis.document.locate([]), '', `resources depend on each other: ${cycle.path.join(' -> ')}`));
    return undefined;
  }
  // The status names the first node that is not ready in creation order: the root cause.
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const { status, omitted } = buildInstanceStatus(
    analysis,
    profile,
    sorted.order.map((id) => {
      const node = byId.get(id)!;
      return { id, kind: String(node.template.kind), dependencies: node.dependencies, ...(node.readiness ? { readiness: node.readiness } : {}) };
    }),
  );
  if (omitted.length > 0) {
    report(
      makeDiagnostic(
        'configdata_status_too_large',
        analysis.document.locate([]),
        '',
        `the graph has ${nodes.length} resources: the instance status fields ${omitted.map((f) => `\`${f}\``).join(', ')} are left out, as their expressions would pass kro's limit of ${CEL_LIMITS.maxCodePoints.toLocaleString('en-US')} characters`,
      ),
    );
  }
  const schema = buildInstanceSchema(analysis, status, settingsInstanceSchema(settings));
  readExpressions({ id: '', origin: [], template: {}, readyWhen: [] }, schema.status);
  if (!ok) return undefined;
  return { analysis, profile, featureGates, schema, nodes, topologicalOrder: sorted.order };
}

/**
 * Every string value inside a template, depth first, appended to `out` (one array for the
 * whole walk, not a generator per nested value).
 */
function stringsIn(value: unknown, out: string[]): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, out);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, out);
  return out;
}
