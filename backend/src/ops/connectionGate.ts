// The first check a connection meets, before any HTTP or WebSocket parsing. A refusal after parsing costs
// the server about half a millisecond (Express, headers, a JSON body, a write), so 200 connections in flight
// from one flooding address queued every newcomer (a health check, a player's move) ~100 ms behind them; a
// reset at accept costs an accept and a close. A directly connected address is reset at accept when
//  - it already holds its share of open TCP connections, or
//  - it was refused a new event stream (429) and that Retry-After has not passed: it is opening streams
//    faster than any page does, so it gets one full answer a second (a real client still reads why) and
//    the rest of its new connections are reset. When the Retry-After passes, one connection goes through
//    to ask again and the rest wait a second for its answer: let all in at once and a flooder's next burst
//    (every connection it has in flight) is parsed in full, tens of milliseconds that every game waits.
//    Its open connections are untouched, and other 429s (a REST budget) never trigger this, so a player
//    over a write budget still gets every answer.
// The refusal runs on the listening handle itself, before Node builds a socket object for the connection
// (about two thirds of what an accepted-then-reset connection costs); where that hook is missing it runs
// as the first 'connection' listener instead.
// An address here is a client's network (budgetNetwork): every address of one IPv6 /64 is one client.
// Connections from a trusted proxy are never gated here: every client behind it shares its address, so
// those are counted after parsing (connectionCaps.ts, limits.ts), and the proxy limits its own peers.
import type http from 'node:http';
import type { Socket } from 'node:net';
import { budgetNetwork, type TrustFunction } from './clientAddress';
import type { FloodLog } from './floodLog';

/** Short requests a browser (or a few behind one NAT) runs beside its long-lived streams and socket. */
export const SHORT_REQUEST_HEADROOM = 32;
/** While an address is over a budget, how often one of its new connections still gets the 429 itself. */
export const REFUSED_ADDRESS_ANSWER_EVERY_MS = 1_000;

export interface ConnectionGate {
  /** Connections reset at accept since start, for /metrics and tests. */
  refused(): number;
  /** Open TCP connections counted against `address`'s network (an IPv6 address counts for its /64). */
  openFrom(address: string): number;
}

/** The path of new event streams: a refused one marks its address as over budget. */
const EVENT_STREAMS = '/api/events';
/** Refused addresses are forgotten when they come back; past this many, expired ones are swept. */
const OVER_BUDGET_SWEEP_SIZE = 10_000;

type ConnectionListener = (socket: Socket) => void;

interface OverBudget {
  /** When the address's Retry-After passes (while probing: when the probe's second ends). */
  until: number;
  /** When the next of its connections may be answered in full. */
  nextAnswer: number;
  /** The Retry-After has passed and one connection went through to ask again. */
  probing?: true;
}

/** The accepted connection as libuv hands it over, before Node wraps it in a socket. */
interface AcceptedHandle {
  getpeername?(out: { address?: string }): number;
  reset?(): number;
  close(): void;
}
type OnConnection = (this: unknown, err: number, handle: AcceptedHandle | undefined) => void;

/**
 * Puts the gate in front of every 'connection' listener the server has now (Node's HTTP parser among them),
 * so a refused socket never reaches them. Call it once everything that listens for connections is attached.
 */
