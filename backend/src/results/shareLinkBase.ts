// Where a share link points. A request's Host header is the client's to write, so it is used only when the
// operator has named it: PUBLIC_URL first, else a Host on ALLOWED_HOSTS (or a loopback name, for
// development); anything else gets a link relative to the site (`/share/{id}`), which the page that asked
// resolves against its own origin, and an operator who has set neither is told once.
import type { Request } from 'express';
import type { Logger } from '../logger';

const LOOPBACK_HOST = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(:\d{1,5})?$/i;

export interface ShareLinkBaseOptions {
  publicUrl: string | undefined;
  /** Hosts (with a port when not the default) a share link may name, lower case. */
  allowedHosts: readonly string[];
  log: Logger;
}

/** The base of a share link for this request: an origin, or '' for a site-relative link. */
export function shareLinkBase({
  publicUrl,
  allowedHosts,
  log,
}: ShareLinkBaseOptions): (req: Request) => string {
  if (publicUrl) {
    const base = publicUrl.replace(/\/+$/, '');
    return () => base;
  }
  const allowed = new Set(allowedHosts.map((h) => h.toLowerCase()));
  let warned = false;
  return (req) => {
    const host = (req.get('host') ?? '').toLowerCase();
    if (host !== '' && (allowed.has(host) || LOOPBACK_HOST.test(host))) return `${req.protocol}://${host}`;
    if (!warned) {
      warned = true;
      log.warn('share link made relative: Host is not on ALLOWED_HOSTS and PUBLIC_URL is unset', { host });
    }
    return '';
  };
}
