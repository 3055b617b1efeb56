// Per-client rate limits; a refused request gets 429 with the SPEC's sentence.
import { GAME_MESSAGES } from '@gridable/common/messages';
import { rateLimit, type Options } from 'express-rate-limit';
import type { RequestHandler } from 'express';

/** SPEC §8's sentence, shared with the client's daily screens through common. */
export const RATE_LIMIT_MESSAGE = GAME_MESSAGES.rateLimited;

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
