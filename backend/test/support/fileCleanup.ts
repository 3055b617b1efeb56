// The files of a worker share one process and its loaded modules (isolate: false): what a file fakes or
// stubs is undone when it ends, so the next file starts from real timers, globals, env and mocks.
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
