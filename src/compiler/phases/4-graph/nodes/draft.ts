import type { FieldPath } from '../../1-load/types.js';
import type { Provenance } from './provenance.js';
import { embed, standardReadyWhen } from './cel.js';

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
}

/** What differs between the nodes rgdc generates; everything else is the same for all. */
export interface NodeSpec {
  readonly id: string;
  readonly origin: FieldPath;
  readonly apiVersion: string;
  readonly kind: string;
  readonly spec: Readonly<Record<string, unknown>>;
  /** Appended to the instance name (`<instance>-<suffix>`), for kinds several nodes share. */
  readonly nameSuffix?: string;
  readonly provenance?: Provenance;
  readonly settings?: Readonly<Record<string, string>>;
}

/**
 * A generated node: named after the instance (so several instances can share a namespace)
 * and ready when its controller has observed the current generation and says `Ready=True`.
 */
export function buildNode(node: NodeSpec): NodeDraft {
  const name = embed('schema.metadata.name') + (node.nameSuffix ? `-${node.nameSuffix}` : '');
  return {
    id: node.id,
    origin: node.origin,
    ...(node.provenance ? { provenance: node.provenance } : {}),
    ...(node.settings && Object.keys(node.settings).length > 0 ? { settings: node.settings } : {}),
    template: { apiVersion: node.apiVersion, kind: node.kind, metadata: { name }, spec: node.spec },
    readyWhen: standardReadyWhen(node.id),
  };
}
