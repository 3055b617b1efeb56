// Fields every log line written while handling one request carries (its request id, the game it is about).
import { AsyncLocalStorage } from 'node:async_hooks';

export interface LogContext {
  requestId: string;
  gameId?: string;
}

const storage = new AsyncLocalStorage<LogContext>();

export function runWithLogContext<T>(context: LogContext, run: () => T): T {
  return storage.run(context, run);
}

export function currentLogContext(): LogContext | undefined {
  return storage.getStore();
}

/**
 * The game a request is about, read from its path (or the SSE query) before any router has parsed it.
 * Only ids that look like ids: anything else from a client stays out of the logs.
 */
export function gameIdOfRequest(path: string, query: unknown): string | undefined {
  const fromPath = /^\/api\/(?:games|daily-challenge-simple)\/([A-Za-z0-9-]{1,40})(?:\/|$)/.exec(path)?.[1];
  const fromQuery = (query as { gameId?: unknown } | undefined)?.gameId;
  const id = fromPath ?? (path === '/api/events' && typeof fromQuery === 'string' ? fromQuery : undefined);
  return id && /^[A-Za-z0-9-]{1,40}$/.test(id) ? id.toUpperCase() : undefined;
}
