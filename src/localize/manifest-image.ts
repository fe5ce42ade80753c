/**
 * Image names as a manifest writes them, read and rewritten the way kustomize's `images`
 * transformer does (the reference parts themselves come from `src/oci/image-reference.ts`).
 */

/**
 * Kustomize's `image.Split`: the name, tag and digest of an image as written in a
 * manifest (a `:` before the first `/` belongs to the registry port).
 */
export function splitManifestImage(image: string): { name: string; tag?: string; digest?: string } {
  const slash = image.indexOf('/');
  const offset = Math.max(slash, 0);
  const search = image.slice(offset);
  const at = search.indexOf('@');
  const colon = search.indexOf(':');
  if (at < 0 && colon < 0) return { name: image };
  if (at >= 0 && (colon < 0 || at < colon)) return { name: image.slice(0, offset + at), digest: image.slice(offset + at + 1) };
  if (at >= 0) return { name: image.slice(0, offset + colon), tag: image.slice(offset + colon + 1, offset + at), digest: image.slice(offset + at + 1) };
  return { name: image.slice(0, offset + colon), tag: image.slice(offset + colon + 1) };
}

/**
 * What the Kustomization `images` transformer makes of `image` for an entry with
 * `newName`, `newTag` and `digest` (empty ones ignored): a new tag or digest replaces
 * both the old tag and digest; with neither, the old ones stay.
 */
export function rewriteManifestImage(image: string, newName: string, newTag: string | undefined, digest: string | undefined): string {
  const old = splitManifestImage(image);
  let tag = old.tag;
  let oldDigest = old.digest;
  if (newTag || digest) {
    tag = newTag || undefined;
    oldDigest = digest || undefined;
  }
  return `${newName}${tag ? `:${tag}` : ''}${oldDigest ? `@${oldDigest}` : ''}`;
}
