// Security headers (with a CSP the built app passes) and CORS, closed unless origins are configured.
import helmet from 'helmet';
import type { RequestHandler } from 'express';

/** A year, the usual HSTS max-age (browsers remember https for this long). */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const HSTS = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;

/**
 * Strict-Transport-Security, only on requests that came over https: TLS ending at a trusted proxy
 * (X-Forwarded-Proto from a hop TRUST_PROXY trusts, which is what Express's `req.secure` reads) or here.
 * A plain-http deployment (localhost, compose) never gets it, so it is never pinned to https.
 */
export function strictTransport(): RequestHandler {
  return (req, res, next) => {
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    next();
  };
}

/** What the CSP allows inline beyond the app's own files, by hash (appShell.ts). */
export interface InlineSources {
  /** The app shells' head scripts. */
  scripts?: readonly string[];
  /** index.html's inlined entry stylesheet and the shells' CSS. */
  styles?: readonly string[];
}

export function securityHeaders({ scripts = [], styles = [] }: InlineSources = {}): RequestHandler {
  const strict = strictTransport();
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'", ...scripts],
        // Style elements only from the app's files or by hash; style attributes (a shell's markup, React's
        // grid tiles and overlays) stay allowed. style-src is the fallback for browsers without the split.
        'style-src-elem': ["'self'", ...styles],
        'style-src-attr': ["'unsafe-inline'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        // The app draws in system fonts and ships none: no page may load one from elsewhere.
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        // The app is also served over plain http (localhost, compose); upgrading would break it.
        'upgrade-insecure-requests': null,
      },
    },
    // Set by strictTransport, on https requests only: plain-http deployments must not be pinned to https.
    strictTransportSecurity: false,
  });
  return (req, res, next) => strict(req, res, () => headers(req, res, next));
}

/** Same-origin only by default; listed origins may call the API cross-origin with credentials. */
export function cors(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    const origin = req.get('origin');
    if (origin && allowed.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Vary', 'Origin');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET,POST,OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', 'Content-Type,Last-Event-ID,X-Request-Id');
        res.status(204).end();
        return;
      }
    }
    next();
  };
}
