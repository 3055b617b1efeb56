// The game the fuzz tests guard: created and half-played before the fuzzing, compared field by field after it.
import { randomUUID } from 'node:crypto';
import { expect, vi } from 'vitest';
import type { RunningServer } from '../../../src/startServer';

export interface Seated {
  seat: 1 | 2;
  clientId: string;
  playerUUID: string;
}

export interface FuzzedGame {
  gameId: string;
  players: [Seated, Seated];
}

let ip = 1;
/** A fresh client address per call, so rate limits (the test server trusts loopback) never mask validation. */
export function nextIp(): string {
  ip += 1;
  return `203.0.${(ip >> 8) & 255}.${ip & 255}`;
}

async function post(url: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Round 1 under way: player 1 chose 'S' and placed it; player 2 has yet to place. */
export async function createHalfPlayedGame(url: string): Promise<FuzzedGame> {
  const created = await post(`${url}/api/games`, {});
  const gameId = String(created.body.gameId);
  // Unguessable credentials: the fuzzers must never hit them by chance, so any change is a real hole.
  const players: [Seated, Seated] = [
    { seat: 1, clientId: `owner-${randomUUID()}`, playerUUID: randomUUID() },
    { seat: 2, clientId: `owner-${randomUUID()}`, playerUUID: randomUUID() },
  ];
  for (const p of players) {
    const joined = await post(`${url}/api/games/${gameId}/join`, {
      clientId: p.clientId,
      playerUUID: p.playerUUID,
      requestedPlayerId: p.seat,
    });
    if (joined.status !== 200) throw new Error(`join failed: ${joined.status}`);
  }
  const letter = await post(`${url}/api/games/${gameId}/letter`, {
    letter: 'S',
    clientId: players[0].clientId,
  });
  const placed = await post(`${url}/api/games/${gameId}/placement`, {
    playerId: 1,
    cellIndex: 5,
    clientId: players[0].clientId,
  });
  if (letter.status !== 200 || placed.status !== 200) throw new Error('could not set the game up');
  return { gameId, players };
}

/**
 * Everything stored about the game: its document and its event log, once the log holds every id the game
 * counts (it is written in the recorder's next batch, which acknowledgements do not wait for).
 */
export async function snapshotGame(server: RunningServer, gameId: string): Promise<unknown> {
  await vi.waitFor(async () => {
    const game = await server.models.games.findOne({ gameId }).lean();
    expect(await server.models.gameEvents.countDocuments({ gameId })).toBe(game?.lastEventId);
  });
  const doc = await server.models.games.findOne({ gameId }).lean();
  const events = await server.models.gameEvents.find({ gameId }).sort({ eventId: 1 }).lean();
  return JSON.parse(JSON.stringify({ doc, events }));
}
