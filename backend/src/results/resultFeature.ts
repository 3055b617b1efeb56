// Mounts public results: shareable, score-checked, rate-limited per client.
import type { Feature, FeatureContext } from '../feature';
import { limitRequests, type LimitOptions } from '../http/rateLimit';
import { createResultStore } from '../db/stores/resultStore';
import { createResultService } from './resultService';
import { resultRoutes } from './resultRoutes';
import { createFinishedGames } from './finishedGames';
import { shareLinkBase } from './shareLinkBase';

/** A player shares once per game; ten a minute per client leaves room for retries and demos. */
export const RESULT_CREATE_LIMIT: LimitOptions = { name: 'results', limit: 10, windowMs: 60_000 };

export interface ResultFeatureOptions {
  createLimit?: LimitOptions;
}

export function createResultFeature(
  ctx: FeatureContext,
  { createLimit = RESULT_CREATE_LIMIT }: ResultFeatureOptions = {},
): Feature {
  return {
    name: 'results',
    router: resultRoutes({
      results: createResultService(createResultStore(ctx.models), createFinishedGames(ctx.models)),
      baseUrlOf: shareLinkBase({
        publicUrl: ctx.config.publicUrl,
        allowedHosts: ctx.config.allowedHosts,
        log: ctx.log,
      }),
      createLimiter: limitRequests(createLimit),
    }),
  };
}
