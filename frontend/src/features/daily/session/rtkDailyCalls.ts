// The daily session's server calls, made through the app's one RTK Query API (so its cache and error shape apply).
import type { AppStore } from '../../../lib/store/store';
import { dailyApi } from '../dailyApi';
import type { DailyCalls } from './dailySession';

export function rtkDailyCalls(store: AppStore): DailyCalls {
  const { endpoints } = dailyApi;
  const fresh = { subscribe: false, forceRefetch: true } as const;
  return {
    startGame: (request) => store.dispatch(endpoints.startDailyGame.initiate(request)).unwrap(),
    getGame: (gameId, playerUUID) =>
      store.dispatch(endpoints.getDailyGame.initiate({ gameId, playerUUID }, fresh)).unwrap(),
    getLegacyGame: (gameId, playerUUID) =>
      store.dispatch(endpoints.getLegacyDailyGame.initiate({ gameId, playerUUID }, fresh)).unwrap(),
    act: (gameId, action) => store.dispatch(endpoints.sendDailyAction.initiate({ gameId, action })).unwrap(),
    checkCompletion: (date, playerUUID) =>
      store.dispatch(endpoints.checkCompletion.initiate({ date, playerUUID }, fresh)).unwrap(),
  };
}
