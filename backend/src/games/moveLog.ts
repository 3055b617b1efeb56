// The placements of a friend game, in order, stored on the game itself (written in the same versioned write
// as the move), so a finished game can still be reviewed after its event log is dropped.
import type { FriendGameCore, GameEvent, Seat } from '@gridable/common';
import type { StoredGame } from '../db/stores/gameStore';

export interface LoggedPlacement {
  round: number;
  seat: Seat;
  letter: string;
  cell: number;
}

export function moveLogOf(game: StoredGame): LoggedPlacement[] {
  return (game.moveLog ?? []) as LoggedPlacement[];
}

/**
 * The $set appending this write's placements (the final round places both players' letters at once) to the
 * log, as the whole array so it lands atomically with the move; nothing when no letter was placed.
 */
export function moveLogFields(
  current: StoredGame,
  moved: FriendGameCore,
  events: readonly GameEvent[],
): Record<string, unknown> {
  const placed = events.flatMap((event): LoggedPlacement[] => {
    if (event.type !== 'PLAYER_PLACED_LETTER') return [];
    const grid = event.seat === 1 ? moved.player1Grid : moved.player2Grid;
    const letter = grid[event.cellIndex >> 2]?.[event.cellIndex & 3];
    return letter ? [{ round: event.round, seat: event.seat, letter, cell: event.cellIndex }] : [];
  });
  return placed.length === 0 ? {} : { moveLog: [...moveLogOf(current), ...placed] };
}
