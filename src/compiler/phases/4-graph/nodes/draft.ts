import type { FieldPath } from '../../../../source/types.js';
import type { Provenance } from './provenance.js';
import { standardReadyWhen } from './cel.js';
import { NAME_ORIGIN } from './names.js';
import type { NodeReadiness } from './instance-status.js';

/** A resource node before its dependencies are read from its expressions. */
export interface NodeDraft {
  readonly id: string;
  readonly template: Readonly<Record<string, unknown>>;
  readonly readyWhen: readonly string[];
  readonly origin: FieldPath;
  /** Template fields set by particular ConfigData fields; the rest come from `origin`. */
  readonly provenance?: Provenance;
  /** Template fields filled from installation settings → the instance field (`spec.delivery.helm.timeout`). */
  readonly settings?: Readonly<Record<string, string>>;
  /** How the instance status reads its readiness, when not by a `Ready` condition (`readyWhen` says the same to kro). */
  readonly readiness?: NodeReadiness;
}

/** What differs between the nodes rgdc generates; everything else is the same for all. */
export interface NodeSpec {
  readonly id: string;
  readonly origin: FieldPath;
  readonly apiVersion: string;
  readonly kind: string;
  readonly spec: Readonly<Record<string, unknown>>;
  /** `metadata.name`, a kro template from `./names.ts` (one naming scheme for every node). */
  readonly name: string;
  readonly provenance?: Provenance;
  readonly settings?: Readonly<Record<string, string>>;
}

/**
 * A generated node, ready when its controller has observed the current generation and
 * says `Ready=True`.
 */
export function buildNode(node: NodeSpec): NodeDraft {
  return {
    id: node.id,
    origin: node.origin,
    provenance: { 'metadata.name': [NAME_ORIGIN], ...node.provenance },
    ...(node.settings && Object.keys(node.settings).length > 0 ? { settings: node.settings } : {}),
    template: { apiVersion: node.apiVersion, kind: node.kind, metadata: { name: node.name }, spec: node.spec },
    readyWhen: standardReadyWhen(node.id),
  };
}
