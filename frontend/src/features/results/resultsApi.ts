// GET /api/public-results/{shareId}: the one call of the shared result page, retried as docs/PROTOCOL.md §7 says.
import type { PublicResult, PublicResultResponse } from '@gridable/common';
import { api } from '../../lib/api';
import { readPlayerIdentity } from '../../lib/storage/playerIdentity';
import { retryUnlessNotFound } from './retryUnlessNotFound';

export const resultsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicResult: build.query<PublicResult, string>({
      async queryFn(shareId, _queryApi, _extraOptions, baseQuery) {
        // A viewer who has finished the day proves it with their playerUUID and sees the letters;
        // a fresh visitor (no identity yet) is sent none and gets the spoiler-free result.
        const viewer = readPlayerIdentity()?.playerUUID;
        const query = viewer ? `?${new URLSearchParams({ playerUUID: viewer })}` : '';
        const outcome = await retryUnlessNotFound(() =>
          baseQuery(`/public-results/${encodeURIComponent(shareId)}${query}`),
        );
        if (outcome.error) return { error: outcome.error };
        return { data: (outcome.data as PublicResultResponse).result };
      },
    }),
  }),
});

export const { useGetPublicResultQuery } = resultsApi;
