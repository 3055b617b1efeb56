import { describe, expect, it } from 'vitest';
import { lastMoveText } from './hubMessages';

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
