// Mounts the feedback form's endpoint, rate-limited per client.
import type { Feature, FeatureContext } from '../feature';
import { limitRequests, type LimitOptions } from '../http/rateLimit';
import { createFeedbackStore } from '../db/stores/feedbackStore';
import { createFeedbackService } from './feedbackService';
import { feedbackRoutes } from './feedbackRoutes';

/** A person writes a few messages at most; five a minute stops a script filling the collection. */
export const FEEDBACK_LIMIT: LimitOptions = { name: 'feedback', limit: 5, windowMs: 60_000 };

export interface FeedbackFeatureOptions {
  limit?: LimitOptions;
}

export function createFeedbackFeature(
  ctx: FeatureContext,
  { limit = FEEDBACK_LIMIT }: FeedbackFeatureOptions = {},
): Feature {
  return {
    name: 'feedback',
    router: feedbackRoutes(createFeedbackService(createFeedbackStore(ctx.models)), limitRequests(limit)),
  };
}
