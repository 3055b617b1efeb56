import { describe, expect, it } from 'vitest';
import { TOTAL_ROUNDS, emptyCellIndexes } from '@gridable/common';
import { runBotTask } from '../bot/runBotTask';
import {
  botMove,
  botSeatOf,
  botTask,
  lettersPlayed,
  newComputerGame,
  playMove,
  rematchOf,
  replayGame,
  viewOf,
  type ComputerGame,
} from './computerGame';

/** The player's stand-in: the round's letter from a fixed list, placed in the first empty cell. */
function humanMove(game: ComputerGame) {
  const grid = game.humanSeat === 1 ? game.core.player1Grid : game.core.player2Grid;
  if (game.core.currentLetter === null)
    return { type: 'SELECT_LETTER' as const, letter: 'STONERAILS'[game.core.currentRound % 10] ?? 'E' };
  return { type: 'PLACE_LETTER' as const, cellIndex: emptyCellIndexes(grid)[0] ?? 0 };
}

function playWhole(game: ComputerGame): ComputerGame {
  let current = game;
  for (let step = 0; step < 200 && current.core.status === 'active'; step++) {
    const task = botTask(current);
    const moved = task
      ? playMove(current, botSeatOf(current), botMove(task, runBotTask(task)))
      : playMove(current, current.humanSeat, humanMove(current));
    if (!moved.ok) throw new Error(moved.error);
    current = moved.game;
  }
  return current;
}

describe('a computer game', () => {
  it('plays to the end on the friend game rules, the bot never refused', () => {
    const finished = playWhole(newComputerGame('medium', 1, 7));
    expect(finished.core.status).toBe('completed');
    expect(emptyCellIndexes(finished.core.player1Grid)).toEqual([]);
    expect(emptyCellIndexes(finished.core.player2Grid)).toEqual([]);
    expect(lettersPlayed(finished)).toHaveLength(TOTAL_ROUNDS);
  });

  it('waits for the player when the round is theirs to choose, and asks the bot to place every letter', () => {
    const game = newComputerGame('easy', 1, 3);
    expect(botTask(game)).toBeNull();
    const chosen = playMove(game, 1, { type: 'SELECT_LETTER', letter: 'q' });
    expect(chosen.ok && chosen.game.core.currentLetter).toBe('Q');
    const task = chosen.ok ? botTask(chosen.game) : null;
    expect(task).toMatchObject({
      kind: 'place',
      input: { letter: 'Q', round: 1, seat: 2, level: 'easy', seed: 3 },
    });
  });

  it('refuses a move out of turn with the rules’ sentence', () => {
    const game = newComputerGame('hard', 2, 5);
    const refused = playMove(game, 2, { type: 'SELECT_LETTER', letter: 'A' });
    expect(refused).toEqual({ ok: false, error: expect.stringMatching(/turn/i) });
    expect(botTask(game)?.kind).toBe('choose');
  });

  it('replays a saved log to the same position, and drops a log the rules refuse', () => {
    const finished = playWhole(newComputerGame('hard', 2, 11));
    const { core, ...saved } = finished;
    expect(replayGame(saved)?.core).toEqual(core);
    const tampered = {
      ...saved,
      moves: [
        ...saved.moves.slice(0, 3),
        { seat: 1 as const, move: { type: 'PLACE_LETTER' as const, cellIndex: 99 } },
      ],
    };
    expect(replayGame(tampered)).toBeNull();
  });

  it('rematches at the same level with the other player choosing first', () => {
    const game = newComputerGame('hard', 1, 9);
    const next = rematchOf(game, 10);
    expect(next).toMatchObject({ level: 'hard', humanSeat: 2, seed: 10, moves: [] });
    expect(botTask(next)?.kind).toBe('choose');
  });

  it('is seen by the game screen as a started friend game with both seats taken', () => {
    const view = viewOf(newComputerGame('easy', 2, 1));
    expect(view).toMatchObject({ status: 'active', currentRound: 1, player1: 'computer', player2: 'you' });
  });
});
