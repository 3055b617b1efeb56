// The mover hears back once the game write is stored: never waiting on the event log's batch, and never
// hurt by that batch failing.
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chooserForRound, TOTAL_ROUNDS, type ServerEvent } from '@gridable/common';
import { connectDatabase, type Database } from '../../src/db/connection';
import { createModels, ensureIndexes, type Models } from '../../src/db/models';
import { createGameStore, type NewGameEvent } from '../../src/db/stores/gameStore';
import { createGameService } from '../../src/games/gameService';
import type { GameChannel } from '../../src/realtime/gameChannel';
import { createLogger } from '../../src/logger';

/** A full collection, so a WeakRef tells whether anything still holds its object. */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

let db: Database;
let models: Models;

beforeAll(async () => {
  db = await connectDatabase({ mongodbUri: undefined, dataDir: ':memory:', log: createLogger('silent') });
  models = createModels(db.connection);
  await ensureIndexes(models);
});
afterAll(async () => {
  await db.close();
});

/** A channel that publishes into `published` and hands every log batch to `record`. */
function channelWith(record: (records: NewGameEvent[]) => Promise<void>, published: ServerEvent[]) {
  return {
    record,
    publish: (events: ServerEvent[]) => {
      published.push(...events);
      return Promise.resolve();
    },
    seen: () => undefined,
  } as unknown as GameChannel;
}

async function playOneRound(service: ReturnType<typeof createGameService>) {
  const one = { clientId: 'client-1', playerUUID: 'uuid-1' };
  const two = { clientId: 'client-2', playerUUID: 'uuid-2' };
  const { gameId } = await service.createGame(one);
  await service.joinGame(gameId, { ...two, requestedPlayerId: 2 });
  await service.selectLetter(gameId, one, 'S');
  const placed = await service.placeLetter(gameId, one, 5);
  return { gameId, placed };
}

describe('a live game acknowledges', () => {
  it('once the game write is stored, while the event log batch is still unwritten', async () => {
    const published: ServerEvent[] = [];
    // The log never answers: a mover who waited for it would never hear back.
    const store = createGameStore(models, { command: db.command });
    const service = createGameService({
      store,
      channel: channelWith(() => new Promise<void>(() => undefined), published),
      log: createLogger('silent'),
    });
    const { gameId, placed } = await playOneRound(service);
    expect(placed.game.version).toBe((await store.find(gameId))?.version);
    expect(published.map((e) => e.type)).toContain('PLAYER_PLACED_LETTER');
  });

  it('when the event log fails, logging the failure instead of rejecting anywhere', async () => {
    const lines: string[] = [];
    const store = createGameStore(models, { command: db.command });
    const service = createGameService({
      store,
      channel: channelWith(() => Promise.reject(new Error('disk full')), []),
      log: createLogger('error', {}, (line) => lines.push(line)),
    });
    const { gameId, placed } = await playOneRound(service);
    expect(placed.game.version).toBe((await store.find(gameId))?.version);
    // Creation, two joins with the start, the letter and the placement each handed the log a batch.
    await vi.waitFor(() =>
      expect(lines.filter((line) => line.includes('recording game events failed'))).toHaveLength(4),
    );
    expect(lines.join('\n')).toContain('disk full');
  });
});

describe('a finished game', () => {
  it('is not held in memory once its last move is answered', async () => {
    const base = createGameStore(models, { command: db.command });
    // The store's answer to the finishing write is what a node would keep of the game.
    let finished: WeakRef<object> | undefined;
    const store: typeof base = {
      ...base,
      writeIfVersion: async (...args: Parameters<typeof base.writeIfVersion>) => {
        const written = await base.writeIfVersion(...args);
        if (written?.status === 'completed') finished = new WeakRef(written);
        return written;
      },
    };
    const service = createGameService({
      store,
      channel: channelWith(() => Promise.resolve(), []),
      log: createLogger('silent'),
    });
    const seats = {
      1: { clientId: 'done-1', playerUUID: 'done-uuid-1' },
      2: { clientId: 'done-2', playerUUID: 'done-uuid-2' },
    } as const;
    const { gameId } = await service.createGame(seats[1]);
    await service.joinGame(gameId, { ...seats[2], requestedPlayerId: 2 });
    for (let round = 1; round <= TOTAL_ROUNDS; round++) {
      await service.selectLetter(gameId, seats[chooserForRound(round)], 'S');
      if (round === TOTAL_ROUNDS) break;
      for (const seat of [1, 2] as const) await service.placeLetter(gameId, seats[seat], round - 1);
    }
    expect(finished).toBeDefined();
    // The node kept the last NODE_COPIES written games whole, finished ones too: a busy node's memory.
    // Collected once nothing holds it: a few turns of the event loop let the finishing write's own promise
    // chain settle (on a busy machine that is more than one turn); a copy the node keeps stays at every turn.
    for (let turn = 0; turn < 20 && finished?.deref() !== undefined; turn++) {
      await new Promise((resolve) => setImmediate(resolve));
      collectGarbage();
    }
    expect(finished?.deref()).toBeUndefined();
  });
});
