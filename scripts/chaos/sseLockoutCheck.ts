// sse-lockout: strangers take every listener slot of a game (sixteen event streams from four addresses);
// the game's seated players must still get their own streams (valid playerId + playerUUID: 200, and the
// game's events flow on them), while a seventeenth stranger and a stranger claiming a seat are refused.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { chooserForRound } from '@gridable/common';
import { startServerProcess } from '../bench/support/serverProcess';
import { freshIp, ms, request, type CheckResult } from './support';

interface HeldStream {
  status: number;
  retryAfter: string | undefined;
  /** Resolves with the ms it took once `text` has arrived on the stream, or Infinity after `timeoutMs`. */
  waitFor(text: string, timeoutMs?: number): Promise<number>;
  close(): void;
}

/** Opens an event stream as `ip` (X-Forwarded-For) and keeps it open, collecting what arrives. */
function holdStream(url: string, ip: string): Promise<HeldStream> {
  return new Promise((resolve) => {
    let received = '';
    const listeners = new Set<() => void>();
    const req = http.get(url, {
      agent: false,
      headers: { 'x-forwarded-for': ip, accept: 'text/event-stream' },
    });
    const stream = (status: number, retryAfter?: string): HeldStream => ({
      status,
      retryAfter,
      waitFor(text, timeoutMs = 5_000) {
        const started = performance.now();
        return new Promise((done) => {
          const check = (): void => {
            if (!received.includes(text)) return;
            listeners.delete(check);
            clearTimeout(timer);
            done(performance.now() - started);
          };
          const timer = setTimeout(() => {
            listeners.delete(check);
            done(Number.POSITIVE_INFINITY);
          }, timeoutMs);
          listeners.add(check);
          check();
        });
      },
      close: () => req.destroy(),
    });
    req.on('response', (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        received += chunk;
        listeners.forEach((l) => l());
      });
      res.on('error', () => undefined);
      const retry: string | undefined = res.headers['retry-after'];
      resolve(stream(res.statusCode ?? 0, retry));
    });
    req.on('error', () => resolve(stream(0)));
  });
}

export async function sseLockout(): Promise<CheckResult> {
  const server = await startServerProcess('gridable', { env: { TRUST_PROXY: 'loopback' } });
  const held: HeldStream[] = [];
  const open = async (query: string, ip: string): Promise<HeldStream> => {
    const stream = await holdStream(`${server.url}/api/events?${query}`, ip);
    held.push(stream);
    return stream;
  };
  try {
    const created = await request(`${server.url}/api/games`, { method: 'POST', ip: freshIp(), body: {} });
    const gameId = (created.body as { gameId: string }).gameId;
    const seats = ([1, 2] as const).map((seat) => ({
      seat,
      clientId: `chaos-sse-${seat}-${randomUUID().slice(0, 8)}`,
      playerUUID: randomUUID(),
      ip: freshIp(),
    }));
    for (const s of seats) {
      const joined = await request(`${server.url}/api/games/${gameId}/join`, {
        method: 'POST',
        ip: s.ip,
        body: { clientId: s.clientId, playerUUID: s.playerUUID, requestedPlayerId: s.seat },
      });
      if (joined.status !== 200) throw new Error(`seat ${s.seat} join: ${joined.status}`);
    }

    const strangers: number[] = [];
    for (let a = 0; a < 4; a++)
      for (let i = 0; i < 4; i++)
        strangers.push((await open(`gameId=${gameId}`, `198.18.0.${a + 1}`)).status);

    const own = await Promise.all(
      seats.map((s) => open(`gameId=${gameId}&playerId=${s.seat}&playerUUID=${s.playerUUID}`, s.ip)),
    );
    const syncMs = await Promise.all(own.map((s) => s.waitFor('STATE_SYNC')));
    // A move after the seated streams opened: it must reach them.
    const chooser = seats[chooserForRound(1) - 1];
    if (!chooser) throw new Error('no chooser');
    const moved = await request(`${server.url}/api/games/${gameId}/letter`, {
      method: 'POST',
      ip: chooser.ip,
      body: { letter: 'E', clientId: chooser.clientId },
    });
    const moveMs = await Promise.all(own.map((s) => s.waitFor('LETTER_SELECTED')));

    const stranger17 = await open(`gameId=${gameId}`, '198.18.0.5');
    const forged = await open(`gameId=${gameId}&playerId=1&playerUUID=${randomUUID()}`, '198.18.0.6');

    const strangersIn = strangers.filter((s) => s === 200).length;
    const ownIn = own.filter((s) => s.status === 200).length;
    const flowing = [...syncMs, ...moveMs].every(Number.isFinite);
    return {
      name: 'sse-lockout',
      pass:
        strangersIn === 16 &&
        ownIn === 2 &&
        flowing &&
        moved.status === 200 &&
        stranger17.status === 429 &&
        forged.status === 429,
      figures:
        `strangers' streams admitted ${strangersIn}/16 from 4 addresses; seated players' own streams ${own.map((s) => s.status).join(',')}, ` +
        `STATE_SYNC in ${syncMs.map(ms).join(',')}, a move (${moved.status}) reached them in ${moveMs.map(ms).join(',')}; ` +
        `17th stranger ${stranger17.status} (Retry-After ${stranger17.retryAfter ?? 'none'}), stranger claiming seat 1 ${forged.status}`,
    };
  } finally {
    held.forEach((s) => s.close());
    await server.stop();
  }
}
