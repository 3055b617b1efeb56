import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer } from '../support/testServer';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gridable-restart-'));
// Durability is the embedded server's promise, so this test always uses it, even where MONGODB_URI is set.
const embeddedAt = { DATA_DIR: dataDir, MONGODB_URI: '' };
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded database behind the real server', () => {
  it('keeps a created game across a restart of the server', async () => {
    const first = await startTestServer(embeddedAt);
    const created = await first.models.games.create({ gameId: 'KEEP7', player1UUID: 'u-1' });
    await first.close();

    const second = await startTestServer(embeddedAt);
    try {
      const found = await second.models.games.findOne({ gameId: 'KEEP7' }).lean();
      expect(found?.player1UUID).toBe('u-1');
      expect(String(found?._id)).toBe(String(created._id));
    } finally {
      await second.close();
    }
  });
});
