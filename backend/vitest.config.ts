import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'backend',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { LOG_LEVEL: 'silent', DATA_DIR: ':memory:' },
    // Builds the server once per run for the tests that start it as a process (test/support/processes.ts).
    globalSetup: ['./test/support/serverBundle.ts'],
    // A fresh process per file spent more CPU starting and importing the server's modules (Express, Socket.IO,
    // mongoose, common…) than most files spend testing: the files of a worker share them, and
    // test/support/fileCleanup.ts undoes what a file fakes or stubs when it ends. Every server, its budgets
    // and its database belong to the test that started it, so files share no state through these modules.
    isolate: false,
    setupFiles: ['./test/support/fileCleanup.ts'],
  },
});
