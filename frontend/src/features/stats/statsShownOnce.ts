// Statistics open by themselves once after the day's daily: the first end screen of the day shows them, and
// neither a reload nor a return to the result does again. Remembered in this browser, per player and day.
import { LOCAL_KEYS } from '../../lib/storage/keys';
import { readString, writeString } from '../../lib/storage/webStorage';

function keyOf(playerUUID: string, date: string): string {
  return `${playerUUID}|${date}`;
}

/** Whether Statistics have not yet opened by themselves for this player's day. */
export function statsDueFor(playerUUID: string, date: string): boolean {
  return readString('local', LOCAL_KEYS.statsShownFor) !== keyOf(playerUUID, date);
}

/** Records that they have; only the latest day is kept, as no earlier day can be due again. */
export function markStatsShown(playerUUID: string, date: string): void {
  writeString('local', LOCAL_KEYS.statsShownFor, keyOf(playerUUID, date));
}
