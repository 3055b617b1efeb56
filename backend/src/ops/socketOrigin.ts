// Which pages may open a socket. Browsers apply no CORS to WebSockets: any site a player visits could open
// Socket.IO connections from the player's browser, and so from their address, spending the per-address
// connection and session caps (connectionCaps.ts, engineSessions.ts) that everyone behind that address
// (a school, an office) shares. A browser always names the page's origin on a WebSocket and on a cross-origin
// request, so a handshake naming another site's origin is refused; clients that are not browsers send none.
import type { IncomingMessage } from 'node:http';
import { isLoopbackHost } from './loopbackHost';

export interface SocketOriginOptions {
  /** CORS_ORIGINS: other sites the operator lets call the API with credentials. */
  corsOrigins: readonly string[];
  /** PUBLIC_URL: the site's own origin when a proxy in front does not pass the Host on. */
  publicUrl: string | undefined;
}

export function socketOriginAllowed({
  corsOrigins,
  publicUrl,
}: SocketOriginOptions): (req: IncomingMessage) => boolean {
  const allowed = new Set(corsOrigins);
  if (publicUrl) allowed.add(new URL(publicUrl).origin);
  return (req) => {
    const origin = req.headers.origin;
    if (origin === undefined) return true;
    if (allowed.has(origin)) return true;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      // 'null' (a sandboxed frame, a file:// page) or junk: no page of this site.
      return false;
    }
    const host = req.headers.host?.toLowerCase();
    // The Vite dev server proxies sockets with the Host rewritten, from a page on another loopback port.
    return (host !== undefined && url.host.toLowerCase() === host) || isLoopbackHost(url.hostname);
  };
}
