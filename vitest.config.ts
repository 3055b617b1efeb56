import { defineConfig } from 'vitest/config';

// One run over every workspace; end-to-end tests have their own config (e2e/vitest.config.ts).
export default defineConfig({
  test: {
    projects: ['common', 'backend/embedded-db', 'backend', 'frontend'],
  },
});
