// Two computer players through a whole friend game on the real rules reducer, so every move they make is
// checked by the same code that checks a person's. Used by the tests and the benchmark.
import { applyMove, createFriendGameCore, startGame, type FriendGameCore } from '../game/friendGame';
import type { Move, MoveResult } from '../game/moves';
import { seatView } from '../game/seats';
import type { Seat } from '../game/types';
import { chooserForRound } from '../game/turns';
import { botChooseLetter, botPlaceLetter } from './botPlayer';
import type { BotLevel } from './levels';
import { mixSeed } from './random';

function accepted(result: MoveResult<FriendGameCore>, what: string): FriendGameCore {
  if (!result.ok) throw new Error(`The rules refused the computer's ${what}: ${result.error.message}`);
  return result.game;
}

/** Plays seat 1 at `level1` against seat 2 at `level2` to the end; throws if the rules refuse any move. */
export function playBotMatch(level1: BotLevel, level2: BotLevel, seed: number): FriendGameCore {
  const levels: Record<Seat, BotLevel> = { 1: level1, 2: level2 };
  const seeds: Record<Seat, number> = { 1: mixSeed(seed, 1), 2: mixSeed(seed, 2) };
  const gridOf = (game: FriendGameCore, seat: Seat) => seatView(game, seat).grid;
  let game = accepted(startGame(createFriendGameCore()), 'start');
  const lettersPlayed: string[] = [];
  while (game.status === 'active') {
    const round = game.currentRound;
    const chooser = chooserForRound(round);
    const letter = botChooseLetter({
      ownGrid: gridOf(game, chooser),
      lettersPlayed,
      round,
      level: levels[chooser],
      seed: seeds[chooser],
      seat: chooser,
    });
    const select: Move = { type: 'SELECT_LETTER', letter };
    game = accepted(applyMove(game, select, chooser), `letter ${letter}`);
    lettersPlayed.push(letter);
    if (game.status !== 'active') break;
    for (const seat of [1, 2] as const) {
      const cellIndex = botPlaceLetter({
        grid: gridOf(game, seat),
        letter,
        round,
        level: levels[seat],
        seed: seeds[seat],
        seat,
      });
      game = accepted(applyMove(game, { type: 'PLACE_LETTER', cellIndex }, seat), `cell ${cellIndex}`);
    }
  }
  return game;
}
