// The rematch calls (issue 15): offering and accepting are both POST /api/games/:id/rematch; declining the
// opponent's offer and taking back one's own are both POST /api/games/:id/rematch/decline.
import type { RematchDeclineRequest, RematchRequest, RematchResponse } from '@gridable/common';
import { api } from '../../../lib/api';

export const rematchApi = api.injectEndpoints({
  endpoints: (build) => ({
    offerRematch: build.mutation<RematchResponse, { gameId: string } & RematchRequest>({
      query: ({ gameId, ...body }) => ({
        url: `/games/${encodeURIComponent(gameId)}/rematch`,
        method: 'POST',
        body,
      }),
    }),
    declineRematch: build.mutation<RematchResponse, { gameId: string } & RematchDeclineRequest>({
      query: ({ gameId, ...body }) => ({
        url: `/games/${encodeURIComponent(gameId)}/rematch/decline`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const { useOfferRematchMutation, useDeclineRematchMutation } = rematchApi;
