// Engine.IO sessions per client address. A session is made by one GET (/socket.io/?EIO=4&transport=polling)
// before any Socket.IO packet, so the connection budget and the per-address cap, which are spent when the
// client joins the namespace (socketGuards.ts), never saw it: one address sending bare handshakes over a
// few keep-alive connections held ~25,000 sessions at once (~270 MiB) until each timed out. A handshake
// past the address's share is refused with 403 and the sentence of SERVER_MESSAGES.tooManyConnections.
import type { IncomingMessage } from 'node:http';
import { SERVER_MESSAGES } from '@gridable/common';
import type { GameServer } from '../realtime/socketServer';
import { clientNetwork, type TrustFunction } from './clientAddress';
import type { FloodLog } from './floodLog';

export interface EngineSessionCount {
  /** Open Engine.IO sessions of `address`, for tests. */
  openFrom(address: string): number;
}

/**
 * Refuses a new Engine.IO session to an address already holding `perAddress` of them. Sessions are counted
 * when Engine.IO opens them, so handshakes in flight at once may pass the cap by the few the connection
 * gate lets one address have open (connectionGate.ts); none can pile up.
 */
export function capEngineSessions(
  io: GameServer,
  { trust, perAddress, floods }: { trust: TrustFunction; perAddress: number; floods: FloodLog },
): EngineSessionCount {
  const open = new Map<string, number>();
  const addressOf = (req: IncomingMessage): string => clientNetwork(req, trust);

  io.engine.on(
    'connection',
    (conn: { request: IncomingMessage; once(event: 'close', fn: () => void): void }) => {
      const address = addressOf(conn.request);
      open.set(address, (open.get(address) ?? 0) + 1);
      conn.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left <= 0) open.delete(address);
        else open.set(address, left);
      });
    },
  );

  const previous = io.engine.opts.allowRequest;
  io.engine.opts.allowRequest = (req, answer) => {
    const address = addressOf(req);
    const held = open.get(address) ?? 0;
    if (held >= perAddress) {
      floods.report('engine-sessions', address, { held });
      answer(SERVER_MESSAGES.tooManyConnections, false);
      return;
    }
    if (previous) previous(req, answer);
    else answer(null, true);
  };

  return { openFrom: (address) => open.get(address) ?? 0 };
}
