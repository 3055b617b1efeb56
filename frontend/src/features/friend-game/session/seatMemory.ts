// Remembers the seat the server named, so a reload or a second tab rejoins it (docs/PROTOCOL.md §4 Rejoin).
import type { Seat } from '@gridable/common';
import { getSeatAssignment, saveSeatAssignment, saveSessionSeat } from '../../../lib/storage';
import { gameIdentity } from '../hooks/gameIdentity';

export function createSeatMemory(gameId: string) {
  let remembered: Seat | null = null;
  return {
    /** Call with the seat after each state change; writes storage only when the seat is new. */
    update(seat: Seat | null): void {
      if (seat === null || seat === remembered) return;
      remembered = seat;
      const { playerUUID } = gameIdentity(gameId);
      const stored = getSeatAssignment(gameId);
      if (stored?.playerId !== seat || stored.playerUUID !== playerUUID) {
        saveSeatAssignment({ gameId, playerId: seat, playerUUID });
      }
      saveSessionSeat({ playerGameId: gameId, playerIdentity: seat, playerUUID });
    },
  };
}
