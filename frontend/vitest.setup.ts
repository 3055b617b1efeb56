// Test setup: jest-dom matchers, and a clean DOM and storage between tests. The files of a run share one
// worker (isolate: false), so each file loads the app's modules afresh (its own vi.mock and module state
// apply) while jsdom and the libraries stay loaded, and what a file stubs or fakes is undone when it ends.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, expect, vi } from 'vitest';
import { fileLeaks } from './src/testing/fileLeaks';

vi.resetModules();
// Before the file's modules load, so what they start when imported is the file's too.
const file = expect.getState().testPath ?? 'this file';
fileLeaks().begin(file);
// The unit run shares the machine's cores with the backend's servers: a page that renders in 50 ms alone can
// take over a second then. findBy*/waitFor only wait this long when what they look for is late.
configure({ asyncUtilTimeout: 5_000 });

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
  const leaks = fileLeaks().end();
  if (leaks.length)
    throw new Error(
      `${file} left running what would act in the next file (now stopped):\n\n${leaks.join('\n\n')}`,
    );
});
