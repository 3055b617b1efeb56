// The rematch call (issue 15): offering and accepting are both POST /api/games/:id/rematch.
import type { RematchRequest, RematchResponse } from '@gridable/common';
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
  }),
});

export const { useOfferRematchMutation } = rematchApi;
