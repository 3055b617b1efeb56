// How a shared result page says where its game was played, when the server could not check it.
import type { ResultKind } from './protocol/results';
import type { BotLevel } from './bot/levels';
import { computerOpponentLabel } from './messages/computerMessages';
import { dailyTitle } from './daily/gameNumber';

export const RESULT_LABELS = Object.freeze({
  computer: 'Played against the computer on this player’s device. Not verified by Gridable.',
  demo: 'A demo game. Not verified by Gridable.',
  unverified: 'Shared before results were verified. Not verified by Gridable.',
});

/** The label a shared result carries, or null when the server built it from a game it saw finish. */
export function resultLabel(result: {
  kind?: ResultKind | undefined;
  verified?: boolean | undefined;
  computerLevel?: BotLevel | undefined;
}): string | null {
  if (result.verified) return null;
  if (result.kind === 'computer' && result.computerLevel)
    return `Played ${computerOpponentLabel(result.computerLevel)} on this player’s device. Not verified by Gridable.`;
  if (result.kind === 'computer') return RESULT_LABELS.computer;
  if (result.kind === 'demo') return RESULT_LABELS.demo;
  return RESULT_LABELS.unverified;
}

export const RESULT_TITLES = Object.freeze({
  computer: 'vs Computer',
  generic: 'Shared Gridable Result',
});

/**
 * A shared result's title. Only a result the server built from a daily game it saw finish carries the
 * daily title and number; one it could not check never does, whatever it was posted as: it has the
 * generic title, and its label says it is not verified.
 */
export function resultTitle(result: {
  gameMode: string;
  gameNumber: number | null;
  kind?: ResultKind | undefined;
  verified?: boolean | undefined;
  computerLevel?: BotLevel | undefined;
}): string {
  if (!result.verified) {
    if (result.kind === 'computer')
      return result.computerLevel ? computerOpponentLabel(result.computerLevel) : RESULT_TITLES.computer;
    return RESULT_TITLES.generic;
  }
  return result.gameMode === 'daily_challenge' && result.gameNumber !== null
    ? dailyTitle(result.gameNumber)
    : RESULT_TITLES.generic;
}
