// Security headers (with a CSP the built app passes) and CORS, closed unless origins are configured.
import helmet from 'helmet';
import type { RequestHandler } from 'express';

export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'"],
        // React writes style attributes (grid tiles, overlays); no inline scripts are allowed.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        // The app is also served over plain http (localhost, compose); upgrading would break it.
        'upgrade-insecure-requests': null,
      },
    },
    // Plain-http deployments must not be pinned to https.
    strictTransportSecurity: false,
  });
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
