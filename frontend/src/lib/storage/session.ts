// Per-tab values in sessionStorage: the client id, the seat this tab plays, and where its event stream left off.
import { SESSION_KEYS } from './keys';
import { isNonEmptyString, isSeatNumber } from './records';
import type { SeatNumber } from './records';
import { createUUID } from './uuid';
import { readString, removeKey, writeString } from './webStorage';

export interface SessionSeat {
  playerGameId: string;
  playerIdentity: SeatNumber;
  playerUUID: string;
}

/** This tab's client id, created on first use. */
export function getClientId(): string {
  const existing = readString('session', SESSION_KEYS.clientId);
  if (isNonEmptyString(existing)) return existing;
  const clientId = createUUID();
  writeString('session', SESSION_KEYS.clientId, clientId);
  return clientId;
}

/** The client id this tab used before its last rotation, sent as previousConnectionId so the server can match us. */
export function getPreviousClientId(): string | null {
  const previous = readString('session', SESSION_KEYS.previousClientId);
  return isNonEmptyString(previous) ? previous : null;
}

/** Starts a new client id, remembering the current one as the previous id. */
export function rotateClientId(): string {
  const current = readString('session', SESSION_KEYS.clientId);
  if (isNonEmptyString(current)) writeString('session', SESSION_KEYS.previousClientId, current);
  const next = createUUID();
  writeString('session', SESSION_KEYS.clientId, next);
  return next;
}

/** The seat this tab plays, only if all three parts are present and well formed. */
export function readSessionSeat(): SessionSeat | null {
  const playerGameId = readString('session', SESSION_KEYS.playerGameId);
  const identity = Number(readString('session', SESSION_KEYS.playerIdentity));
  const playerUUID = readString('session', SESSION_KEYS.playerUUID);
  if (!isNonEmptyString(playerGameId) || !isSeatNumber(identity) || !isNonEmptyString(playerUUID))
    return null;
  return { playerGameId, playerIdentity: identity, playerUUID };
}

export function saveSessionSeat(seat: SessionSeat): void {
  writeString('session', SESSION_KEYS.playerGameId, seat.playerGameId);
  writeString('session', SESSION_KEYS.playerIdentity, String(seat.playerIdentity));
  writeString('session', SESSION_KEYS.playerUUID, seat.playerUUID);
}

export function readLastEventId(): string | null {
  const id = readString('session', SESSION_KEYS.lastEventId);
  return isNonEmptyString(id) ? id : null;
}

export function saveLastEventId(eventId: string): void {
  writeString('session', SESSION_KEYS.lastEventId, eventId);
}

/** Forgets the seat and stream position, e.g. when leaving a game for home. */
export function clearSessionSeat(): void {
  removeKey('session', SESSION_KEYS.playerGameId);
  removeKey('session', SESSION_KEYS.playerIdentity);
  removeKey('session', SESSION_KEYS.playerUUID);
  removeKey('session', SESSION_KEYS.lastEventId);
}

/** Forgets every session value, client ids included (the waiting screen's Return Home). */
export function clearSession(): void {
  for (const key of Object.values(SESSION_KEYS)) removeKey('session', key);
}
