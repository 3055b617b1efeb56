// A request id on every request (kept from X-Request-Id when a proxy set one), carried by every log line the
// request writes, with the game id where there is one, and one line per request.
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger';
import { gameIdOfRequest, runWithLogContext, type LogContext } from './logContext';
import { loggablePath } from './loggablePath';

export function requestLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    const header = req.get('x-request-id');
    const requestId = header && /^[\w-]{1,64}$/.test(header) ? header : randomUUID();
    res.setHeader('X-Request-Id', requestId);
    // Read now: a mounted router rewrites req.path (no /api) while it handles the request.
    const gameId = gameIdOfRequest(req.path, req.query);
    const path = loggablePath(req.path);
    const context: LogContext = { requestId, ...(gameId ? { gameId } : {}) };
    const started = process.hrtime.bigint();
    // 'close' fires for every response, also an SSE stream the client hung up on (which never 'finish'es).
    res.once('close', () => {
      // Path only, never the query: clientIds travel there (GET /api/games/:id?clientId=…) and stay out of logs.
      runWithLogContext(context, () =>
        log.debug('request', {
          method: req.method,
          path,
          status: res.statusCode,
          ...(res.writableFinished ? {} : { aborted: true }),
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        }),
      );
    });
    runWithLogContext(context, next);
  };
}
