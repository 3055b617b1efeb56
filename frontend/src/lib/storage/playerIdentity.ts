// The anonymous player identity kept in localStorage; a missing, malformed or 30-day-old one is replaced.
import { IDENTITY_MAX_AGE_DAYS } from '../constants';
import { LOCAL_KEYS } from './keys';
import { isNonEmptyString, isOlderThan, isRecord, isTimestamp } from './records';
import { createUUID } from './uuid';
import { readJson, writeJson } from './webStorage';

export interface PlayerIdentity {
  playerUUID: string;
  createdAt: string;
}

export function isPlayerIdentity(value: unknown): value is PlayerIdentity {
  return isRecord(value) && isNonEmptyString(value.playerUUID) && isTimestamp(value.createdAt);
}

/**
 * The stored identity if it is valid and was last used no more than 30 days ago, else null. Games last 30
 * days after their last move, so the identity that holds their seats lives as long as it keeps being used.
 */
export function readPlayerIdentity(now: number = Date.now()): PlayerIdentity | null {
  const stored = readJson('local', LOCAL_KEYS.playerIdentity);
  if (!isPlayerIdentity(stored)) return null;
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
