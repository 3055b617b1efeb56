import { defineConfig } from 'vitest/config';

// Browser tests drive Debian's Chromium against the built app. Two files run side by side: every file starts its
// own server (free port, in-memory database) and its own Chromium (support/suite.ts), so they share nothing, and
// most of a file's time is spent waiting on pages, sockets and polls rather than on the CPU. Nothing may hang on
// a window of real time: a moment the app ends by timer (the final round's reveal) is held open on Playwright's
// clock while it is checked (support/friendPlay.ts holdTime), so a neighbour's CPU cannot close it.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    exclude: ['**/node_modules/**'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
