// `settled()` is what tests wait on for the writes a move's answer does not wait for (its event records): a poll
// with a deadline (vi.waitFor's 1 s) failed whenever the database thread, busy on a loaded machine, was slower.
import { expect, it, vi } from 'vitest';
import { useGameServer } from './support/suite';
import { createGame, joinSocket, newIdentity } from './support/players';
import type * as DirectCommand from '../../src/db/directCommand';

/** Longer than vi.waitFor's default deadline: the event log's inserts are this late, as behind other work. */
const SLOW_INSERT_MS = 1_200;

vi.mock('../../src/db/directCommand', async (importOriginal) => {
  const real = await importOriginal<typeof DirectCommand>();
  return {
    ...real,
    insertByCommand: async (...args: Parameters<typeof real.insertByCommand>) => {
      if (args[1] === 'game_events') await new Promise((resolve) => setTimeout(resolve, SLOW_INSERT_MS));
      return real.insertByCommand(...args);
    },
  };
});

const ctx = useGameServer();

it("resolves once a move's event records are stored, however slow the database is with them", async () => {
  const gameId = await createGame(ctx.url);
  const p1 = await joinSocket(ctx.url, gameId, 1, newIdentity());
  const p2 = await joinSocket(ctx.url, gameId, 2, newIdentity());
  try {
    expect(await p1.letter('S')).toEqual({ ok: true });
    const { models } = ctx.server;
    const answered = await models.games.findOne({ gameId }).lean();
    // Answered before its records are written: this is the wait a test needs.
    expect(await models.gameEvents.countDocuments({ gameId })).toBeLessThan(answered?.lastEventId ?? 0);
    await ctx.server.settled();
    const stored = await models.games.findOne({ gameId }).lean();
    expect(await models.gameEvents.countDocuments({ gameId })).toBe(stored?.lastEventId);
    expect(stored?.lastEventId).toBeGreaterThan(0);
  } finally {
    p1.close();
    p2.close();
  }
});
