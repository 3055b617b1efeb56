// The API reads JSON bodies only. A body sent as text/plain, as a form or with no Content-Type was
// dropped unread and the route answered as if none had come: a confusing "must be a JSON object", or
// for POST /api/games (whose body is optional) a game made without its creator's seat. Cross-site HTML
// forms can send exactly those types, so refusing them also keeps such forms from acting here.
import type { RequestHandler } from 'express';
import { sendError } from './errorReply';
import { closeIfBodyUnread } from './unreadBody';

export const JSON_BODY_REQUIRED = 'Send the request body as JSON (Content-Type: application/json)';

/** 415 for a non-empty body the JSON parser did not take. */
export const requireJsonBodies: RequestHandler = (req, res, next) => {
  const length = req.headers['content-length'];
  const hasBody = req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
  if (hasBody && req.method !== 'GET' && req.method !== 'HEAD' && !req.is('application/json')) {
    closeIfBodyUnread(req, res);
    sendError(res, 415, JSON_BODY_REQUIRED, 'UNSUPPORTED_MEDIA_TYPE');
    return;
  }
  next();
};
