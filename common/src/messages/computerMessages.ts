// Sentences of Play vs Computer (issue 15): level names, the opponent's label, the page's words.
import type { BotLevel } from '../bot/levels';

export const BOT_LEVEL_NAMES: Readonly<Record<BotLevel, string>> = Object.freeze({
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
});

/** 'Computer (Hard)': the opponent's name, as the end screen labels its grid. */
export function computerName(level: BotLevel): string {
  return `Computer (${BOT_LEVEL_NAMES[level]})`;
}

/** 'vs Computer (Hard)': the opponent's name in the game's header, the share text and on the shared result. */
export function computerOpponentLabel(level: BotLevel): string {
  return `vs ${computerName(level)}`;
}

/** 'You: 3 won, 1 lost' (draws named only when there were any): your record against a level, in the picker. */
export function levelRecordLine({ won, lost, drawn }: { won: number; lost: number; drawn: number }): string {
  return `You: ${won} won, ${lost} lost${drawn > 0 ? `, ${drawn} drawn` : ''}`;
}

export const COMPUTER_MESSAGES = Object.freeze({
  title: 'Play vs Computer',
  chooseLevel: 'Choose how strong the computer plays',
  /** Under chooseLevel: the levels describe how the computer plays, which tells a newcomer nothing of where to start. */
  firstGameLevel: 'New to Gridable? Start with Easy.',
  /** Beside the level of the player's last game, in the picker. */
  lastPlayed: 'Last played',
  rematch: 'Play Again',
  chooseAnotherLevel: 'Change Level',
  orComputer: 'or play the computer',
  shareFailed: 'Results copied without a link: the server could not be reached.',
  /** Beside the computer's name while it weighs its move. */
  thinking: 'thinking',
});
