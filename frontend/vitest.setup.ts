// Test setup: jest-dom matchers, and a clean DOM and storage between tests. The files of a run share one
// worker (isolate: false), so each file loads the app's modules afresh (its own vi.mock and module state
// apply) while jsdom and the libraries stay loaded, and what a file stubs or fakes is undone when it ends.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, expect, vi } from 'vitest';
import { fileLeaks } from './src/testing/fileLeaks';

vi.resetModules();
// jsdom runs every animation frame off one interval it starts on the first request and stops when none is left.
// A frame asked for under a file's fake timers starts that interval on the fake clock, which the file's end
// discards while jsdom still counts the frame as waiting: it never starts another, and no frame ever comes again
// in the files this worker runs next. One timeout per frame, looked up at the call (so fake timers hold it, as
// they held jsdom's), has no state to lose.
window.requestAnimationFrame = (callback) =>
  globalThis.setTimeout(() => callback(performance.now()), 16) as unknown as number;
window.cancelAnimationFrame = (handle) => globalThis.clearTimeout(handle);
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
