// The frontend's vitest project: component and unit tests in jsdom.
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'frontend',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // One jsdom and one loaded React per worker instead of per file: starting them was most of each file's
    // time. vitest.setup.ts cleans the DOM, storage and fakes after every test, so files stay independent.
    isolate: false,
    // expect.poll, like findBy* (vitest.setup.ts), waits longer only for what is late on a loaded machine.
    expect: { poll: { timeout: 5_000 } },
  },
});
