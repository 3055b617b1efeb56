// The daily feature's public face, for pages elsewhere (the demos) that show a daily end screen.
export { DailyEndScreen } from './DailyEndScreen';
export type { DailyEndScreenProps } from './DailyEndScreen';
export { usePublicResult } from './usePublicResult';
export type { PublicResultState } from './usePublicResult';
