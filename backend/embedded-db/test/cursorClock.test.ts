// A cursor's idle time is told by the monotonic clock: the wall clock stepped forward (an NTP correction, an
// operator's `date`) must not kill a cursor a client is still reading.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CursorRegistry } from '../src/cursors';

const docs = Array.from({ length: 5 }, (_, i) => ({ _id: i }));

afterEach(() => {
  vi.useRealTimers();
});

describe('open cursors and the clock', () => {
  it('keeps a cursor in use when the wall clock jumps forward past the idle limit', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cursors = new CursorRegistry();
    const { id } = cursors.openCursor('app.games', docs, 2);
    vi.setSystemTime(Date.now() + 11 * 60 * 1000);
    // Opening another cursor sweeps idle ones.
    cursors.openCursor('app.games', docs, 2);
    expect(cursors.getMore(id, 'app.games', 2).nextBatch).toEqual([{ _id: 2 }, { _id: 3 }]);
  });

  it('still closes a cursor left idle for ten minutes of real time', () => {
    let now = 0;
    const cursors = new CursorRegistry(() => now);
    const { id } = cursors.openCursor('app.games', docs, 2);
    now += 10 * 60 * 1000 + 1;
    cursors.openCursor('app.games', docs, 2);
    expect(() => cursors.getMore(id, 'app.games', 2)).toThrow(/not found/);
  });
});
