// GET /api/public-results/{shareId}: the one call of the shared result page, retried as docs/PROTOCOL.md §7 says.
import type { PublicResult, PublicResultResponse } from '@gridable/common';
import { api } from '../../lib/api';
import { retryUnlessNotFound } from './retryUnlessNotFound';

export const resultsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicResult: build.query<PublicResult, string>({
      async queryFn(shareId, _queryApi, _extraOptions, baseQuery) {
        const outcome = await retryUnlessNotFound(() =>
          baseQuery(`/public-results/${encodeURIComponent(shareId)}`),
        );
        if (outcome.error) return { error: outcome.error };
        return { data: (outcome.data as PublicResultResponse).result };
      },
    }),
  }),
});

export const { useGetPublicResultQuery } = resultsApi;
