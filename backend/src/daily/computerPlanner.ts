// The real DayPlanner: common's solver accepts a draw only if a perfect 32 is possible with hindsight, and the
// strongest computer player plays each new day once; its score is the par.
import { findPerfectGrid, PAR_LEVEL, playDailyAsComputer } from '@gridable/common';
import type { DayPlanner } from './dayPlanner';

export { PAR_LEVEL };

/**
 * About 60 ms per draw vetted (about 1% are redrawn) and 150-400 ms for the par, once per day per node when
 * the day's letters are first drawn; every later request reads the stored day.
 */
export function createComputerPlanner(): DayPlanner {
  return {
    hasPerfectGrid: (letters) => findPerfectGrid(letters) !== null,
    par: (letters, seed) => {
      const { score, grid } = playDailyAsComputer(letters, PAR_LEVEL, seed);
      return { score, grid };
    },
  };
}
