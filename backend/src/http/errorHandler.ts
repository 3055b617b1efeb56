// Turns anything thrown in a route into `{ error, code }` with the right status; only real faults are 500s.
import { GAME_MESSAGES } from '@gridable/common/messages';
import type { ErrorCode } from '@gridable/common';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../logger';
import { asAppError, STORAGE_UNAVAILABLE } from '../ops/storageFailure';
import { loggablePath } from '../ops/loggablePath';
import type { StorageHealth } from '../ops/storageHealth';
import { sendError } from './errorReply';
import { closeIfBodyUnread } from './unreadBody';

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
}

export function errorHandler(log: Logger, storage?: StorageHealth): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    if (res.headersSent) return;
    const known = asAppError(err);
    if (known) {
      // A storage outage is logged once for the episode (storageHealth), not once per refused request.
      if (known.code === STORAGE_UNAVAILABLE) {
        storage?.report(err);
        res.setHeader('Retry-After', '30');
      }
      sendError(res, known.status, known.message, known.code);
      return;
    }
    // The router could not percent-decode a path parameter: the address is at fault, not a body.
    if (err instanceof URIError) {
      sendError(res, 400, ADDRESS_UNREADABLE, 'BAD_ADDRESS');
      return;
    }
    // body-parser's own errors (bad JSON, too large, bad charset) carry a 4xx status.
    const e = err as HttpishError;
    const status = e.status ?? e.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Too large is said before the body is read: the rest of it is not worth parsing.
      closeIfBodyUnread(req, res);
      sendError(res, status, bodyParserMessage(e.type, status), bodyParserCode(e.type, status));
      return;
    }
    log.error('request failed', { err, method: req.method, path: loggablePath(req.path) });
    sendError(res, 500, GAME_MESSAGES.internalError, 'INTERNAL');
  };
}

export const ADDRESS_UNREADABLE =
  'The address is not valid: part of its path is not properly percent-encoded';

export const REQUEST_BODY_UNREADABLE =
  'Request body could not be read: check its Content-Encoding and Content-Length';

function bodyParserMessage(type: string | undefined, status: number): string {
  switch (type) {
    case 'entity.parse.failed':
      return 'Request body is not valid JSON';
    case 'entity.too.large':
      return 'Request body is too large';
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return 'Request body encoding is not supported';
    default:
      // A body cut short of its Content-Length, or one labelled gzip/deflate/br that does not decompress.
      return status === 400 ? REQUEST_BODY_UNREADABLE : `Bad request (${status})`;
  }
}

function bodyParserCode(type: string | undefined, status: number): ErrorCode {
  switch (type) {
    case 'entity.parse.failed':
      return 'INVALID_JSON';
    case 'entity.too.large':
      return 'BODY_TOO_LARGE';
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return 'UNSUPPORTED_ENCODING';
    default:
      return status === 400 ? 'BODY_UNREADABLE' : 'BAD_REQUEST';
  }
}

/** Unknown /api paths answer JSON, never the web app's HTML. */
export const apiNotFound: RequestHandler = (req, res) => {
  sendError(res, 404, `No such endpoint: ${req.method} ${req.path}`, 'UNKNOWN_ENDPOINT');
};
