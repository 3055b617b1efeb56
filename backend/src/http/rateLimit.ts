// Per-client rate limits; a refused request gets 429 with the SPEC's sentence.
import { rateLimit, type Options } from 'express-rate-limit';
import type { RequestHandler } from 'express';

export const RATE_LIMIT_MESSAGE = 'Rate limit exceeded. Please wait a moment and try again.';

export interface LimitOptions {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
  /** What identifies a client; the IP address by default. */
  keyGenerator?: Options['keyGenerator'];
}

export function limitRequests({ limit, windowMs, keyGenerator }: LimitOptions): RequestHandler {
  return rateLimit({
    limit,
    windowMs,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...(keyGenerator ? { keyGenerator } : {}),
    handler: (_req, res) => {
      res.status(429).json({ error: RATE_LIMIT_MESSAGE });
    },
  });
}
