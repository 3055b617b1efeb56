// The daily feature's public face, for other features: the end screen the demos show, the archive's start.
export { DailyEndScreen } from './DailyEndScreen';
export type { DailyEndScreenProps } from './DailyEndScreen';
export { usePublicResult } from './usePublicResult';
export type { PublicResultState } from './usePublicResult';
export { useStartDailyGameMutation } from './dailyApi';
// Result links already made travel to another device with a transfer code.
export { allShareUrls, storeShareUrl } from './shareUrlStore';
