// Test helper: makes the page look as if the server had answered `path` with `status` (the navigation entry
// lib/http/servedAsMissing.ts reads, which jsdom lacks), at that address; the returned function undoes both.
import { vi } from 'vitest';

export function servedWithStatus(path: string, status: number): () => void {
  const before = window.location.href;
  window.history.replaceState(null, '', path);
  const entry = { name: new URL(path, window.location.href).href, responseStatus: status };
  vi.stubGlobal(
    'performance',
    Object.assign(Object.create(performance) as Performance, {
      getEntriesByType: (type: string) => (type === 'navigation' ? [entry] : []),
    }),
  );
  return () => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', before);
  };
}
