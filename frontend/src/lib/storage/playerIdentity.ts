// The anonymous player identity kept in localStorage; a missing, malformed or 30-day-old one is replaced, unless it
// is kept: an identity moved between devices or seated in a league is the player's history and must not lapse.
import { IDENTITY_MAX_AGE_DAYS } from '../constants';
import { LOCAL_KEYS } from './keys';
import { isNonEmptyString, isOlderThan, isRecord, isTimestamp } from './records';
import { createUUID } from './uuid';
import { readJson, writeJson } from './webStorage';

export interface PlayerIdentity {
  playerUUID: string;
  createdAt: string;
  /** Set once the identity matters beyond this browser (a transfer code, a league): the 30-day expiry skips it. */
  kept?: true;
}

export function isPlayerIdentity(value: unknown): value is PlayerIdentity {
  return (
    isRecord(value) &&
    isNonEmptyString(value.playerUUID) &&
    isTimestamp(value.createdAt) &&
    (value.kept === undefined || value.kept === true)
  );
}

/**
 * The stored identity if it is valid and kept, or was last used no more than 30 days ago, else null. Games
 * last 30 days after their last move, so the identity holding their seats lives as long as it is used.
 */
export function readPlayerIdentity(now: number = Date.now()): PlayerIdentity | null {
  const stored = readJson('local', LOCAL_KEYS.playerIdentity);
  if (!isPlayerIdentity(stored)) return null;
  if (stored.kept) return { playerUUID: stored.playerUUID, createdAt: stored.createdAt, kept: true };
  const lastUsedAt =
    isRecord(stored) && isTimestamp(stored.lastUsedAt) ? stored.lastUsedAt : stored.createdAt;
  if (isOlderThan(lastUsedAt, IDENTITY_MAX_AGE_DAYS, now)) return null;
  return { playerUUID: stored.playerUUID, createdAt: stored.createdAt };
}

/** The current identity (its use recorded), creating and storing a fresh one when there is no usable one. */
export function getOrCreatePlayerIdentity(now: number = Date.now()): PlayerIdentity {
  const existing = readPlayerIdentity(now);
  if (existing) {
    writeJson('local', LOCAL_KEYS.playerIdentity, { ...existing, lastUsedAt: new Date(now).toISOString() });
    return existing;
  }
  const identity: PlayerIdentity = { playerUUID: createUUID(), createdAt: new Date(now).toISOString() };
  writeJson('local', LOCAL_KEYS.playerIdentity, identity);
  return identity;
}

/** The current identity, marked kept so it never expires here. */
export function keepPlayerIdentity(now: number = Date.now()): PlayerIdentity {
  const kept: PlayerIdentity = { ...getOrCreatePlayerIdentity(now), kept: true };
  writeJson('local', LOCAL_KEYS.playerIdentity, kept);
  return kept;
}

/** Makes `playerUUID` (claimed from another device) this browser's identity, kept. */
export function adoptPlayerIdentity(playerUUID: string, now: number = Date.now()): PlayerIdentity {
  const adopted: PlayerIdentity = { playerUUID, createdAt: new Date(now).toISOString(), kept: true };
  writeJson('local', LOCAL_KEYS.playerIdentity, adopted);
  return adopted;
}
