// A game's notifications (its turn, a nudge, a rematch offer) share one tag, so each replaces the last. The
// service worker gets the prefix at build (pwa.ts fills it into its template).
export const GAME_NOTIFICATION_TAG_PREFIX = 'game-';

export function gameNotificationTag(gameId: string): string {
  return `${GAME_NOTIFICATION_TAG_PREFIX}${gameId}`;
}
