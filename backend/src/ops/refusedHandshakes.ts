// A client refused a Socket.IO connection (its connect budget spent, or its share of connections open) is refused
// after Engine.IO's handshake, WebSocket upgrade and Socket.IO's CONNECT, so that it reads why in a connect_error:
// about a third of a millisecond each. A flood of reconnects, thousands a second from one address behind a
// trusted proxy (the accept gate lets those through: everyone behind the proxy shares its address), cost the
// server 86% of a core. So each address is told why in full once a second, as the accept gate does for event
// streams (connectionGate.ts); its other handshakes in that second are refused before any session exists, with
// the same sentence in Engine.IO's 403. A client that waits a second between tries always reads the sentence.
import type { IncomingMessage } from 'node:http';
import type { GameServer } from '../realtime/socketServer';
import { clientNetwork, type TrustFunction } from './clientAddress';

/** How often a refused address's handshake still goes the whole way, to be told why in a connect_error. */
export const REFUSED_HANDSHAKE_ANSWER_EVERY_MS = 1_000;
/** Refused addresses remembered at once; past it, those whose second has passed are forgotten. */
const SWEEP_SIZE = 10_000;

export interface RefusedHandshakes {
  /** Notes that `address` was refused a connection with `message` after its handshake. */
  refused(address: string, message: string): void;
  /** Handshakes refused before any session since start, for tests and metrics. */
  cutShort(): number;
}

/**
 * Puts the check in front of Engine.IO's other handshake checks (origin, session cap), so a repeated refusal
 * costs one parse and one small answer. Monotonic clock: a wall clock stepped back would stretch the second.
 */
export function refuseRepeatedHandshakes(
  io: GameServer,
  { trust, now = () => performance.now() }: { trust: TrustFunction; now?: () => number },
): RefusedHandshakes {
  const until = new Map<string, { at: number; message: string }>();
  let cutShort = 0;
  const previous = io.engine.opts.allowRequest;
  io.engine.opts.allowRequest = (req: IncomingMessage, answer) => {
    const address = clientNetwork(req, trust);
    const entry = until.get(address);
    if (entry && now() < entry.at) {
      cutShort += 1;
      answer(entry.message, false);
      return;
    }
    if (entry) until.delete(address);
    if (previous) previous(req, answer);
    else answer(null, true);
  };
  return {
    refused(address, message) {
      const at = now();
      if (until.size >= SWEEP_SIZE) for (const [key, entry] of until) if (at >= entry.at) until.delete(key);
      until.set(address, { at: at + REFUSED_HANDSHAKE_ANSWER_EVERY_MS, message });
    },
    cutShort: () => cutShort,
  };
}
