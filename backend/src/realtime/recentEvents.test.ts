import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import type { GameView, ServerEvent } from '@gridable/common';
import { createEventSequencer } from './eventSequencer';
import { eventText } from './eventText';
import { createRecentEvents } from './recentEvents';

const at = new Date(0).toISOString();

/** An event of a write, carrying the game's view as such events do. */
const withView = (gameId: string, eventId: number, status = 'active'): ServerEvent => ({
  type: 'LETTER_SELECTED',
  gameId,
  eventId,
  timestamp: at,
  version: eventId,
  letter: 'E',
  round: 1,
  playerId: 1,
  game: { gameId, status, version: eventId } as unknown as GameView,
});

/** A seat change, which carries no view. */
const noView = (gameId: string, eventId: number): ServerEvent => ({
  type: 'PLAYER_RETURNED',
  gameId,
  eventId,
  timestamp: at,
  playerId: 2,
});

const completed = (gameId: string, eventId: number): ServerEvent =>
  ({ ...withView(gameId, eventId, 'completed'), type: 'GAME_COMPLETE' }) as ServerEvent;

const ids = (answer: { eventId: number }[] | undefined) => answer?.map((e) => e.eventId);

afterEach(() => {
  vi.useRealTimers();
});

describe('recent events', () => {
  it('answers every id of an unbroken run with the texts sent live', () => {
    const recent = createRecentEvents();
    const sent = Array.from({ length: 10 }, (_, i) =>
      i % 3 === 2 ? noView('A', i + 1) : withView('A', i + 1),
    );
    for (const event of sent) recent.add(event);
    recent.add(withView('B', 1));
    for (let after = 0; after <= 10; after++) {
      expect(recent.after('A', after)).toEqual(
        sent.slice(after).map((e) => ({ eventId: e.eventId, text: eventText(e) })),
      );
    }
    expect(recent.after('B', 0)).toEqual([{ eventId: 1, text: eventText(withView('B', 1)) }]);
  });

  it('leaves to the log what it cannot vouch for', () => {
    const recent = createRecentEvents();
    expect(recent.after('A', 0)).toBeUndefined();
    // Heard from id 5 on (a node started mid-game): nothing before it, and no view yet says it is in play.
    recent.add(noView('A', 5));
    expect(recent.after('A', 4)).toBeUndefined();
    recent.add(withView('A', 6));
    expect(ids(recent.after('A', 4))).toEqual([5, 6]);
    expect(recent.after('A', 3)).toBeUndefined();
    // An id the client saw but this node has not delivered (another node's write still on its way).
    expect(recent.after('A', 7)).toBeUndefined();
    // A skipped stretch: a new run starts after it, and nothing before it is answered.
    recent.add(withView('A', 9));
    expect(recent.after('A', 6)).toBeUndefined();
    expect(ids(recent.after('A', 8))).toEqual([9]);
    // A repeat of a delivered id changes nothing.
    recent.add(withView('A', 9));
    expect(ids(recent.after('A', 8))).toEqual([9]);
    // Resynced: this node covered missed ids with a STATE_SYNC, so its run no longer holds.
    recent.forget('A');
    expect(recent.after('A', 8)).toBeUndefined();
    expect(recent.stats()).toEqual({ games: 0, events: 0, bytes: 0 });
  });

  it('answers nothing for a finished game, as the log replay does, and holds nothing for it', () => {
    const recent = createRecentEvents();
    for (let id = 1; id <= 5; id++) recent.add(withView('A', id));
    recent.add(completed('A', 6));
    for (let after = 0; after <= 6; after++) expect(recent.after('A', after)).toBeUndefined();
    // Seat changes and rematch offers after the end: still the finished game.
    recent.add(noView('A', 7));
    recent.add(withView('A', 8, 'completed'));
    recent.add(noView('A', 9));
    for (let after = 0; after <= 9; after++) expect(recent.after('A', after)).toBeUndefined();
    expect(recent.stats()).toEqual({ games: 0, events: 0, bytes: 0 });
  });

  it('keeps at most its bound per game, and drops the least recently active game past its total', () => {
    const one = eventText(withView('A', 1)).length;
    const recent = createRecentEvents({ perGame: 4, totalBytes: one * 10 });
    for (let id = 1; id <= 6; id++) recent.add(withView('A', id));
    expect(ids(recent.after('A', 2))).toEqual([3, 4, 5, 6]);
    expect(recent.after('A', 1)).toBeUndefined();
    for (let id = 1; id <= 4; id++) recent.add(withView('B', id));
    expect(recent.stats().events).toBe(8);
    // A is active again, so B is now the least recently active.
    recent.add(withView('A', 7));
    for (let id = 1; id <= 3; id++) recent.add(withView('C', id));
    expect(recent.after('B', 0)).toBeUndefined();
    expect(ids(recent.after('A', 3))).toEqual([4, 5, 6, 7]);
    expect(ids(recent.after('C', 0))).toEqual([1, 2, 3]);
    expect(recent.stats().events).toBe(7);
    expect(recent.stats().bytes).toBeLessThanOrEqual(one * 10);
  });

  it('drops a game gone idle, whether it is asked about or others move on', () => {
    let now = 0;
    const recent = createRecentEvents({ idleMs: 1_000 }, () => now);
    recent.add(withView('A', 1));
    recent.add(withView('B', 1));
    now = 900;
    recent.add(withView('B', 2));
    now = 1_500;
    expect(recent.after('A', 0)).toBeUndefined();
    expect(ids(recent.after('B', 0))).toEqual([1, 2]);
    recent.add(withView('C', 1));
    now = 2_000;
    recent.add(withView('C', 2));
    expect(recent.stats().games).toBe(1);
    expect(recent.after('B', 0)).toBeUndefined();
  });

  it('behind the sequencer, answers only ids this node delivered in an unbroken run, and every one of them', async () => {
    vi.useFakeTimers();
    // A game's true events; some are never published (their node died), the rest arrive from two
    // nodes in any order and some twice; the log has them all, or cannot answer.
    const histories = fc.record({
      length: fc.integer({ min: 1, max: 30 }),
      views: fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
      ends: fc.boolean(),
      lost: fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 4 }),
      order: fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
      duplicates: fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 5 }),
      logAnswers: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(histories, async ({ length, views, ends, lost, order, duplicates, logAnswers }) => {
        const truth = Array.from({ length }, (_, i) =>
          ends && i === length - 1
            ? completed('G', i + 1)
            : views[i]
              ? withView('G', i + 1)
              : noView('G', i + 1),
        );
        const published = truth.filter((e) => !lost.includes(e.eventId));
        const arrivals = [...published, ...duplicates.flatMap((id) => truth.slice(id - 1, id))]
          .map((event, i) => ({ event, key: order[i % order.length] ?? 0 }))
          .sort((a, b) => a.key - b.key)
          .map((a) => a.event);
        const recent = createRecentEvents();
        const delivered: number[] = [];
        let resynced = false;
        const sequencer = createEventSequencer({
          deliver: (event) => {
            delivered.push(event.eventId);
            recent.add(event);
          },
          fill: (_gameId, after) => Promise.resolve(logAnswers ? truth.slice(after) : null),
          resync: (gameId) => {
            resynced = true;
            recent.forget(gameId);
          },
          holdMs: 100,
        });
        for (const event of arrivals) sequencer.accept(event);
        await vi.advanceTimersByTimeAsync(1_000);
        sequencer.close();

        const newest = Math.max(...delivered);
        const finished = ends && delivered.includes(length);
        for (let after = 0; after <= length + 1; after++) {
          const answer = recent.after('G', after);
          if (answer === undefined) continue;
          expect(finished).toBe(false);
          // Every id after the client's, in order, each as it was sent live; up to the newest delivered,
          // unless a resync skipped ids (then one that turns up late may start a run the next event ends,
          // and the STATE_SYNC after the replay covers the rest).
          expect(answer.map((e) => e.eventId)).toEqual(
            Array.from({ length: answer.length }, (_, i) => after + 1 + i),
          );
          if (!resynced) expect(after + answer.length).toBe(newest);
          for (const e of answer) {
            expect(delivered).toContain(e.eventId);
            expect(e.text).toBe(eventText(truth[e.eventId - 1] as ServerEvent));
          }
        }
        // Delivered whole and in order, a game in play is answered from any id.
        const inOrder = delivered.every((id, i) => id === i + 1) && delivered.length === length;
        if (inOrder && !finished && truth.some((e) => 'game' in e)) {
          for (let after = 0; after <= length; after++) expect(recent.after('G', after)).toBeDefined();
        }
      }),
      { numRuns: 300 },
    );
  });
});
