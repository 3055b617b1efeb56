// Shares a finished computer game as a public result; the server never saw the game, so the body says so.
import type { ComputerResultFields, PublicResultCreated, PublicResultRequest } from '@gridable/common';
import { api } from '../../../lib/api';
import { getOrCreatePlayerIdentity } from '../../../lib/storage';

export type ComputerResultRequest = PublicResultRequest & ComputerResultFields;

export const computerResultApi = api.injectEndpoints({
  endpoints: (build) => ({
    shareComputerResult: build.mutation<PublicResultCreated, ComputerResultRequest>({
      // Who shares first is the one who may later add the review's line to the same link.
      query: (body) => ({
        url: '/public-results',
        method: 'POST',
        body: { ...body, playerUUID: getOrCreatePlayerIdentity().playerUUID },
      }),
    }),
  }),
});

export const { useShareComputerResultMutation } = computerResultApi;
