// POST /api/validate-word: the word checker's one call, rate-limited generously (people type fast, scripts faster).
import { Router } from 'express';
import { ValidateWordRequest, isValidWord, type ValidateWordResponse } from '@gridable/common';
import { parseInput } from '../http/validate';
import { limitRequests, type LimitOptions } from '../http/rateLimit';

/** Two a second sustained per client: far above a person checking words, low enough to blunt a flood. */
export const WORD_CHECK_LIMIT: LimitOptions = { name: 'word-checks', limit: 120, windowMs: 60_000 };

export interface WordRouteOptions {
  limit?: LimitOptions;
}

export function wordRoutes({ limit = WORD_CHECK_LIMIT }: WordRouteOptions = {}): Router {
  const router = Router();
  // On the route, not router.use: this router is mounted at /api and must not count other calls.
  router.post('/validate-word', limitRequests(limit), (req, res) => {
    const { word } = parseInput(ValidateWordRequest, req.body);
    const reply: ValidateWordResponse = { success: true, isValid: isValidWord(word), word };
    res.json(reply);
  });
  return router;
}
