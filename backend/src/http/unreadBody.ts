// A refusal answered before its request's body has arrived (a spent budget, a body over the size limit)
// closes the connection: kept alive, Node would read and parse the rest of the body to find the next
// request, so a client posting half-megabyte bodies it knows are refused would cost the event loop every
// other player waits on ~2 ms apiece (bench:bystander), for nothing.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Whether `req` carries a body that has not all been read yet. */
export function bodyStillComing(req: IncomingMessage): boolean {
  if (req.complete) return false;
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Marks the answer to close its connection when the request's body has not been read, so it never is. */
export function closeIfBodyUnread(req: IncomingMessage, res: ServerResponse): void {
  if (bodyStillComing(req) && !res.headersSent) res.setHeader('Connection', 'close');
}
