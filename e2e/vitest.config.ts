import { defineConfig } from 'vitest/config';

// Browser tests drive Debian's Chromium against the built app; they run one file at a time.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
