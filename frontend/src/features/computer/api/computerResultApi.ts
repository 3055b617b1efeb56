// Shares a finished computer game as a public result; the server never saw the game, so the body says so.
import type { ComputerResultFields, PublicResultCreated, PublicResultRequest } from '@gridable/common';
import { api } from '../../../lib/api';

export type ComputerResultRequest = PublicResultRequest & ComputerResultFields;

export const computerResultApi = api.injectEndpoints({
  endpoints: (build) => ({
    shareComputerResult: build.mutation<PublicResultCreated, ComputerResultRequest>({
      query: (body) => ({ url: '/public-results', method: 'POST', body }),
    }),
  }),
});

export const { useShareComputerResultMutation } = computerResultApi;
