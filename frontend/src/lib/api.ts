// The one RTK Query API: features add their endpoints with api.injectEndpoints.
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query/react';
import { toApiError } from './apiError';
import { clockedFetch } from './clock/clockedFetch';
import type { ApiError } from './apiError';

export interface ApiExtraOptions {
  /** docs/PROTOCOL.md §7: one query default lets a 401 yield an empty result instead of an error. */
  on401?: 'returnNull' | 'throw';
}

const rawBaseQuery = fetchBaseQuery({ baseUrl: '/api', credentials: 'same-origin', fetchFn: clockedFetch });

export const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions> = async (
  args,
  queryApi,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, queryApi, {});
  if (!result.error) return result;
  if (result.error.status === 401 && extraOptions?.on401 === 'returnNull') {
    return { data: null, meta: result.meta };
  }
  return { error: toApiError(result.error), meta: result.meta };
};

// docs/PROTOCOL.md §7: data is never stale, nothing refetches by itself, and nothing retries (RTK Query retries only if asked).
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
