// The daily challenge's pure parts: dates and game numbers, the day's letters, streaks, stats, par, archive, share text.
export * from './dates';
export * from './gameNumber';
export * from './gameIds';
export * from './sequence';
export * from './streaks';
export * from './streakFreezes';
export * from './shareText';
export * from './dailyView';
export * from './stats';
export * from './par';
export * from './archive';
export * from './countdown';
export * from './spoilers';
