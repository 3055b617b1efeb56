// Sentences of public results (docs/PROTOCOL.md §8): what the server refuses a result with, and the shared page's 404 title.
import { GAME_MESSAGES } from './gameMessages';

export const RESULT_MESSAGES = Object.freeze({
  scoreMismatch: 'Score does not match the grid',
  /** docs/PROTOCOL.md §8: the shared result page's title when the id is unknown. */
  notFound: 'Result Not Found',
  gameNotFound: GAME_MESSAGES.gameNotFound,
  gameNotFinished: 'That game is not finished yet',
  notThisGame: 'That grid is not from this game',
  futureResult: 'A result cannot be completed in the future',
  tooEarlyResult: 'A result cannot be completed before Gridable existed',
  unknownGameNumber: 'There is no Gridable with that number',
  reviewMismatch: "The review's skill does not match the points it lost",
  /** A review line on a daily or friend result speaks for the player: only they may add it. */
  reviewNotYours: "Only the game's player can share its review",
});
