// The day's par: what the strongest computer player scored on the same letters, and the sentence comparing it.
import type { BotLevel } from '../bot/levels';
import { BOT_LEVEL_NAMES } from '../messages/computerMessages';

/**
 * The par is what the strongest level scores, so beating it means something. Named wherever its grid shows, so
 * the daily's end screen and its review (which shows the Medium computer's game with your letters) never seem
 * to speak of one computer with two scores.
 */
export const PAR_LEVEL: BotLevel = 'hard';

const PAR_PLAYER = `the ${BOT_LEVEL_NAMES[PAR_LEVEL]} computer`;

/** 'Par 26 — you beat the Hard computer by 1', or the tie and the loss said as plainly. */
export function parSentence(par: number, score: number): string {
  const margin = score - par;
  if (margin > 0) return `Par ${par} — you beat ${PAR_PLAYER} by ${margin}`;
  if (margin < 0) return `Par ${par} — ${PAR_PLAYER} beat you by ${-margin}`;
  return `Par ${par} — you tied with ${PAR_PLAYER}`;
}
