// Test setup: jest-dom matchers, and a clean DOM and storage between tests. The files of a run share one
// worker (isolate: false), so each file loads the app's modules afresh (its own vi.mock and module state
// apply) while jsdom and the libraries stay loaded, and what a file stubs or fakes is undone when it ends.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

vi.resetModules();

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
