// Two seated players playing friend games over Socket.IO, as the web app does, while a check attacks the
// server: every move's acknowledgement is timed. Paced well inside a socket's frame budget, as a person plays.
import { TOTAL_ROUNDS, chooserForRound, type Seat } from '@gridable/common';
import type { Socket } from 'socket.io-client';
import { makePlan } from '../bench/support/gamePlan';
import { connectSeat } from '../bench/support/targets/gridable';
import { freshIp, request } from './support';

/** One round at most this often: about 4 frames a second per socket, against a budget of 6. */
const ROUND_MS = 400;

export interface SeatedPlay {
  /** Every letter and placement ack, ms. */
  ackMs: number[];
  /** Moves refused or not acknowledged within 10 s. */
  failures: string[];
  games: number;
}

function timedEmit(socket: Socket, event: string, payload: unknown): Promise<{ ms: number; error?: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    socket
      .timeout(10_000)
      .emit(event, payload, (err: Error | null, ack: { ok: boolean; error?: string } | undefined) => {
        const ms = performance.now() - started;
        if (err) resolve({ ms: Number.POSITIVE_INFINITY, error: `${event}: no ack in 10 s` });
        else resolve(ack?.ok ? { ms } : { ms, error: `${event}: ${ack?.error ?? 'refused'}` });
      });
  });
}

/** Plays game after game until `stopped()`; the game in progress when it says so is left unfinished. */
export async function playSeatedOverSockets(url: string, stopped: () => boolean): Promise<SeatedPlay> {
  const result: SeatedPlay = { ackMs: [], failures: [], games: 0 };
  for (let seed = 1; !stopped(); seed++) {
    const created = await request(`${url}/api/games`, { method: 'POST', ip: freshIp(), body: {} });
    const gameId = (created.body as { gameId?: string }).gameId;
    if (!gameId) {
      result.failures.push(`create: ${created.status}`);
      continue;
    }
    const sockets = {
      1: await connectSeat(url, gameId, 1, { ip: freshIp() }),
      2: await connectSeat(url, gameId, 2, { ip: freshIp() }),
    } as const;
    const plan = makePlan(seed);
    const move = async (seat: Seat, event: string, payload: unknown): Promise<void> => {
      const { ms, error } = await timedEmit(sockets[seat], event, payload);
      result.ackMs.push(ms);
      if (error) result.failures.push(error);
    };
    for (let round = 1; round <= TOTAL_ROUNDS && !stopped(); round++) {
      const roundStarted = performance.now();
      await move(chooserForRound(round), 'letter', { letter: plan.letters[round - 1] });
      if (round === TOTAL_ROUNDS) break;
      await Promise.all(
        ([1, 2] as const).map((seat) => move(seat, 'placement', { cellIndex: plan.cells[seat][round - 1] })),
      );
      const rest = ROUND_MS - (performance.now() - roundStarted);
      if (rest > 0) await new Promise((r) => setTimeout(r, rest));
    }
    sockets[1].disconnect();
    sockets[2].disconnect();
    result.games += 1;
  }
  return result;
}
