// Why a move was refused: a code the server maps to an HTTP status, and a sentence a player can read.
export type MoveErrorCode = 'INVALID_INPUT' | 'NOT_YOUR_TURN' | 'NOT_ACTIVE' | 'CONFLICT';

export interface MoveError {
  code: MoveErrorCode;
  message: string;
}

/** HTTP status for each code, so every server route answers the same way. */
export const MOVE_ERROR_HTTP_STATUS: Readonly<Record<MoveErrorCode, number>> = Object.freeze({
  INVALID_INPUT: 400,
  NOT_YOUR_TURN: 403,
  NOT_ACTIVE: 409,
  CONFLICT: 409,
});

/** The messages players see; the first two are worded by SPEC §5. */
export const MOVE_ERROR_MESSAGES = Object.freeze({
  noLetterSelected: 'No letter is currently selected. Please wait for a letter to be chosen.',
  alreadyPlaced: 'You have already placed your letter this round.',
  invalidLetter: 'A letter must be a single character from A to Z.',
  invalidCellIndex: 'The cell index must be a whole number from 0 to 15.',
  invalidSeat: 'The player must be seat 1 or seat 2.',
  invalidMove: 'The move must be SELECT_LETTER with a letter or PLACE_LETTER with a cell index.',
  gameNotStarted: 'The game has not started yet. Please wait for the second player to join.',
  gameCompleted: 'The game is already over.',
  gameNotWaiting: 'The game has already started.',
  notYourTurn: 'It is not your turn to choose a letter.',
  blindRound:
    "This round's letter is a blind letter from today's sequence; you choose the letter in even rounds.",
  letterAlreadyChosen: 'A letter has already been chosen this round.',
  cellOccupied: 'That cell already holds a letter. Please choose an empty cell.',
  finalRoundAutoPlaced: 'In the final round the letter is placed automatically.',
  gridFull: 'There is no empty cell left on the grid.',
});

export function moveError(code: MoveErrorCode, message: string): MoveError {
  return { code, message };
}
