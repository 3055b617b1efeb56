// Who a request comes from: the address Express derives under TRUST_PROXY, for REST, SSE and sockets alike.
import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
import proxyAddr from 'proxy-addr';

/** TRUST_PROXY as Express documents it: a hop count, true/false, or addresses and subnets. */
export type TrustProxy = boolean | number | string[];

/**
 * Parses TRUST_PROXY: "1" is one proxy hop (compose's nginx), never the address 0.0.0.1; "true"/"false"
 * are booleans; anything else is a comma-separated list of addresses, subnets or proxy-addr's names
 * (loopback, linklocal, uniquelocal). Throws on an unusable list, so start-up names the variable.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const text = raw?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  proxyAddr.compile(list);
  return list;
}

export type TrustFunction = (address: string, hop: number) => boolean;

/** The same function Express compiles for 'trust proxy' (express/lib/utils.js compileTrust). */
export function trustFunction(trust: TrustProxy): TrustFunction {
  if (typeof trust === 'boolean') return () => trust;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile(trust);
}

/**
 * The right-most address not trusted as a proxy: what `req.ip` is. A client can prepend anything to
 * X-Forwarded-For, so only hops a trusted proxy appended count.
 */
function clientAddress(request: IncomingMessage, trust: TrustFunction): string {
  if (!request.socket.remoteAddress) return 'unknown';
  return proxyAddr(request, trust);
}

/**
 * A socket's handshake request is asked for its network by Engine.IO's session cap, its 'connection' and
 * Socket.IO's connection budget in turn: each request's answer is kept with it, worked out once.
 */
const networks = new WeakMap<IncomingMessage, { trust: TrustFunction; network: string }>();

/**
 * Who every per-client budget and cap counts a request as (REST, SSE, Socket.IO, Engine.IO): its client's
 * network (budgetNetwork), so no budget can be dodged by moving to another address of the same host.
 */
export function clientNetwork(request: IncomingMessage, trust: TrustFunction): string {
  const known = networks.get(request);
  if (known?.trust === trust) return known.network;
  const network = budgetNetwork(clientAddress(request, trust));
  networks.set(request, { trust, network });
  return network;
}

/** The same for an Express request: `req.ip` is what clientAddress says, under the same trust function. */
export function requestNetwork(req: { readonly ip?: string | undefined }): string {
  return budgetNetwork(req.ip ?? 'unknown');
}

/**
 * The network a budget or cap counts an address against. One IPv6 host is handed a whole /64 and may use any
 * address in it, so a budget per IPv6 address would let it go on without end: its /64 is the one client. IPv4
 * (and IPv4 mapped into IPv6) stays the address itself. Call it through clientNetwork or requestNetwork;
 * connectionGate.ts calls it on the peer address it reads before any request exists.
 */
export function budgetNetwork(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1] ?? address;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('%')[0]!.split('::');
  const front = head === '' ? [] : head.split(':');
  const back = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}
