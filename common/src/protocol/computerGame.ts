// Play vs Computer (issue 15): the level names players see, and how a finished game is labelled when shared.
import { z } from 'zod';
import { BOT_LEVELS, type BotLevel } from '../bot/levels';

export const BotLevelSchema = z.enum(BOT_LEVELS, { error: 'level must be easy, medium or hard' });

export const BOT_LEVEL_NAMES: Readonly<Record<BotLevel, string>> = Object.freeze({
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
});

/** 'vs Computer (Hard)': the opponent's name on the end screen, in the share text and on the shared result. */
export function computerOpponentLabel(level: BotLevel): string {
  return `vs Computer (${BOT_LEVEL_NAMES[level]})`;
}

/**
 * Extra fields a computer game's POST /api/public-results sends: the server never saw the game, so the
 * result says so and names the level it was played against.
 */
export const ComputerResultFields = z.object({ kind: z.literal('computer'), computerLevel: BotLevelSchema });
export type ComputerResultFields = z.infer<typeof ComputerResultFields>;

export const COMPUTER_MESSAGES = Object.freeze({
  title: 'Play vs Computer',
  chooseLevel: 'Choose how strong the computer plays',
  rematch: 'Rematch',
  chooseAnotherLevel: 'Change Level',
  orComputer: 'or play the computer',
  shareFailed: 'Results copied without a link: the server could not be reached.',
});
