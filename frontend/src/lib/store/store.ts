// The Redux store: one per app (and per test), built over the shared root reducer.
import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api';
import { rootReducer, type RootState } from './rootReducer';

export type { RootState };

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
