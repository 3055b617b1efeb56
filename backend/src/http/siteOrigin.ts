// The origin every absolute link the server writes names: share links, league invites, a page's og:url and
// og:image. A request's Host header is the client's to write (behind a shared cache, a page built from
// `Host: evil.example` would be stored and served to everyone, its preview pointing at evil), so it is used
// only when the operator has named it: PUBLIC_URL first, else a Host on ALLOWED_HOSTS (or a loopback name,
// for development); anything else gets a site-relative link (`/share/{id}`), which the page that asked
// resolves against its own origin, and an operator who has set neither is told once.
import type { Request } from 'express';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { isLoopbackHost } from '../ops/loopbackHost';

export interface SiteOriginOptions {
  publicUrl: string | undefined;
  /** Hosts (with a port when not the default) a link may name, lower case. */
  allowedHosts: readonly string[];
  log: Logger;
}

export interface SiteOrigin {
  /** The origin links name for this request, or '' for site-relative links. */
  of(req: Request): string;
  /** Whether a non-empty origin came from the request's Host (PUBLIC_URL unset): such pages vary by request. */
  fromHost: boolean;
}

/** The server's one site origin, from its config: built once at start, so the missing-config warning is said once. */
export function siteOriginFor(config: Pick<Config, 'publicUrl' | 'allowedHosts'>, log: Logger): SiteOrigin {
  return siteOrigin({ publicUrl: config.publicUrl, allowedHosts: config.allowedHosts, log });
}

export function siteOrigin({ publicUrl, allowedHosts, log }: SiteOriginOptions): SiteOrigin {
  if (publicUrl) {
    const base = publicUrl.replace(/\/+$/, '');
    return { of: () => base, fromHost: false };
  }
  const allowed = new Set(allowedHosts.map((h) => h.toLowerCase()));
  let warned = false;
  return {
    fromHost: true,
    of(req) {
      const host = (req.get('host') ?? '').toLowerCase();
      if (host !== '' && (allowed.has(host) || isLoopbackHost(host))) return `${req.protocol}://${host}`;
      if (!warned) {
        warned = true;
        log.warn('links made relative: Host is not on ALLOWED_HOSTS and PUBLIC_URL is unset', { host });
      }
      return '';
    },
  };
}
