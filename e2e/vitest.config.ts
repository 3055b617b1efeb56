import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Files asserting what a page shows within a short real-time window (the final round's 1.5 s reveal must still
 * be up when its accessibility audit ends, or when both last letters have been found on it): they run alone,
 * after the rest, so a neighbour's CPU cannot close the window.
 */
const TIMED = ['a11y.e2e.ts', 'layout-final-round.e2e.ts'];

const shared = {
  root: import.meta.dirname,
  testTimeout: 120_000,
  hookTimeout: 120_000,
} satisfies TestProjectInlineConfiguration['test'];

// Browser tests drive Debian's Chromium against the built app. Two files run side by side: every file starts its
// own server (free port, in-memory database) and its own Chromium (support/suite.ts), so they share nothing, and
// most of a file's time is spent waiting on pages, sockets and polls rather than on the CPU.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'e2e',
          include: ['**/*.e2e.ts'],
          exclude: ['**/node_modules/**', ...TIMED],
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'e2e-timed',
          include: TIMED,
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
