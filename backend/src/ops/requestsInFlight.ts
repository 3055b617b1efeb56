// How many of one client's requests the node works on at once. Budgets bound how many a client makes in a
// minute, not how many it has queued at one instant: a client with 64 requests in flight (each a database
// read) put every other player's move behind 64 of its own, and the first minute's budget is spent in a
// burst (bench:bystander: a seated pair's acks went from 10 ms to 64 ms p99). Past its share a request is
// refused at once, before the app, at the cost of a parse and one small write.
import type http from 'node:http';
import { RATE_LIMIT_MESSAGE } from '@gridable/common';
import { errorBody } from '../http/errorReply';
import { closeIfBodyUnread } from '../http/unreadBody';
import { clientNetwork, type TrustFunction } from './clientAddress';

/**
 * A browser keeps six connections to a host, so its own requests never pass this; a household's few
 * browsers behind one address rarely have more than a handful each in flight, for a few milliseconds.
 */
export const REQUESTS_IN_FLIGHT_PER_CLIENT = 16;

/**
 * API calls only: event streams are long-lived by design and capped elsewhere, and the web app's files come
 * many at once over one HTTP/2 connection (a proxy fans them out), from memory.
 */
function counted(url: string): boolean {
  return url.startsWith('/api/') && !/^\/api\/events(\?|$)/.test(url);
}

const REFUSAL_BODY = JSON.stringify(errorBody(RATE_LIMIT_MESSAGE, 'RATE_LIMITED'));

export interface InFlightOptions {
  trust: TrustFunction;
  perClient?: number;
}

/** Wraps the server's request listener: a client past its share of requests in flight gets 429 at once. */
export function limitRequestsInFlight(
  app: http.RequestListener,
  { trust, perClient = REQUESTS_IN_FLIGHT_PER_CLIENT }: InFlightOptions,
): http.RequestListener {
  const inFlight = new Map<string, number>();
  return (req, res) => {
    if (!counted(req.url ?? '')) {
      app(req, res);
      return;
    }
    const network = clientNetwork(req, trust);
    const held = inFlight.get(network) ?? 0;
    if (held >= perClient) {
      closeIfBodyUnread(req, res);
      res.writeHead(429, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(REFUSAL_BODY),
        'Retry-After': '1',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(REFUSAL_BODY);
      return;
    }
    inFlight.set(network, held + 1);
    // 'close' comes once whether the answer was sent or the client went away first.
    res.once('close', () => {
      const left = (inFlight.get(network) ?? 1) - 1;
      if (left <= 0) inFlight.delete(network);
      else inFlight.set(network, left);
    });
    app(req, res);
  };
}
