import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'common',
    include: ['src/**/*.test.ts'],
    // Pure functions with no mocks or globals: the files share one worker and its loaded modules instead of
    // paying a fresh process and import each.
    isolate: false,
  },
});
