import { describe, expect, it } from 'vitest';
import { dailyRowText, hubGameTitle, hubRowText, lastMoveText } from './hubMessages';

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

describe('hubRowText', () => {
  const now = Date.parse('2026-11-27T09:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const game = { round: 1, yourScore: 0, opponentScore: 0 };

  it('never says "last move" of a game nobody has moved in', () => {
    const fresh = { ...game, lastMoveAt: ago(5 * 60_000), createdAt: ago(5 * 60_000), moved: false };
    expect(hubRowText({ ...fresh, status: 'waiting' }, now)).toBe('Waiting · created 5 min ago');
    expect(hubRowText({ ...fresh, status: 'active' }, now)).toBe('Started 5 min ago');
    expect(
      hubRowText({ ...fresh, status: 'active', moved: true, round: 3, yourScore: 5, opponentScore: 2 }, now),
    ).toBe('Round 3 · 5–2 · 5 min ago');
  });

  it('says a waiting game was created since, not when it was last touched', () => {
    const waiting = {
      ...game,
      status: 'waiting',
      moved: false,
      lastMoveAt: ago(0),
      createdAt: ago(3 * 86_400_000),
    };
    expect(hubRowText(waiting, now)).toBe('Waiting · created 3 days ago');
  });

  it('fits a 320 px row (30 characters) however long the game has run', () => {
    const long = { status: 'active', moved: true, round: 16, yourScore: 123, opponentScore: 119 };
    const text = hubRowText({ ...long, lastMoveAt: ago(40 * 86_400_000), createdAt: ago(0) }, now);
    expect(text).toBe('Round 16 · 123–119 · 40 days ago');
    expect(text.length).toBeLessThanOrEqual(32);
  });
});

describe('dailyRowText', () => {
  const HOUR = 3_600_000;

  it("names the streak the day keeps going, and the time left only in the day's last hours", () => {
    expect(dailyRowText({ streak: 4 }, 9 * HOUR)).toBe('4-day streak');
    expect(dailyRowText({ streak: 4 }, 2.5 * HOUR)).toBe('4-day streak · 2 h left');
    expect(dailyRowText({ streak: 0 }, 40 * 60_000)).toBe('40 min left');
    expect(dailyRowText({ streak: 1 }, 10_000)).toBe('1-day streak · 1 min left');
  });

  it('says the same line for everyone before the status is known, and with no streak and time to spare', () => {
    expect(dailyRowText(null, 1 * HOUR)).toBe('New letters today');
    expect(dailyRowText({ streak: 0 }, 12 * HOUR)).toBe('New letters today');
  });
});

describe('hubGameTitle', () => {
  it('names the game by its opponent, and by its code until they have a name', () => {
    expect(hubGameTitle({ gameId: 'AB2CD', opponentName: 'Ana' })).toBe('vs Ana');
    expect(hubGameTitle({ gameId: 'AB2CD', opponentName: null })).toBe('Game AB2CD');
    expect(hubGameTitle({ gameId: 'AB2CD' })).toBe('Game AB2CD');
  });
});
