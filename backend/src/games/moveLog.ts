// The placements of a friend game, in order, stored on the game itself (written in the same versioned write
// as the move), so a finished game can still be reviewed after its event log is dropped.
import { cellAt, type FriendGameCore, type GameEvent, type Grid, type Seat } from '@gridable/common';
import type { StoredGame } from '../db/stores/gameStore';

export interface LoggedPlacement {
  round: number;
  seat: Seat;
  letter: string;
  cell: number;
}

/**
 * Stored as one string, four characters a placement: round − 1 and cell in hex, seat, letter ("0A1S…").
 * As an array of { round, seat, letter, cell } documents the log was ~1.8 KiB of every finished game on
 * disk and more in memory (bench:footprint 29.7 → 37.6 KiB a game); as a string it is 128 bytes.
 */
const PLACEMENT_CHARS = 4;

export function encodePlacements(placements: readonly LoggedPlacement[]): string {
  return placements
    .map(({ round, seat, letter, cell }) => `${(round - 1).toString(16)}${cell.toString(16)}${seat}${letter}`)
    .join('');
}

export function decodePlacements(log: string): LoggedPlacement[] {
  const placements: LoggedPlacement[] = [];
  for (let at = 0; at + PLACEMENT_CHARS <= log.length; at += PLACEMENT_CHARS) {
    placements.push({
      round: parseInt(log[at] ?? '0', 16) + 1,
      cell: parseInt(log[at + 1] ?? '0', 16),
      seat: log[at + 2] === '2' ? 2 : 1,
      letter: log[at + 3] ?? '',
    });
  }
  return placements;
}

/** The game's placements in order; games stored before the string form keep their array. */
export function moveLogOf(game: StoredGame): LoggedPlacement[] {
  const log: unknown = game.moveLog;
  if (typeof log === 'string') return decodePlacements(log);
  return Array.isArray(log) ? (log as LoggedPlacement[]) : [];
}

/**
 * The log with this write's placements appended (the final round places both players' letters at once),
 * encoded whole so it lands atomically with the move; null when no letter was placed. `gridOf` is the grid a
 * seat's letter now sits in.
 */
export function appendedMoveLog(
  logged: readonly LoggedPlacement[],
  gridOf: (seat: Seat) => Grid,
  events: readonly GameEvent[],
): string | null {
  const placed = events.flatMap((event): LoggedPlacement[] => {
    if (event.type !== 'PLAYER_PLACED_LETTER') return [];
    const letter = cellAt(gridOf(event.seat), event.cellIndex);
    return letter ? [{ round: event.round, seat: event.seat, letter, cell: event.cellIndex }] : [];
  });
  return placed.length === 0 ? null : encodePlacements([...logged, ...placed]);
}

/** The $set appending this write's placements to a friend game's log; nothing when no letter was placed. */
export function moveLogFields(
  current: StoredGame,
  moved: FriendGameCore,
  events: readonly GameEvent[],
): Record<string, unknown> {
  const log = appendedMoveLog(
    moveLogOf(current),
    (seat) => (seat === 1 ? moved.player1Grid : moved.player2Grid),
    events,
  );
  return log === null ? {} : { moveLog: log };
}
