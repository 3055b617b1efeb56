// Every budget and cap counts a client by the address TRUST_PROXY yields, so a wrong TRUST_PROXY breaks them all
// without a single error: behind a proxy it does not trust, every player shares the proxy's one address (one
// client's flood spends everyone's budgets, and a busy evening looks like a flood); trusting a hop that is not
// there lets a directly connected client name any address it likes in X-Forwarded-For and dodge every budget.
// Both show in the requests themselves, so the server says so in its log, once per address, rather than leave an
// operator to find out from players.
import type http from 'node:http';
import proxyAddr from 'proxy-addr';
import type { Logger } from '../logger';
import type { TrustFunction } from './clientAddress';

/** Addresses warned about at once; a scan from many addresses must not grow this without end. */
const REMEMBERED_ADDRESSES = 64;

/** Where a reverse proxy sits: on this host or a private network (compose's, a cluster's), never the internet. */
const isPrivate = proxyAddr.compile(['loopback', 'linklocal', 'uniquelocal']);

export interface ProxyTrustCheck {
  /** Looks at one request's peer and X-Forwarded-For; logs at most once per peer address and finding. */
  observe(request: http.IncomingMessage): void;
}

export function createProxyTrustCheck({
  trust,
  log,
}: {
  trust: TrustFunction;
  log: Logger;
}): ProxyTrustCheck {
  const warned = new Set<string>();
  const warnOnce = (key: string, message: string, fields: Record<string, unknown>): void => {
    if (warned.has(key) || warned.size >= REMEMBERED_ADDRESSES) return;
    warned.add(key);
    log.warn(message, fields);
  };
  return {
    observe(request) {
      const peer = request.socket.remoteAddress;
      if (!peer) return;
      const forwarded = request.headers['x-forwarded-for'] !== undefined;
      const trusted = trust(peer, 0);
      // A public peer sending X-Forwarded-For untrusted is a client writing its own header: ignoring it is right.
      if (forwarded && !trusted && isPrivate(peer, 0)) {
        warnOnce(`untrusted\u0000${peer}`, 'a proxy forwards requests but TRUST_PROXY does not trust it', {
          proxy: peer,
          consequence: 'every client behind it counts as this one address for every budget and cap',
          fix: 'set TRUST_PROXY to the number of proxies in front (1 for one) or to their addresses',
        });
      }
      // Loopback and private peers without the header are health checks and neighbours, not clients.
      if (!forwarded && trusted && !isPrivate(peer, 0)) {
        warnOnce(
          `direct\u0000${peer}`,
          'a client reached the server directly although TRUST_PROXY trusts a proxy',
          {
            client: peer,
            consequence:
              'a client that reaches the server directly can choose its address with X-Forwarded-For',
            fix: 'let clients reach the server only through the proxy, or trust only its addresses in TRUST_PROXY',
          },
        );
      }
    },
  };
}

/** Watches every request and WebSocket upgrade the server receives; only reads, so it can listen last. */
export function watchProxyTrust(server: http.Server, check: ProxyTrustCheck): void {
  server.on('request', (request: http.IncomingMessage) => check.observe(request));
  server.on('upgrade', (request: http.IncomingMessage) => check.observe(request));
}
