import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'backend',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { LOG_LEVEL: 'silent', DATA_DIR: ':memory:' },
    // Importing the server's modules (Express, Socket.IO, mongoose, common…) took longer than most files'
    // tests: the files of a worker share them instead of each loading them afresh, and
    // test/support/fileCleanup.ts undoes what a file fakes or stubs when it ends.
    isolate: false,
    setupFiles: ['./test/support/fileCleanup.ts'],
  },
});
