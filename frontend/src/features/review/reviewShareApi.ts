// Shares a reviewed game as a public result carrying the review's spoiler-free line (skill, points lost).
import type { PublicResultCreated, PublicResultRequest } from '@gridable/common';
import { api } from '../../lib/api';

export const reviewShareApi = api.injectEndpoints({
  endpoints: (build) => ({
    shareReview: build.mutation<PublicResultCreated, PublicResultRequest>({
      query: (body) => ({ url: '/public-results', method: 'POST', body }),
    }),
  }),
});

export const { useShareReviewMutation } = reviewShareApi;
