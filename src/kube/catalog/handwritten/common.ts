/**
 * Schema fragments shared by the hand-written OCM and Flux kinds: Kubernetes API types
 * that their Go structs embed (`metav1.Condition`, local object references) and Flux's
 * `meta` package types.
 */
import { arr, int, map, obj, oneOf, str, time } from '../dsl.js';
import type { SchemaNode } from '../types.js';

/** `metav1.Condition` as a list, the `status.conditions` of every controller here. */
export function conditions(): SchemaNode {
  return arr(
    obj(
      {
        lastTransitionTime: time(),
        message: str(),
        observedGeneration: int({ format: 'int64' }),
        reason: str(),
        status: oneOf(['True', 'False', 'Unknown']),
        type: str(),
      },
      ['lastTransitionTime', 'message', 'reason', 'status', 'type'],
    ),
  );
}

/** `observedGeneration` (int64). */
export function generation(): SchemaNode {
  return int({ format: 'int64' });
}

/** A reference with a required `name` (Flux `meta.LocalObjectReference`). */
export function nameRef(): SchemaNode {
  return obj({ name: str() }, ['name']);
}

/** `corev1.LocalObjectReference` (`name` defaults to the empty string). */
export function localRef(): SchemaNode {
  return obj({ name: str({ default: '' }) });
}

/** Flux `meta.SecretKeyReference`/`KubeConfigReference`: which secret holds a kubeconfig. */
export function kubeConfig(): SchemaNode {
  return obj({ configMapRef: nameRef(), secretRef: obj({ key: str(), name: str() }, ['name']) });
}

/** Labels and annotations to add (`commonMetadata`, chart `metadata`). */
export function labelsAndAnnotations(): SchemaNode {
  return obj({ annotations: map(), labels: map() });
}

/** Flux `kustomize.Selector`, which objects a patch or ignore rule applies to. */
export function selector(): SchemaNode {
  return obj({
    annotationSelector: str(),
    group: str(),
    kind: str(),
    labelSelector: str(),
    name: str(),
    namespace: str(),
    version: str(),
  });
}

/** Kustomize `patches[]`. */
export function patches(): SchemaNode {
  return arr(obj({ patch: str(), target: selector() }, ['patch']));
}

/** Kustomize `images[]`. */
export function images(): SchemaNode {
  return arr(obj({ digest: str(), name: str(), newName: str(), newTag: str() }, ['name']));
}

/** Flux `dependsOn[]` (`meta.DependencyReference`). */
export function dependsOn(): SchemaNode {
  return arr(obj({ name: str(), namespace: str(), readyExpr: str() }, ['name']));
}

/** Flux `healthCheckExprs[]` (`kustomize.CustomHealthCheck`). */
export function healthCheckExprs(): SchemaNode {
  return arr(obj({ apiVersion: str(), current: str(), failed: str(), inProgress: str(), kind: str() }, ['apiVersion', 'current']));
}

/** Flux `ignore[]` rules for drift detection and apply. */
export function ignoreRules(): SchemaNode {
  return arr(obj({ paths: arr(str()), target: selector() }, ['paths']));
}

/** Flux's resource inventory (`status.inventory`). */
export function inventory(): SchemaNode {
  return obj({ entries: arr(obj({ id: str(), v: str() }, ['id', 'v'])) }, ['entries']);
}

/** The status default Flux CRDs declare. */
export const FLUX_STATUS_DEFAULT = { observedGeneration: -1 };
