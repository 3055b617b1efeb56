// A daily's placements, in order, kept on the daily game itself (in the same versioned write as the move), as a
// friend game keeps its own: the review reads them there for as long as the game is kept, while the audit lines
// of daily_challenge_submissions expire (DAILY_SUBMISSION_RETENTION_DAYS).
import type { DailyGameCore, GameEvent } from '@gridable/common';
import { appendedMoveLog, decodePlacements, type LoggedPlacement } from '../games/moveLog';

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
  const log = appendedMoveLog(dailyMoveLogOf(current), () => moved.playerGrid, events);
  return log === null ? {} : { moveLog: log };
}
