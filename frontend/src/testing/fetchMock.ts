// Test helper: answers the app's fetch calls (RTK Query and plain fetch alike) from a handler, with real Responses.
import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  /** Path and query, e.g. '/api/public-results/abc'. */
  path: string;
  body: unknown;
}

export type MockHandler = (request: MockRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Routes every fetch to `handler` and returns the spy, so tests can count and inspect calls. */
export function installFetchMock(handler: MockHandler) {
  // jsdom has no fetch of its own and Node's Request refuses relative URLs, so resolve them against the page.
  const NodeRequest = globalThis.Request;
  class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      const resolved = typeof input === 'string' ? new URL(input, window.location.href) : input;
      // Node's Request rejects jsdom's AbortSignal; tests never abort, so the signal is dropped.
      super(resolved, init ? { ...init, signal: null } : init);
    }
  }
  vi.stubGlobal('Request', PageRequest);

  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new PageRequest(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    return handler({
      method: request.method,
      path: `${url.pathname}${url.search}`,
      body: text ? JSON.parse(text) : undefined,
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}
