// The real DayPlanner: common's strongest computer player plays each new day once, and its score is the par.
import { playDailyAsComputer, type BotLevel } from '@gridable/common';
import type { DayPlanner } from './dayPlanner';

/** The par is what the strongest level scores, so beating it means something. */
export const PAR_LEVEL: BotLevel = 'hard';

/**
 * About 150-400 ms of CPU once per day per node, when the day's letters are first drawn; every later
 * request reads the stored par.
 */
export function createComputerPlanner(): DayPlanner {
  return {
    par: (letters, seed) => playDailyAsComputer(letters, PAR_LEVEL, seed).score,
  };
}
