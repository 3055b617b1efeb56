// Mounts public results: shareable, score-checked, rate-limited per client.
import type { Feature, FeatureContext } from '../feature';
import { limitRequests, type LimitOptions } from '../http/rateLimit';
import { createResultStore } from '../db/stores/resultStore';
import { createResultService } from './resultService';
import { resultRoutes } from './resultRoutes';
import { createFinishedGames } from './finishedGames';
import { sharePreview } from './sharePreview';
import { Router } from 'express';

/** A player shares once per game; ten a minute per client leaves room for retries and demos. */
export const RESULT_CREATE_LIMIT: LimitOptions = { name: 'results', limit: 10, windowMs: 60_000 };

export interface ResultFeatureOptions {
  createLimit?: LimitOptions;
  /** The clock of the spoiler rule (and of made-up completion times); tests move it past a day's end. */
  now?: () => Date;
}

export function createResultFeature(
  ctx: FeatureContext,
  { createLimit = RESULT_CREATE_LIMIT, now }: ResultFeatureOptions = {},
): Feature {
  const results = createResultService(createResultStore(ctx.models), createFinishedGames(ctx.models), now);
  const preview = sharePreview({ results, publicUrl: ctx.config.publicUrl });
  const router = Router();
  router.use(
    resultRoutes({ results, publicUrl: ctx.config.publicUrl, createLimiter: limitRequests(createLimit) }),
  );
  router.use(preview.router);
  return { name: 'results', router, pages: [preview.page] };
}
