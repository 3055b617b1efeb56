// `settled()` is what tests wait on for the writes a move's answer does not wait for (its event records): a poll
// with a deadline (vi.waitFor's 1 s) failed whenever the database thread, busy on a loaded machine, was slower.
// Here the event log's inserts wait until the test opens a gate: as late as a busy database makes them.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEmbeddedMongo, type EmbeddedMongo } from '@gridable/embedded-db';
import { loadConfig } from '../../src/config';
import { startServer, type RunningServer } from '../../src/startServer';
import { createInlineDrawer } from '../support/inlineDrawer';
import { createInlineReviewer } from '../support/inlineReviewer';
import { createGame, joinSocket, newIdentity } from './support/players';

const order: string[] = [];
let openGate: () => void = () => undefined;
const gate = new Promise<void>((resolve) => {
  openGate = resolve;
});

/** The embedded database, with inserts into the event log held at the gate. */
function heldAtGate(database: EmbeddedMongo): EmbeddedMongo {
  return new Proxy(database, {
    get(target, key) {
      if (key === 'command')
        return async (db: string, command: Record<string, unknown>) => {
          if (command.insert !== 'game_events') return target.command(db, command);
          await gate;
          const reply = await target.command(db, command);
          order.push('records stored');
          return reply;
        };
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

let database: EmbeddedMongo;
let server: RunningServer;
beforeAll(async () => {
  // The embedded database whatever MONGODB_URI says: the gate sits on its way in.
  database = await startEmbeddedMongo({ port: 0, dataDir: ':memory:' });
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: ':memory:',
    STATIC_DIR: '/nonexistent',
  });
  server = await startServer(config, {
    embeddedThread: { started: Promise.resolve(heldAtGate(database)), onCrash: () => undefined },
    drawer: createInlineDrawer(),
    reviewer: createInlineReviewer(),
  });
});
afterAll(async () => {
  openGate();
  await server.close();
});

it("resolves once a move's event records are stored, however late the database is with them", async () => {
  const gameId = await createGame(server.url);
  const p1 = await joinSocket(server.url, gameId, 1, newIdentity());
  const p2 = await joinSocket(server.url, gameId, 2, newIdentity());
  try {
    expect(await p1.letter('S')).toEqual({ ok: true });
    const { models } = server;
    const answered = await models.games.findOne({ gameId }).lean();
    // Answered before any of its records is written: this is the wait a test needs.
    expect(await models.gameEvents.countDocuments({ gameId })).toBe(0);
    const settling = server.settled().then(() => order.push('settled'));
    openGate();
    await settling;
    expect(order.at(-1)).toBe('settled');
    expect(order).toContain('records stored');
    expect(await models.gameEvents.countDocuments({ gameId })).toBe(answered?.lastEventId);
    expect(answered?.lastEventId).toBeGreaterThan(0);
  } finally {
    p1.close();
    p2.close();
  }
});
