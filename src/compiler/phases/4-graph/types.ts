import type { NodeReadiness } from './nodes/instance-status.js';
import type { FieldPath } from '../../../source/types.js';
import type { Analysis } from '../3-analyze/types.js';
import type { SimpleSchemaField } from '../../../simpleschema/index.js';
import type { TargetProfile } from '../../../targets/types.js';
import type { KroFeatureGates } from '../../../targets/feature-gates.js';
import type { PrinterColumn } from './nodes/instance-status.js';

/**
 * One entry of the RGD's `spec.resources`, with kro CEL already written into its
 * template. Created by the graph phase; `dependencies` are the ids its expressions read.
 */
export interface ResourceNode {
  readonly id: string;
  readonly template: Readonly<Record<string, unknown>>;
  readonly readyWhen: readonly string[];
  /** The ConfigData field that made this node exist. */
  readonly origin: FieldPath;
  /**
   * Template fields (dotted paths) set by particular ConfigData fields, for `--explain`;
   * fields not listed come from `origin`.
   */
  readonly provenance?: Readonly<Record<string, readonly FieldPath[]>>;
  /** Template fields filled from installation settings → the instance field they read (`spec.delivery.helm.timeout`). */
  readonly settings?: Readonly<Record<string, string>>;
  /** How the instance status reads its readiness, when not by a `Ready` condition. */
  readonly readiness?: NodeReadiness;
  readonly dependencies: readonly string[];
}

/** The RGD's `spec.schema`: the instance API. */
export interface InstanceSchema {
  readonly apiVersion: string;
  readonly kind: string;
  /** Omitted from the output when it is kro's default `kro.run`. */
  readonly group: string;
  readonly spec: Readonly<Record<string, SimpleSchemaField>>;
  readonly types: Readonly<Record<string, SimpleSchemaField>>;
  readonly status: Readonly<Record<string, unknown>>;
  /** What `kubectl get` shows for instances (kro copies it into the generated CRD). */
  readonly additionalPrinterColumns: readonly PrinterColumn[];
}

/**
 * The resource graph of one RGD: nodes in declaration order, their dependencies and the
 * order kro will create them in. Filled by the graph phase; emit only serialises it.
 */
export interface ResourceGraph {
  readonly analysis: Analysis;
  readonly profile: TargetProfile;
  /** The kro feature gates the graph was built for (`omit()` only with `CELOmitFunction`). */
  readonly featureGates: KroFeatureGates;
  readonly schema: InstanceSchema;
  readonly nodes: readonly ResourceNode[];
  readonly topologicalOrder: readonly string[];
}
