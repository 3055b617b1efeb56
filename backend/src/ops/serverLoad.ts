// The global connection ceiling: past the soft limit new visitors get 503 with Connection: close, while
// /healthz, /readyz and moves in games already under way still answer; past the hard limit the server
// stops accepting, so the process never runs out of file descriptors.
import type http from 'node:http';
import type { RequestHandler } from 'express';
import { SERVER_MESSAGES } from '@gridable/common';
import { sendError } from '../http/errorReply';

export interface ServerLoad {
  /** TCP connections open on the HTTP server. */
  open(): number;
  /** Whether new long-lived or new-game work should be refused now. */
  busy(): boolean;
  /** Starts counting this server's connections and sets its accept ceiling. */
  attach(httpServer: http.Server): void;
  /** Express middleware answering 503 to what can wait while busy. */
  middleware: RequestHandler;
}

/** Probes, and what players already seated in a game send, pass whatever the load. */
const ALWAYS_SERVED =
  /^\/(healthz|readyz)$|^\/api\/games\/[^/]+\/(letter|placement|status|reset-player\/[^/]+)$|^\/api\/presence(\/update)?$|^\/api\/daily-challenge-simple\/[^/]+\/action$/;

export function createServerLoad({
  softLimit,
  hardLimit,
}: {
  softLimit: number;
  hardLimit: number;
}): ServerLoad {
  let open = 0;
  const busy = (): boolean => open > softLimit;
  return {
    open: () => open,
    busy,
    attach(httpServer) {
      httpServer.maxConnections = hardLimit;
      httpServer.on('connection', (socket) => {
        open += 1;
        socket.once('close', () => {
          open -= 1;
        });
      });
    },
    middleware: (req, res, next) => {
      if (!busy() || ALWAYS_SERVED.test(req.path)) {
        next();
        return;
      }
      res.setHeader('Connection', 'close');
      res.setHeader('Retry-After', '30');
      sendError(res, 503, SERVER_MESSAGES.busy, 'SERVER_BUSY');
    },
  };
}
