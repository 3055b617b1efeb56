import { describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { REVIEW_MESSAGES, WatchAck, WatchState, type WatchersCount } from '@gridable/common';
import { WATCH_PUSH_EVERY_MS } from '../../src/realtime/watchers';
import { useGameServer } from '../games/support/suite';
import { createGame, joinRest, joinSocket, newIdentity } from '../games/support/players';
import { expectedGrid, expectedScores, makePlan, playPlan } from '../games/support/gamePlan';
import { freshIp, get } from '../games/support/http';

const ctx = useGameServer();

interface Watcher {
  socket: Socket;
  states: WatchState[];
  /** Every message the socket heard, by name, as the wire carried it. */
  heard: string[];
  next(match: (state: WatchState) => boolean): Promise<WatchState>;
}

function connectWatcher(): Watcher {
  const socket = io(ctx.url, {
    transports: ['websocket'],
    forceNew: true,
    extraHeaders: { 'x-forwarded-for': freshIp() },
  });
  const states: WatchState[] = [];
  const heard: string[] = [];
  const waiters = new Set<() => void>();
  socket.onAny((name: string, payload: unknown) => {
    heard.push(`${name} ${JSON.stringify(payload)}`);
    if (name === 'WATCH_STATE') states.push(WatchState.parse(payload));
    waiters.forEach((wake) => wake());
  });
  return {
    socket,
    states,
    heard,
    next: (match) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching WATCH_STATE')), 20_000);
        const check = () => {
          const found = states.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        waiters.add(check);
        check();
      }),
  };
}

function watch(watcher: Watcher, gameId: string): Promise<WatchAck> {
  return new Promise((resolve) => {
    watcher.socket.emit('watch', { gameId }, (ack: unknown) => resolve(WatchAck.parse(ack)));
  });
}

describe('watching a live friend game', () => {
  it('shows the round, letters and presence, no grid until the end, and tells players how many watch', async () => {
    const gameId = await createGame(ctx.url);
    const one = newIdentity();
    const two = newIdentity();
    const p1 = await joinSocket(ctx.url, gameId, 1, one);
    const p2 = await joinRest(ctx.url, gameId, 2, two);
    const plan = makePlan(7);
    await playPlan(p1, p2, plan, 1, 2);

    const counts: WatchersCount[] = [];
    p1.live.socket.on('WATCHERS', (event) => counts.push(event));
    const watcher = connectWatcher();
    const ack = await watch(watcher, gameId.toLowerCase());
    if (!ack.ok) throw new Error(ack.error);
    expect(ack.state).toMatchObject({
      status: 'active',
      currentRound: 3,
      lettersCalled: plan.letters.slice(0, 2),
      player1Present: true,
      // Nobody gave a name: the watcher's page says "Player 1" and "Player 2".
      player1Name: null,
      player2Name: null,
      final: null,
      watchers: 1,
    });

    await playPlan(p1, p2, plan, 3, 3);
    const afterRound3 = await watcher.next((state) => state.currentRound === 4);
    expect(afterRound3.lettersCalled).toEqual(plan.letters.slice(0, 3));
    expect(afterRound3.final).toBeNull();
    await expect.poll(() => counts.at(-1)?.watchers, { timeout: 10_000 }).toBe(1);

    // A stranger's REST read of the live game carries no grid either.
    const stranger = await get<{ game: { player1Grid: unknown[][] } }>(`${ctx.url}/api/games/${gameId}`);
    expect(stranger.body.game.player1Grid.flat().every((cell) => cell === null)).toBe(true);

    await playPlan(p1, p2, plan, 4);
    const final = await watcher.next((state) => state.status === 'completed');
    expect(final.lettersCalled).toEqual(plan.letters);
    expect(final.final).toEqual({
      player1Grid: expectedGrid(plan, plan.cells1),
      player2Grid: expectedGrid(plan, plan.cells2),
      ...expectedScores(plan),
    });
    // Nothing the watcher heard before the end held a letter of a grid.
    const beforeEnd = watcher.heard.filter((line) => !line.includes('"status":"completed"'));
    expect(beforeEnd.length).toBeGreaterThan(0);
    for (const line of beforeEnd) expect(line).not.toMatch(/Grid/);

    watcher.socket.close();
    await expect.poll(() => counts.at(-1)?.watchers, { timeout: 10_000 }).toBe(0);
    p1.close();
  });

  it('coalesces a fast game into at most one update per 500 ms, the latest state winning', async () => {
    const gameId = await createGame(ctx.url);
    const p1 = await joinSocket(ctx.url, gameId, 1, newIdentity());
    const p2 = await joinRest(ctx.url, gameId, 2, newIdentity());
    const plan = makePlan(11);
    await playPlan(p1, p2, plan, 1, 1);
    const watcher = connectWatcher();
    const arrivals: number[] = [];
    watcher.socket.on('WATCH_STATE', () => arrivals.push(performance.now()));
    const ack = await watch(watcher, gameId);
    if (!ack.ok) throw new Error(ack.error);

    // Fifteen rounds as fast as the players can: some forty events.
    const playStarted = performance.now();
    await playPlan(p1, p2, plan, 2);
    const final = await watcher.next((state) => state.status === 'completed');
    const played = performance.now() - playStarted;
    expect(final.lettersCalled).toEqual(plan.letters);
    expect(final.currentRound).toBe(16);
    expect(watcher.states.at(-1)).toEqual(final);
    // At most one update per window, however fast the game went (a quiet machine plays it in under one
    // window); timers may fire a little early or late, and a 100 ms cadence would leave gaps near 100 ms.
    expect(arrivals.length).toBeGreaterThanOrEqual(1);
    expect(arrivals.length).toBeLessThanOrEqual(Math.floor(played / (WATCH_PUSH_EVERY_MS - 50)) + 1);
    const gaps = arrivals.slice(1).map((at, i) => at - (arrivals[i] ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThan(WATCH_PUSH_EVERY_MS - 50);
    watcher.socket.close();
    p1.close();
  });

  it('refuses unknown and unstarted games and bad payloads with a sentence', async () => {
    const watcher = connectWatcher();
    expect(await watch(watcher, 'ZZZZZ')).toMatchObject({ ok: false, error: REVIEW_MESSAGES.watchNotFound });
    const waiting = await createGame(ctx.url);
    expect(await watch(watcher, waiting)).toMatchObject({
      ok: false,
      error: REVIEW_MESSAGES.watchNotStarted,
    });
    const bad = await watch(watcher, 'not a game id!');
    expect(bad.ok).toBe(false);
    watcher.socket.close();
  });
});
