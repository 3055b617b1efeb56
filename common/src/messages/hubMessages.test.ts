import { describe, expect, it } from 'vitest';
import { hubTimeText, lastMoveText } from './hubMessages';

describe('lastMoveText', () => {
  const now = Date.parse('2026-11-27T09:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('says how long the board has been still, in the largest whole unit', () => {
    expect(lastMoveText(ago(20_000), now)).toBe('last move just now');
    expect(lastMoveText(ago(5 * 60_000), now)).toBe('last move 5 min ago');
    expect(lastMoveText(ago(11 * 3_600_000), now)).toBe('last move 11 h ago');
    expect(lastMoveText(ago(30 * 3_600_000), now)).toBe('last move 1 day ago');
    expect(lastMoveText(ago(50 * 3_600_000), now)).toBe('last move 2 days ago');
  });

  it('treats a clock behind the server as just now, and an unreadable time as nothing', () => {
    expect(lastMoveText(ago(-90_000), now)).toBe('last move just now');
    expect(lastMoveText('not a time', now)).toBe('');
  });
});

describe('hubTimeText', () => {
  const now = Date.parse('2026-11-27T09:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('never says "last move" of a game nobody has moved in', () => {
    const fresh = { lastMoveAt: ago(5 * 60_000), createdAt: ago(5 * 60_000), moved: false };
    expect(hubTimeText({ ...fresh, status: 'waiting' }, now)).toBe(
      'Waiting for your friend · created 5 min ago',
    );
    expect(hubTimeText({ ...fresh, status: 'active' }, now)).toBe('no move yet · started 5 min ago');
    expect(hubTimeText({ ...fresh, status: 'active', moved: true }, now)).toBe('last move 5 min ago');
  });

  it('says a waiting game was created since, not when it was last touched', () => {
    const game = { status: 'waiting', moved: false, lastMoveAt: ago(0), createdAt: ago(3 * 86_400_000) };
    expect(hubTimeText(game, now)).toBe('Waiting for your friend · created 3 days ago');
  });
});
