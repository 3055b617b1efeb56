// The computer player, its daily par and the grid solvers. Self-contained and zod-free, so a Web Worker
// can import it without the protocol schemas.
export { BOT_LEVELS, BOT_LEVEL_DESCRIPTIONS, isBotLevel, type BotLevel } from './levels';
export {
  botChooseLetter,
  botPlaceLetter,
  type BotChooseInput,
  type BotMode,
  type BotPlaceInput,
} from './botPlayer';
export { playDailyAsComputer, type ComputerDaily } from './dailyPlayer';
export { playBotMatch } from './botMatch';
export { bestArrangement, type BestArrangement } from './bestArrangement';
export { findPerfectGrid } from './perfectGrid';
