// Shares a reviewed game as a public result carrying the review's spoiler-free line (skill, points lost).
import type { PublicResultCreated, PublicResultRequest } from '@gridable/common';
import { api } from '../../lib/api';
import { getOrCreatePlayerIdentity } from '../../lib/storage';

export const reviewShareApi = api.injectEndpoints({
  endpoints: (build) => ({
    shareReview: build.mutation<PublicResultCreated, PublicResultRequest>({
      // The review's line is the player's own word: the server takes it only from the game's player.
      query: (body) => ({
        url: '/public-results',
        method: 'POST',
        body: { ...body, playerUUID: getOrCreatePlayerIdentity().playerUUID },
      }),
    }),
  }),
});

export const { useShareReviewMutation } = reviewShareApi;
