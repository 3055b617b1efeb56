import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run over every workspace; end-to-end tests have their own config (e2e/vitest.config.ts).
export default defineConfig({
  test: {
    projects: ['common', 'backend/embedded-db', 'backend', 'frontend'],
    // A worker per core. Vitest's default of one fewer left one of CI's two cores to the main process, which
    // mostly waits: the unit run used one core. Every file owns its servers, ports and temporary directories.
    maxWorkers: availableParallelism(),
  },
});
