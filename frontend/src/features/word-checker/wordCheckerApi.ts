// The word checker's one call, POST /api/validate-word, as an RTK Query mutation.
import type { ValidateWordRequest, ValidateWordResponse } from '@gridable/common';
import { api } from '../../lib/api';

export const wordCheckerApi = api.injectEndpoints({
  endpoints: (build) => ({
    validateWord: build.mutation<ValidateWordResponse, ValidateWordRequest>({
      query: (body) => ({ url: '/validate-word', method: 'POST', body }),
    }),
  }),
});

export const { useValidateWordMutation } = wordCheckerApi;
