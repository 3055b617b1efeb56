// Which computer is which on a review page. Every move is graded against the Hard computer (reviewGame), but
// the grid beside yours is another game: your opponent's, or in a daily the Medium computer's own game with
// your dealt letters (quick and without randomness: see luck.ts). The page names both for what they are.
import type { BotLevel } from '../bot/levels';
import { BOT_LEVEL_NAMES } from '../messages/computerMessages';
import { LETTERS_GAME_LEVEL } from './luck';

/** The level whose moves every placement is graded against. */
export const GRADING_LEVEL: BotLevel = 'hard';

/** "the Hard computer". */
export function levelComputer(level: BotLevel): string {
  return `the ${BOT_LEVEL_NAMES[level]} computer`;
}

const GRADER = levelComputer(GRADING_LEVEL);
const Grader = GRADER.charAt(0).toUpperCase() + GRADER.slice(1);

export const REVIEW_COMPARISON = Object.freeze({
  gradedBy: `Every move graded against ${GRADER}, from the same position.`,
  /** Whose move the replay compares yours with (drawn dashed in your grid): in a sentence, and starting one. */
  grader: GRADER,
  graderStart: Grader,
  /** The caption of the daily's second grid. */
  lettersGameLabel: `${BOT_LEVEL_NAMES[LETTERS_GAME_LEVEL]} computer`,
  lettersGameNote:
    `Beside yours: ${levelComputer(LETTERS_GAME_LEVEL)}'s own game with the letters you were given ` +
    `(it picks its own in the rounds you picked). ${Grader} grades your moves.`,
});

/** Under a computer game's replay: the grid beside yours is your opponent's, not the grader's. */
export function computerOpponentNote(level: BotLevel): string {
  return `Beside yours: your opponent, ${levelComputer(level)}. ${Grader} grades your moves.`;
}
