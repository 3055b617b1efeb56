import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'embedded-db',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The files of a worker share its loaded modules (half the CPU of a process per file): every test opens
    // its own server on its own temporary directory, and the one file that stubs fs restores it.
    isolate: false,
  },
});
