import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MS_PER_DAY } from '../constants';
import { LOCAL_KEYS } from './keys';
import {
  getSeatAssignment,
  listSeatAssignments,
  removeSeatAssignment,
  saveSeatAssignment,
} from './seatAssignments';

const NOW = Date.parse('2025-06-15T12:00:00.000Z');

describe('seat assignments', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('remembers the seat held in each game, stamped with the time it was assigned', () => {
    saveSeatAssignment({ gameId: 'ABCDE', playerId: 1, playerUUID: 'uuid-1' });
    saveSeatAssignment({ gameId: 'FGHIJ', playerId: 2, playerUUID: 'uuid-1' });

    expect(getSeatAssignment('ABCDE')).toEqual({
      gameId: 'ABCDE',
      playerId: 1,
      playerUUID: 'uuid-1',
      assignedAt: '2025-06-15T12:00:00.000Z',
    });
    expect(getSeatAssignment('FGHIJ')?.playerId).toBe(2);
    expect(getSeatAssignment('ZZZZZ')).toBeNull();
  });

  it('replaces the assignment of the same game', () => {
    saveSeatAssignment({ gameId: 'ABCDE', playerId: 1, playerUUID: 'uuid-1' });
    saveSeatAssignment({ gameId: 'ABCDE', playerId: 2, playerUUID: 'uuid-1' });
    expect(listSeatAssignments()).toHaveLength(1);
    expect(getSeatAssignment('ABCDE')?.playerId).toBe(2);
  });

  it('drops assignments older than 30 days from storage', () => {
    saveSeatAssignment({ gameId: 'OLD', playerId: 1, playerUUID: 'uuid-1' });
    vi.setSystemTime(NOW + 10 * MS_PER_DAY);
    saveSeatAssignment({ gameId: 'NEW', playerId: 2, playerUUID: 'uuid-1' });

    vi.setSystemTime(NOW + 30 * MS_PER_DAY);
    expect(listSeatAssignments().map((a) => a.gameId)).toEqual(['OLD', 'NEW']);

    vi.setSystemTime(NOW + 30 * MS_PER_DAY + 1);
    expect(getSeatAssignment('OLD')).toBeNull();
    expect(
      Object.keys(
        JSON.parse(localStorage.getItem(LOCAL_KEYS.seatAssignments) ?? '{}') as Record<string, unknown>,
      ),
    ).toEqual(['NEW']);
  });

  it('ignores malformed records and keeps the good ones', () => {
    localStorage.setItem(
      LOCAL_KEYS.seatAssignments,
      JSON.stringify({
        GOOD: { gameId: 'GOOD', playerId: 2, playerUUID: 'u', assignedAt: '2025-06-14T00:00:00Z' },
        SEAT3: { gameId: 'SEAT3', playerId: 3, playerUUID: 'u', assignedAt: '2025-06-14T00:00:00Z' },
        NOUUID: { gameId: 'NOUUID', playerId: 1, assignedAt: '2025-06-14T00:00:00Z' },
        NODATE: { gameId: 'NODATE', playerId: 1, playerUUID: 'u' },
      }),
    );
    expect(listSeatAssignments().map((a) => a.gameId)).toEqual(['GOOD']);
  });

  it('treats unreadable storage as empty', () => {
    localStorage.setItem(LOCAL_KEYS.seatAssignments, 'not json');
    expect(listSeatAssignments()).toEqual([]);
    saveSeatAssignment({ gameId: 'ABCDE', playerId: 1, playerUUID: 'u' });
    expect(getSeatAssignment('ABCDE')?.playerId).toBe(1);
  });

  it('forgets a game on request', () => {
    saveSeatAssignment({ gameId: 'ABCDE', playerId: 1, playerUUID: 'u' });
    removeSeatAssignment('ABCDE');
    expect(getSeatAssignment('ABCDE')).toBeNull();
  });
});
