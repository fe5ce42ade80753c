/**
 * What writing an image part means for the value already at its target:
 *
 * - the same image, written another way (`redis:7` and `docker.io/library/redis:7`,
 *   `index.docker.io` and `docker.io`), is no change: the target is left as written and
 *   the change log does not list it;
 * - a value that named its registry (`image: ghcr.io/x/y:1`) replaced by one that names
 *   none (`x/y`, or only a tag) loses the host: kubelet would pull the path from Docker
 *   Hub, so localize warns (`localize_registry_dropped`) and names the field that keeps it.
 */
import { formatValuesPath, type ValuesPath } from '../configdata/values-path.js';
import type { ImagePart } from '../configdata/image-parts.js';
import { hasRegistryHost, parseImageReference, sameImageText } from '../oci/image-reference.js';

/** The value before the write, as `EditableYaml.read` gives it. */
export interface TargetValue {
  readonly exists: boolean;
  readonly value: unknown;
}

/** True when `value` names the same image (or repository, or registry) as the target holds. */
export function sameImageTarget(before: TargetValue | undefined, value: string, part: ImagePart): boolean {
  return before?.exists === true && typeof before.value === 'string' && sameImageText(before.value, value, part);
}

/**
 * The message and hint of `localize_registry_dropped` when writing `value` (part `part`)
 * at `path` drops the registry host the target named; undefined otherwise.
 */
export function registryDropped(
  before: TargetValue | undefined,
  value: string,
  part: ImagePart,
  path: ValuesPath,
): { message: string; hint: string } | undefined {
  if (before?.exists !== true || typeof before.value !== 'string') return undefined;
  if (part !== 'repository' && part !== 'tag' && part !== 'digest') return undefined;
  if (!hasRegistryHost(before.value) || hasRegistryHost(value)) return undefined;
  const old = parseImageReference(before.value);
  // A target that held tag or digest too was a whole reference: `image` replaces it.
  const whole = 'reference' in old && (old.reference.tag !== undefined || old.reference.digest !== undefined);
  const field = whole ? 'image' : 'fullyQualifiedRepository';
  const target = formatValuesPath(path);
  return {
    message: `\`${target}\` held \`${before.value}\`, with its registry; \`${part}\` writes \`${value}\` without one, so a pull of it would go to Docker Hub`,
    hint: `Write \`${field}: ${target}\` (${whole ? 'the whole reference, registry/path:tag@digest' : 'registry/path'}) instead; \`repository\` suits charts that read the registry from a key of their own (docs/localization.md).`,
  };
}
