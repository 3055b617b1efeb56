// A daily's placements, in order, kept on the daily game itself (in the same versioned write as the move), as a
// friend game keeps its own: the review reads them there for as long as the game is kept, while the audit lines
// of daily_challenge_submissions expire (DAILY_SUBMISSION_RETENTION_DAYS).
import { cellAt, type DailyGameCore, type GameEvent } from '@gridable/common';
import { decodePlacements, encodePlacements, type LoggedPlacement } from '../games/moveLog';

/** The game's logged placements; empty for games made before the log (their review reads the audit lines). */
export function dailyMoveLogOf(game: { moveLog?: unknown }): LoggedPlacement[] {
  return typeof game.moveLog === 'string' ? decodePlacements(game.moveLog) : [];
}

/** The $set appending this move's placement (the last round's is automatic) to the log; nothing otherwise. */
export function dailyMoveLogFields(
  current: { moveLog?: unknown },
  moved: DailyGameCore,
  events: readonly GameEvent[],
): { moveLog?: string } {
  const placed = events.flatMap((event): LoggedPlacement[] => {
    if (event.type !== 'PLAYER_PLACED_LETTER') return [];
    const letter = cellAt(moved.playerGrid, event.cellIndex);
    return letter ? [{ round: event.round, seat: event.seat, letter, cell: event.cellIndex }] : [];
  });
  return placed.length === 0 ? {} : { moveLog: encodePlacements([...dailyMoveLogOf(current), ...placed]) };
}
