// A request id on every request (kept from X-Request-Id when a proxy set one) and one log line per request.
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

export function requestLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    const header = req.get('x-request-id');
    const requestId = header && /^[\w-]{1,64}$/.test(header) ? header : randomUUID();
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const gameId = typeof req.params?.id === 'string' ? req.params.id : undefined;
      log.debug('request', {
        requestId,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
        ...(gameId ? { gameId } : {}),
      });
    });
    next();
  };
}
