// What a finished computer game shares: the public result request, and the text copied to the clipboard.
import { buildShareText, otherSeat } from '@gridable/common/rules';
import { computerOpponentLabel } from '@gridable/common/messages';
import type { Seat } from '@gridable/common';
import type { ComputerResultRequest } from '../api/computerResultApi';
import type { ComputerGame } from './computerGame';

function seatResult(game: ComputerGame, seat: Seat) {
  const { core } = game;
  return seat === 1
    ? { grid: core.player1Grid, words: core.player1Words, score: core.player1Score }
    : { grid: core.player2Grid, words: core.player2Words, score: core.player2Score };
}

export function playerResult(game: ComputerGame) {
  return seatResult(game, game.humanSeat);
}

export function computerResult(game: ComputerGame) {
  return seatResult(game, otherSeat(game.humanSeat));
}

/** The game's id on a shared result: not a friend game code, and unique per game. */
export function computerResultId(game: ComputerGame): string {
  return `CPU-${game.level}-${(game.seed >>> 0).toString(36)}`;
}

export function computerResultRequest(game: ComputerGame, completedAt: Date): ComputerResultRequest {
  const you = playerResult(game);
  return {
    gameId: computerResultId(game),
    gameMode: 'multiplayer',
    playerGrid: you.grid,
    playerWords: you.words,
    playerScore: you.score,
    completedAt: completedAt.toISOString(),
    kind: 'computer',
    computerLevel: game.level,
  };
}

/** The share text: the usual score and grid, with who it was against. */
export function computerShareText(game: ComputerGame, url: string): string {
  const you = playerResult(game);
  const [title = '', ...rest] = buildShareText({
    score: you.score,
    grid: you.grid,
    words: you.words,
    url,
  }).split('\n');
  const them = computerResult(game);
  return [`${title} ${computerOpponentLabel(game.level)}`, `${you.score} to ${them.score}`, ...rest].join(
    '\n',
  );
}
