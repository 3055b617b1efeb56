// POST /api/feedback; docs/PROTOCOL.md §7 judges success by the HTTP status alone.
import type { FeedbackRequest } from '@gridable/common';
import { api } from '../../lib/api';

export const feedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitFeedback: build.mutation<unknown, FeedbackRequest>({
      query: (body) => ({ url: '/feedback', method: 'POST', body }),
    }),
  }),
});

export const { useSubmitFeedbackMutation } = feedbackApi;
