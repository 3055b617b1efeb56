// What the review and watching say when they cannot go ahead.
export const REVIEW_MESSAGES = Object.freeze({
  notFound: 'No finished game with that ID was found.',
  notFinished: 'This game is still being played: its review opens when it ends.',
  notYours: 'Only the players of this game can review it.',
  dayNotOver:
    "This daily's review stays with its player until the day is over everywhere, so nobody's letters are spoiled.",
  endedEarly:
    'This game ended before the grids were full (a resignation or a claimed win), so there is no whole game to review.',
  historyMissing: "This game's moves were not all recorded, so it cannot be reviewed.",
  visitorNote: "This is another player's game: wherever the review says you, read them.",
  watchNotFound: 'No game with that ID was found to watch.',
  watchNotStarted: 'This game has not started yet: join it instead of watching.',
  watchFull: 'This game has as many watchers as it can take. Try again later.',
});
