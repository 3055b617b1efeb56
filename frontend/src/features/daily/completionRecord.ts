// Keeps a finished daily game in this browser's completions (lib/storage, 90 days), for the home screen and streaks.
import type { Completion } from '@gridable/common';
import { recordDailyCompletion } from '../../lib/storage';

export function saveCompletion(
  completion: Completion & { playerUUID: string; completedAt?: string },
): boolean {
  try {
    recordDailyCompletion({
      date: completion.date,
      gameNumber: completion.gameNumber,
      playerUUID: completion.playerUUID,
      completedAt: completion.completedAt ?? new Date().toISOString(),
      finalScore: completion.finalScore,
      gameId: completion.gameId,
    });
    return true;
  } catch (error) {
    // A record the store refuses (e.g. a legacy game without a day) just isn't kept; the game itself is fine.
    console.warn('Daily completion not stored', error);
    return false;
  }
}
