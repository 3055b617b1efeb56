// The daily challenge's pure parts: dates and game numbers, the day's letters, streaks and share text.
export * from './dates';
export * from './gameNumber';
export * from './gameIds';
export * from './sequence';
export * from './streaks';
export * from './shareText';
export * from './dailyView';
