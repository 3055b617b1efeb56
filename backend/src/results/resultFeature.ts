// Mounts public results: shareable, score-checked, rate-limited per client.
import type { Feature, FeatureContext } from '../feature';
import { limitRequests, type LimitOptions } from '../http/rateLimit';
import { createResultStore } from '../db/stores/resultStore';
import { createResultService } from './resultService';
import { resultRoutes } from './resultRoutes';
import { createFinishedGames } from './finishedGames';
import { sharePreview } from './sharePreview';
import { Router } from 'express';
import { createWorkerReviewer, type GameReviewer } from '../review/gameReviewer';
import { createReviewMoves } from '../review/reviewMoves';
import { createReviewSummaries } from '../review/reviewSummaries';

/** A player shares once per game; ten a minute per client leaves room for retries and demos. */
export const RESULT_CREATE_LIMIT: LimitOptions = { name: 'results', limit: 10, windowMs: 60_000 };

export interface ResultFeatureOptions {
  createLimit?: LimitOptions;
  /** The clock of the spoiler rule (and of made-up completion times); tests move it past a day's end. */
  now?: () => Date;
  /** Who reviews a shared daily or friend game for its line (default: a worker thread). */
  reviewer?: GameReviewer;
}

export function createResultFeature(
  ctx: FeatureContext,
  { createLimit = RESULT_CREATE_LIMIT, now, reviewer = createWorkerReviewer() }: ResultFeatureOptions = {},
): Feature {
  const reviews = createReviewSummaries(createReviewMoves(ctx.models, now), reviewer, ctx.log);
  const results = createResultService(
    createResultStore(ctx.models),
    createFinishedGames(ctx.models),
    reviews,
    now,
  );
  const { origin } = ctx;
  const preview = sharePreview({ results, origin });
  const router = Router();
  router.use(
    resultRoutes({
      results,
      baseUrlOf: (req) => origin.of(req),
      createLimiter: limitRequests(createLimit),
    }),
  );
  router.use(preview.router);
  return { name: 'results', router, pages: [preview.page], close: () => reviewer.close() };
}
