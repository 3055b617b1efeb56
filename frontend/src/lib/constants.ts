// The docs/PROTOCOL.md §9 numbers the shell uses, re-exported from @gridable/common so there is one source for each.
export {
  COMPLETION_RETENTION_DAYS,
  GRID_SIZE,
  IDENTITY_MAX_AGE_DAYS,
  MAX_SCORE,
  MS_PER_DAY,
  SWIPE_THRESHOLD_PX,
  TOAST_DURATION_MS,
  TOTAL_ROUNDS,
} from '@gridable/common/constants';
