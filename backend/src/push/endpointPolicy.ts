// Push endpoints are addresses clients give and the server POSTs to: only https on a known push service,
// never an IP literal or a private, loopback or link-local name, so a subscription cannot aim the server inward.
import net from 'node:net';
import { badRequest } from '../http/errors';

export interface EndpointPolicy {
  /** Allowed host names; "*.example.com" allows any subdomain of example.com. */
  hosts: string[];
  /** Tests only: host names that may be loopback (a local push service), any port. Never from the environment. */
  loopbackHosts?: string[];
}

export const ENDPOINT_REFUSED = 'Push endpoint must be an https URL on a known push service';

/** Names that always mean this machine or the local network, whatever the allow-list says. */
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/;

/** The endpoint as a URL, or a 400 naming why it is refused. */
export function checkEndpoint(endpoint: string, policy: EndpointPolicy): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw badRequest(ENDPOINT_REFUSED, 'PUSH_ENDPOINT_REFUSED');
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const refuse = (): never => {
    throw badRequest(ENDPOINT_REFUSED, 'PUSH_ENDPOINT_REFUSED');
  };
  if (url.protocol !== 'https:' || url.username || url.password) refuse();
  if (policy.loopbackHosts?.includes(host)) return url;
  // Brackets hold IPv6 literals; net.isIP catches IPv4 in its usual form, and the digit test its odd ones (0x7f.1).
  if (host.startsWith('[') || net.isIP(host) !== 0 || /^[\d.x]+$/.test(host)) refuse();
  if (LOCAL_NAMES.test(host)) refuse();
  if (url.port && url.port !== '443') refuse();
  if (!policy.hosts.some((pattern) => hostMatches(host, pattern))) refuse();
  return url;
}

function hostMatches(host: string, pattern: string): boolean {
  if (pattern.startsWith('*.')) return host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1;
  return host === pattern;
}
