// A game against the computer behind the friend game's GameSession seam: the screen calls the same two moves and
// reads the same friendGame slice, which this session fills with the local game's views (version = move count).
import { isSeatsTurn } from '@gridable/common/rules';
import { TOAST_TITLES } from '@gridable/common/messages';
import type { Move } from '@gridable/common';
import { gameOpened, stateReceived } from '../../friend-game';
import type { GameSession, SessionOutput } from '../../friend-game';
import { COMPUTER_GAME_ID, viewOf, type ComputerGame } from '../model/computerGame';

export interface ComputerGameSession extends GameSession {
  /** Shows `game` on the screen; a new game (another seed) starts the slice afresh. */
  show(game: ComputerGame | null): void;
}

export function createComputerGameSession(
  play: (move: Move) => string | null,
  { dispatch, notify }: SessionOutput,
): ComputerGameSession {
  let shownSeed: number | null = null;

  function move(next: Move, failureTitle: string): Promise<boolean> {
    const refusal = play(next);
    if (refusal !== null) notify({ title: failureTitle, description: refusal, variant: 'destructive' });
    return Promise.resolve(refusal === null);
  }

  return {
    start() {
      shownSeed = null;
      dispatch(gameOpened(COMPUTER_GAME_ID));
      return () => {
        shownSeed = null;
      };
    },
    show(game) {
      if (!game) return;
      if (game.seed !== shownSeed) {
        shownSeed = game.seed;
        dispatch(gameOpened(COMPUTER_GAME_ID));
      }
      const seat = game.humanSeat;
      dispatch(
        stateReceived({
          game: viewOf(game),
          playerInfo: { playerId: seat, isYourTurn: isSeatsTurn(game.core, seat) },
        }),
      );
    },
    submitLetter: (letter) => move({ type: 'SELECT_LETTER', letter }, TOAST_TITLES.letterFailed),
    submitPlacement: (cellIndex) => move({ type: 'PLACE_LETTER', cellIndex }, TOAST_TITLES.placementFailed),
  };
}
