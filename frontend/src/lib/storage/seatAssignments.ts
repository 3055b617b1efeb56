// Which seat (player 1 or 2) this browser holds in each friend game, so a reload or a new tab can rejoin it.
import { IDENTITY_MAX_AGE_DAYS } from '../constants';
import { LOCAL_KEYS } from './keys';
import { isNonEmptyString, isOlderThan, isRecord, isSeatNumber, isTimestamp } from './records';
import type { SeatNumber } from './records';
import { readJson, writeJson } from './webStorage';

export interface SeatAssignment {
  gameId: string;
  playerId: SeatNumber;
  playerUUID: string;
  assignedAt: string;
}

export function isSeatAssignment(value: unknown): value is SeatAssignment {
  return (
    isRecord(value) &&
    isNonEmptyString(value.gameId) &&
    isSeatNumber(value.playerId) &&
    isNonEmptyString(value.playerUUID) &&
    isTimestamp(value.assignedAt)
  );
}

/** Every valid assignment younger than 30 days; anything else is dropped from storage as a side effect. */
export function listSeatAssignments(now: number = Date.now()): SeatAssignment[] {
  const stored = readJson('local', LOCAL_KEYS.seatAssignments);
  const entries = isRecord(stored) ? Object.values(stored) : [];
  const kept = entries.filter(
    (entry): entry is SeatAssignment =>
      isSeatAssignment(entry) && !isOlderThan(entry.assignedAt, IDENTITY_MAX_AGE_DAYS, now),
  );
  if (kept.length !== entries.length) writeAll(kept);
  return kept;
}

export function getSeatAssignment(gameId: string, now: number = Date.now()): SeatAssignment | null {
  return listSeatAssignments(now).find((assignment) => assignment.gameId === gameId) ?? null;
}

export function saveSeatAssignment(
  assignment: Omit<SeatAssignment, 'assignedAt'>,
  now: number = Date.now(),
): SeatAssignment {
  const saved: SeatAssignment = { ...assignment, assignedAt: new Date(now).toISOString() };
  const others = listSeatAssignments(now).filter((existing) => existing.gameId !== assignment.gameId);
  writeAll([...others, saved]);
  return saved;
}

export function removeSeatAssignment(gameId: string, now: number = Date.now()): void {
  writeAll(listSeatAssignments(now).filter((assignment) => assignment.gameId !== gameId));
}

function writeAll(assignments: SeatAssignment[]): void {
  writeJson('local', LOCAL_KEYS.seatAssignments, Object.fromEntries(assignments.map((a) => [a.gameId, a])));
}
