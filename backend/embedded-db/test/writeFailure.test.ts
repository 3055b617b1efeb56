// A journal that cannot be written (full disk, read-only directory): the write fails, nothing of it is
// applied, ping reports it, and once the disk takes writes again the server recovers by itself.
import fs from 'node:fs';
import type { MongoServerError } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTempDir, removeDir, startWithClient } from './support/embedded';

let dir: string;
const realWriteSync = fs.writeSync;

beforeEach(() => {
  dir = makeTempDir();
});

afterEach(() => {
  vi.restoreAllMocks();
  removeDir(dir);
});

/** From now on every file write lands half its bytes, then fails with ENOSPC, like a disk filling up. */
function fillTheDisk(): void {
  const writeHalf = (
    fd: number,
    data: NodeJS.ArrayBufferView | string,
    offset?: unknown,
    length?: unknown,
  ): number => {
    const bytes =
      typeof data === 'string'
        ? Buffer.from(data)
        : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const start = typeof offset === 'number' ? offset : 0;
    const half = Math.floor((typeof length === 'number' ? length : bytes.length - start) / 2);
    if (half > 0) realWriteSync(fd, bytes, start, half);
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  };
  vi.spyOn(fs, 'writeSync').mockImplementation(writeHalf);
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a journal that cannot be written', () => {
  it('refuses the write without applying it, fails ping, and recovers when space returns, losing nothing acknowledged', async () => {
    const first = await startWithClient({ dataDir: dir });
    const games = first.client.db('app').collection('games');
    await games.createIndex({ gameId: 1 }, { unique: true });
    await games.insertOne({ gameId: 'kept', version: 0 });

    fillTheDisk();
    const insert = (await games.insertOne({ gameId: 'lost' }).catch((e: unknown) => e)) as MongoServerError;
    expect(insert.code).toBe(14031);
    expect(insert.message).toMatch(/ENOSPC.*not applied/);
    const update = (await games
      .updateOne({ gameId: 'kept' }, { $set: { version: 1 } })
      .catch((e: unknown) => e)) as MongoServerError;
    expect(update.code).toBe(14031);
    // Memory still holds only what was stored: no phantom game, no phantom version, and the unique key is free.
    expect(await games.findOne({ gameId: 'lost' })).toBeNull();
    expect((await games.findOne({ gameId: 'kept' }))?.['version']).toBe(0);
    const ping = (await first.client
      .db('admin')
      .command({ ping: 1 })
      .catch((e: unknown) => e)) as MongoServerError;
    expect(ping.code).toBe(14031);

    vi.restoreAllMocks();
    await eventually(
      async () =>
        await first.client
          .db('admin')
          .command({ ping: 1 })
          .then(
            () => true,
            () => false,
          ),
    );
    await games.insertOne({ gameId: 'after' });
    await games.updateOne({ gameId: 'kept' }, { $set: { version: 2 } });
    await first.stop();

    // The half-written lines were cut off: every acknowledged write replays, the refused ones do not.
    const second = await startWithClient({ dataDir: dir });
    const again = second.client.db('app').collection('games');
    expect(
      (
        await again
          .find({}, { projection: { _id: 0, gameId: 1 } })
          .sort({ gameId: 1 })
          .toArray()
      ).map((g): unknown => g['gameId']),
    ).toEqual(['after', 'kept']);
    expect((await again.findOne({ gameId: 'kept' }))?.['version']).toBe(2);
    await second.stop();
  });

  it('takes back a whole multi-document command, not just its last document', async () => {
    const running = await startWithClient({ dataDir: dir });
    const db = running.client.db('app');
    await db.collection('moves').insertOne({ n: 0 });
    fillTheDisk();
    const failed = (await db
      .collection('moves')
      .insertMany([{ n: 1 }, { n: 2 }, { n: 3 }])
      .catch((e: unknown) => e)) as MongoServerError;
    expect(failed.code).toBe(14031);
    const dropped = (await db
      .collection('moves')
      .drop()
      .catch((e: unknown) => e)) as MongoServerError;
    expect(dropped.code).toBe(14031);
    expect(await db.collection('moves').countDocuments()).toBe(1);
    vi.restoreAllMocks();
    await eventually(
      async () =>
        await db.command({ ping: 1 }).then(
          () => true,
          () => false,
        ),
    );
    await running.stop();
  });
});
