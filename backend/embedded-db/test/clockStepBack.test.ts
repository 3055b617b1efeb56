// A compaction that fails (full disk, a directory no longer writable) is said once, and a wall clock
// stepped back (NTP, a VM restored) must not stall its retry: that waits on a monotonic clock.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTempDir, removeDir, startWithClient } from './support/embedded';

let dir: string;
const realOpenSync = fs.openSync;
const realNow = Date.now;

beforeEach(() => {
  dir = makeTempDir();
});

afterEach(() => {
  vi.restoreAllMocks();
  removeDir(dir);
});

const firstLine = (): string =>
  fs.readFileSync(path.join(dir, 'journal.ejsonl'), 'utf8').split('\n')[0] ?? '';

describe('a clock stepped back after a failed compaction', () => {
  it('still retries the compaction once the retry delay has passed', { timeout: 30_000 }, async () => {
    const running = await startWithClient({ dataDir: dir, compactAfterBytes: 2_000 });
    const moves = running.client.db('app').collection('moves');
    try {
      const header = firstLine();
      // The next compaction cannot start its journal (a full disk for a moment).
      let refused = 0;
      vi.spyOn(fs, 'openSync').mockImplementation((file, flags, mode) => {
        if (String(file).endsWith('journal.next.ejsonl') && refused++ === 0)
          throw Object.assign(new Error('ENOSPC: no space left on device, open'), { code: 'ENOSPC' });
        return realOpenSync(file, flags, mode);
      });
      const notes: string[] = [];
      running.server.onNote((note) => notes.push(`${note.level}: ${note.message}`));
      let i = 0;
      while (refused === 0) await moves.insertOne({ i: i++, pad: 'x'.repeat(200) });
      // The operator hears of the failed compaction (once), naming the directory and the cause.
      await vi.waitFor(() => expect(notes).toEqual([expect.stringMatching(/^error: .*could not compact/)]));
      expect(notes[0]).toContain(dir);
      expect(notes[0]).toContain('ENOSPC');
      // Then the wall clock goes back an hour.
      vi.spyOn(Date, 'now').mockImplementation(() => realNow() - 3_600_000);
      const deadline = realNow() + 20_000;
      while (firstLine() === header && realNow() < deadline) {
        await moves.insertOne({ i: i++, pad: 'x'.repeat(200) });
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(firstLine()).not.toBe(header);
    } finally {
      await running.stop();
    }
  });
});
