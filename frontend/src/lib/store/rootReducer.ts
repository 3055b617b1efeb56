// The root reducer holds what every page shares (the RTK Query cache, toasts); a feature's slice injects
// itself when its code loads (RTK's combineSlices + injectInto), so features never import the app's store.
import { combineSlices } from '@reduxjs/toolkit';
import { api } from '../api';
import { toastsSlice } from '../../components/toast/toastsSlice';

/**
 * Features add their slices here by declaration merging (see friend-game/model/friendGameSlice.ts); it
 * starts with no slice at all.
 */
export interface LazyLoadedSlices extends Record<never, never> {}

export const rootReducer = combineSlices(api, toastsSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
