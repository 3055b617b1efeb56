// What every chaos check needs: a result line, requests from a chosen client address, a REST-played game
// that records what the server acknowledged, and latency samples.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { TOTAL_ROUNDS, chooserForRound, type Seat } from '@gridable/common';
import { makePlan } from '../bench/support/gamePlan';
import { percentile } from '../bench/support/stats';

export interface CheckResult {
  name: string;
  pass: boolean;
  /** Measured figures, printed after pass|fail. */
  figures: string;
}

export type Check = () => Promise<CheckResult>;

export interface Reply {
  status: number;
  body: unknown;
  headers: http.IncomingHttpHeaders;
  ms: number;
}

/** One request on its own connection; `ip` is sent as X-Forwarded-For (the chaos servers trust loopback). */
export function request(
  url: string,
  {
    method = 'GET',
    ip,
    body,
    headers = {},
    timeoutMs = 30_000,
  }: {
    method?: string;
    ip?: string;
    body?: unknown;
    headers?: Record<string, string>;
    timeoutMs?: number;
  } = {},
): Promise<Reply> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    let status = 0;
    let headersIn: http.IncomingHttpHeaders = {};
    let text = '';
    let settled = false;
    const finish = (): void => {
      if (settled) return;
      settled = true;
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON (an event stream, say): keep the text.
      }
      resolve({
        status,
        body: status === 0 ? null : parsed,
        headers: headersIn,
        ms: performance.now() - started,
      });
    };
    const req = http.request(
      url,
      {
        method,
        agent: false,
        timeout: timeoutMs,
        headers: {
          ...headers,
          ...(ip ? { 'x-forwarded-for': ip } : {}),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }
            : {}),
        },
      },
      (res) => {
        status = res.statusCode ?? 0;
        headersIn = res.headers;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', finish);
        res.on('error', finish);
      },
    );
    // An idle stream (SSE) ends the wait with what it sent so far.
    req.on('timeout', () => {
      finish();
      req.destroy();
    });
    req.on('error', finish);
    req.end(payload);
  });
}

let nextIp = 1;
/** A fresh client address (TEST-NET-3), one per simulated machine. */
export function freshIp(): string {
  const n = nextIp++;
  return `203.0.${(n >> 8) & 255}.${n & 255}`;
}

export interface PlayedGame {
  gameId: string;
  /** Each seat's clientId: a game is read as its player (strangers see no grids). */
  clientIds: Record<Seat, string>;
  /** Cells each seat's placements were acknowledged for (200). */
  acked: Record<Seat, number[]>;
  /** Latency of every move request, ms. */
  moveMs: number[];
  /** Requests that got a 5xx. */
  serverErrors: number;
}

/**
 * Plays one friend game over REST, two players from their own addresses, until it ends or `stop()` says so;
 * keeps going through refusals (a restart mid-game), since what matters is what was acknowledged.
 */
export async function playRestGame(
  url: string,
  seed: number,
  stop: () => boolean = () => false,
  existingGameId?: string,
): Promise<PlayedGame> {
  const plan = makePlan(seed);
  const created = existingGameId
    ? null
    : await request(`${url}/api/games`, { method: 'POST', ip: freshIp(), body: {} });
  const gameId = existingGameId ?? (created?.body as { gameId?: string } | undefined)?.gameId;
  if (!gameId) throw new Error(`create failed: ${created?.status ?? 0} ${JSON.stringify(created?.body)}`);
  const seats = {
    1: { clientId: `chaos-1-${randomUUID().slice(0, 8)}`, playerUUID: randomUUID(), ip: freshIp() },
    2: { clientId: `chaos-2-${randomUUID().slice(0, 8)}`, playerUUID: randomUUID(), ip: freshIp() },
  } as const;
  const played: PlayedGame = {
    gameId,
    clientIds: { 1: seats[1].clientId, 2: seats[2].clientId },
    acked: { 1: [], 2: [] },
    moveMs: [],
    serverErrors: 0,
  };
  const post = async (path: string, seat: Seat, body: unknown): Promise<Reply> => {
    const reply = await request(`${url}/api/games/${gameId}${path}`, {
      method: 'POST',
      ip: seats[seat].ip,
      body,
    });
    played.moveMs.push(reply.ms);
    if (reply.status >= 500) played.serverErrors += 1;
    return reply;
  };
  for (const seat of [1, 2] as const) {
    await post('/join', seat, {
      clientId: seats[seat].clientId,
      playerUUID: seats[seat].playerUUID,
      requestedPlayerId: seat,
    });
  }
  for (let round = 1; round <= TOTAL_ROUNDS && !stop(); round++) {
    const chooser = chooserForRound(round);
    await post('/letter', chooser, { letter: plan.letters[round - 1], clientId: seats[chooser].clientId });
    if (round === TOTAL_ROUNDS) break;
    await Promise.all(
      ([1, 2] as const).map(async (seat) => {
        const cellIndex = plan.cells[seat][round - 1] ?? 0;
        const reply = await post('/placement', seat, {
          playerId: seat,
          cellIndex,
          clientId: seats[seat].clientId,
        });
        if (reply.status === 200) played.acked[seat].push(cellIndex);
      }),
    );
  }
  return played;
}

export function p(samples: number[], q: number): number {
  return percentile(Float64Array.from(samples).sort(), q);
}

export function ms(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(1)}ms` : 'n/a';
}

/** Times GET /healthz every `everyMs` until stopped; a failed probe counts as Infinity. */
export function watchHealth(url: string, everyMs = 100): { stop(): number[] } {
  const samples: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const reply = await request(`${url}/healthz`, { timeoutMs: 5_000 });
      samples.push(reply.status === 200 ? reply.ms : Number.POSITIVE_INFINITY);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    stop() {
      running = false;
      void loop;
      return samples;
    },
  };
}
