// A game's notifications (its turn, a nudge, a rematch offer) share one tag, so each replaces the last. The
// service worker gets the prefix at build (pwa.ts fills it into its template).
import type { PushMessage } from '@gridable/common';

export const GAME_NOTIFICATION_TAG_PREFIX = 'game-';

/** A push about no game is tagged with its kind: the daily reminder replaces yesterday's. */
export const DAILY_REMINDER_TAG: PushMessage['kind'] = 'daily-reminder';

export function gameNotificationTag(gameId: string): string {
  return `${GAME_NOTIFICATION_TAG_PREFIX}${gameId}`;
}
