// The stats feature's public face: the dialog the daily screens open, and the numbers the archive shows.
export { StatsDialog } from './StatsDialog';
export type { StatsDialogProps } from './StatsDialog';
export { loadPlayerStats } from './loadStats';
export { markStatsShown, statsDueFor } from './statsShownOnce';
export type { PlayerStats } from './loadStats';
