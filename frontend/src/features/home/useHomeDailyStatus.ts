// Today's daily status for the home screen; null until known.
import type { DailyStatus } from './dailyStatus';

// The daily-challenge work fills this in (local completion record + high score call). It stays a hook
// so Home can switch to the completed state without changing its callers.
export function useHomeDailyStatus(): DailyStatus | null {
  return null;
}
