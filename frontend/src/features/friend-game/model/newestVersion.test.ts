import { describe, expect, it } from 'vitest';
import type { ServerEvent } from '@gridable/common';
import { gameViewFixture } from '../../../testing/gameViewFixture';
import { isNews } from './newestVersion';

const envelope = { gameId: 'ABCDE', timestamp: '2025-06-14T18:30:00.000Z' };
function placed(eventId: number, version: number): ServerEvent {
  const game = gameViewFixture({ version });
  return { type: 'PLAYER_PLACED_LETTER', eventId, ...envelope, version, playerId: 2, round: 1, game };
}

describe('the newest version wins', () => {
  const held = { version: 6, lastEventId: 8 };

  it('applies a newer version at once, even past missing ids', () => {
    expect(isNews(held, placed(12, 9))).toBe(true);
  });

  it('drops an older version, and a repeat of an id already applied at the version held', () => {
    expect(isNews(held, placed(7, 5))).toBe(false);
    expect(isNews(held, placed(8, 6))).toBe(false);
  });

  it("applies the next event of the write held (one write's events share its version)", () => {
    expect(isNews(held, placed(9, 6))).toBe(true);
  });

  it('takes a STATE_SYNC at the version held, never an older one', () => {
    const sync = (version: number): ServerEvent => ({
      type: 'STATE_SYNC',
      eventId: 8,
      ...envelope,
      version,
      game: gameViewFixture({ version }),
      playerInfo: { playerId: 1, isYourTurn: true },
    });
    expect(isNews(held, sync(6))).toBe(true);
    expect(isNews(held, sync(5))).toBe(false);
  });

  it('lets failures and heartbeats through, whatever is held', () => {
    const failure: ServerEvent = { type: 'ERROR', eventId: 0, ...envelope, message: 'No', code: 'INTERNAL' };
    expect(isNews(held, failure)).toBe(true);
  });
});