export function gateConnections(
  httpServer: http.Server,
  {
    trust,
    perAddress,
    // Monotonic: a wall clock stepped back would keep an address reset for as long as the step.
    now = () => performance.now(),
    floods,
  }: { trust: TrustFunction; perAddress: number; now?: () => number; floods?: FloodLog },
): ConnectionGate {
  const open = new Map<string, number>();
  const overBudget = new Map<string, OverBudget>();
  let refused = 0;
  // The handle's check and the 'connection' listener see one connection right after each other (Node emits
  // 'connection' from within onconnection), and a connection's requests come from its peer: its budget key
  // (null for a trusted proxy, never gated here) is worked out once and kept for the next caller.
  let last: { peer: string; network: string | null } | undefined;
  const directNetwork = (peer: string | undefined): string | null => {
    if (peer === undefined) return null;
    if (last?.peer !== peer) last = { peer, network: trust(peer, 0) ? null : budgetNetwork(peer) };
    return last.network;
  };

  /** Whether an over-budget address's new connection is reset (all but one a second). */
  const stillRefusing = (address: string): boolean => {
    const entry = overBudget.get(address);
    if (!entry) return false;
    const at = now();
    if (at >= entry.until) {
      if (entry.probing) overBudget.delete(address);
      else
        overBudget.set(address, {
          until: at + REFUSED_ADDRESS_ANSWER_EVERY_MS,
          nextAnswer: at + REFUSED_ADDRESS_ANSWER_EVERY_MS,
          probing: true,
        });
      return false;
    }
    if (at < entry.nextAnswer) return true;
    entry.nextAnswer = at + REFUSED_ADDRESS_ANSWER_EVERY_MS;
    return false;
  };

  const forgetExpired = (at: number): void => {
    for (const [key, entry] of overBudget) if (at >= entry.until) overBudget.delete(key);
  };

  /** Whether a new connection from `network` (a direct peer's) is reset; counts and reports it if so. */
  const refuses = (network: string): boolean => {
    const held = open.get(network) ?? 0;
    if (held < perAddress && !stillRefusing(network)) return false;
    refused += 1;
    floods?.report('connections', network, { held });
    return true;
  };

  // Node calls the listening handle's `onconnection` with each accepted connection; this stands in front.
  let onHandle = false;
  const gateHandle = (): void => {
    const handle = (httpServer as unknown as { _handle?: { onconnection?: OnConnection } })._handle;
    const accept = handle?.onconnection;
    if (!handle || typeof accept !== 'function') return;
    handle.onconnection = function (this: unknown, err, accepted) {
      if (!err && accepted?.getpeername && accepted.reset) {
        const peer: { address?: string } = {};
        accepted.getpeername(peer);
        const network = directNetwork(peer.address);
        // A reset rather than a close: nothing to read, no TIME_WAIT left on this side.
        if (network !== null && refuses(network)) return void accepted.reset();
      }
      accept.call(this, err, accepted);
    };
    onHandle = true;
  };
  if (httpServer.listening) gateHandle();
  else httpServer.once('listening', gateHandle);

  const admitted = httpServer.listeners('connection') as ConnectionListener[];
  httpServer.removeAllListeners('connection');
  httpServer.on('connection', (socket: Socket) => {
    const address = directNetwork(socket.remoteAddress);
    if (address !== null) {
      if (!onHandle && refuses(address)) {
        socket.resetAndDestroy();
        return;
      }
      open.set(address, (open.get(address) ?? 0) + 1);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left <= 0) open.delete(address);
        else open.set(address, left);
      });
    }
    for (const listener of admitted) listener.call(httpServer, socket);
  });

  // A refused stream is a 429 with Retry-After (http/requestBudgets.ts, the stream caps): seen once sent.
  httpServer.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!req.url?.startsWith(EVENT_STREAMS)) return;
    const address = directNetwork(req.socket.remoteAddress);
    if (address === null) return;
    res.once('finish', () => {
      if (res.statusCode !== 429) return;
      const seconds = Number(res.getHeader('retry-after'));
      const at = now();
      if (overBudget.size >= OVER_BUDGET_SWEEP_SIZE) forgetExpired(at);
      overBudget.set(address, {
        until: at + (Number.isFinite(seconds) && seconds > 0 ? seconds : 1) * 1_000,
        nextAnswer: at + REFUSED_ADDRESS_ANSWER_EVERY_MS,
      });
    });
  });
  return { refused: () => refused, openFrom: (address) => open.get(budgetNetwork(address)) ?? 0 };
}
