// A game against the computer behind the friend game's GameSession seam: the screen calls the same two moves and
// reads the same friendGame slice, which this session fills with the local game's views (version = move count).
// The computer's moves arrive as a friend's do, as the events a server would send, so they are said alike.
import { isSeatsTurn } from '@gridable/common/rules';
import { TOAST_TITLES } from '@gridable/common/messages';
import type { GameView, Move, ServerEvent } from '@gridable/common';
import { gameOpened, serverEventReceived, stateReceived } from '../../friend-game';
import type { GameSession, SessionOutput } from '../../friend-game';
import { botSeatOf, COMPUTER_GAME_ID, viewOf, type ComputerGame } from '../model/computerGame';

export interface ComputerGameSession extends GameSession {
  /** Shows `game` on the screen; a new game (another seed) starts the slice afresh. */
  show(game: ComputerGame | null): void;
}

/** The event a friend's server sends for the computer's latest move; null when the last move was the player's. */
function botMoveEvent(game: ComputerGame, view: GameView): ServerEvent | null {
  const last = game.moves.at(-1);
  if (!last || last.seat !== botSeatOf(game)) return null;
  const envelope = {
    eventId: game.moves.length,
    gameId: COMPUTER_GAME_ID,
    timestamp: new Date().toISOString(),
    version: view.version,
    playerId: last.seat,
    round: game.moves.filter((logged) => logged.move.type === 'SELECT_LETTER').length,
    game: view,
  };
  return last.move.type === 'SELECT_LETTER'
    ? { type: 'LETTER_SELECTED', ...envelope, letter: last.move.letter }
    : { type: 'PLAYER_PLACED_LETTER', ...envelope };
}

export function createComputerGameSession(
  play: (move: Move) => string | null,
  { dispatch, notify }: SessionOutput,
): ComputerGameSession {
  let shownSeed: number | null = null;
  let shownMoves = 0;

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
      const isNewGame = game.seed !== shownSeed;
      if (isNewGame) {
        shownSeed = game.seed;
        dispatch(gameOpened(COMPUTER_GAME_ID));
      }
      const seat = game.humanSeat;
      const view = viewOf(game);
      // Only a move made while the game is on screen is news: a reload or another tab's game is not.
      const event = !isNewGame && game.moves.length === shownMoves + 1 ? botMoveEvent(game, view) : null;
      shownMoves = game.moves.length;
      // Before the state, as a server's event comes before the round's: a round it ends is then said last.
      if (event) dispatch(serverEventReceived(event));
      dispatch(
        stateReceived({
          game: view,
          playerInfo: { playerId: seat, isYourTurn: isSeatsTurn(game.core, seat) },
        }),
      );
    },
    submitLetter: (letter) => move({ type: 'SELECT_LETTER', letter }, TOAST_TITLES.letterFailed),
    submitPlacement: (cellIndex) => move({ type: 'PLACE_LETTER', cellIndex }, TOAST_TITLES.placementFailed),
  };
}
