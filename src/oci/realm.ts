/**
 * Where a registry's credentials may go besides the registry itself: the token service
 * (`realm`) its `WWW-Authenticate: Bearer` challenge names, and nowhere a redirect leads.
 *
 * docker, containerd (`remotes/docker/authorizer.go`) and oras-go (`registry/remote/auth`)
 * look the credentials up by the *registry* host and send them to whatever realm the
 * challenge names. rgdc sends them to the realm only when it is the registry's own site
 * (see {@link realmGetsCredentials}); any other realm is asked anonymously, which is all a
 * public image needs. The realm is the registry's choice, so this guards against a
 * challenge the registry did not write (a plain-HTTP hop, a proxy, a misconfigured
 * mirror), not against the registry itself: a Basic challenge gets the credentials anyway.
 */
import { isIP } from 'node:net';

/**
 * True when the token realm `realm` may receive the credentials of the registry at
 * `registry` (its API origin):
 *
 * - never over a downgrade: an `https` registry's realm must be `https`;
 * - the registry's own host and port (ghcr.io, quay.io, Harbor, ACR, a local registry);
 * - for an `https` registry named by DNS, on the same port: a subdomain of the registry's
 *   host, or its parent domain (when that has two labels or more) and the parent's
 *   subdomains. So `registry-1.docker.io` lends to `auth.docker.io`, `registry.gitlab.com`
 *   to `gitlab.com`, while `ghcr.io` (parent `io`) lends to no other host, and an IP
 *   address or a plain-HTTP registry to none but itself.
 */
export function realmGetsCredentials(realm: URL, registry: URL): boolean {
  const upgrade = registry.protocol === 'http:' && realm.protocol === 'https:';
  if (realm.protocol !== registry.protocol && !upgrade) return false;
  if (realm.host === registry.host) return true;
  if (registry.protocol !== 'https:' || realm.port !== registry.port) return false;
  const registryName = registry.hostname.toLowerCase();
  const realmName = realm.hostname.toLowerCase();
  if (isIpHost(registryName) || isIpHost(realmName)) return false;
  if (realmName.endsWith(`.${registryName}`)) return true;
  const dot = registryName.indexOf('.');
  const parent = dot === -1 ? '' : registryName.slice(dot + 1);
  if (!parent.includes('.')) return false;
  return realmName === parent || realmName.endsWith(`.${parent}`);
}

function isIpHost(hostname: string): boolean {
  return isIP(hostname.replace(/^\[|\]$/g, '')) !== 0;
}
