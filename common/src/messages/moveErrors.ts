// Why a move was refused, as a player reads it; the first two are worded by docs/PROTOCOL.md §5.
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
  /** A move sent with the version it was made against, after the game had moved on. */
  staleVersion: 'The game has moved on since you made that move. Your screen now shows the latest state.',
});
