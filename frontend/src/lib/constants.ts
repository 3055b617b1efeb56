// Client-side numbers from SPEC §9 that the shell needs; these mirror common/src/constants.ts and move there once @gridable/common is importable.
export const TOAST_DURATION_MS = 5_000;
export const SWIPE_THRESHOLD_PX = 50;
export const IDENTITY_MAX_AGE_DAYS = 30;
export const COMPLETION_RETENTION_DAYS = 90;
export const MS_PER_DAY = 86_400_000;
export const GRID_SIZE = 4;
export const TOTAL_ROUNDS = 16;
export const MAX_SCORE = 32;
