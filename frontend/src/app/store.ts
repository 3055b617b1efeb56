// The Redux store: the RTK Query cache plus one slice per client concern; features add theirs to combineSlices.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from '../lib/api';
import { toastsSlice } from '../components/toast/toastsSlice';
import { friendGameSlice } from '../features/friend-game/model/friendGameSlice';

export const rootReducer = combineSlices(api, toastsSlice, friendGameSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
