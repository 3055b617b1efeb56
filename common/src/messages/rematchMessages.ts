// Sentences of a friend game's rematch (issue 15): the server refuses with them, the end screen shows them.
/** Player-facing sentences of the rematch, shown by the client and sent by the server. */
export const REMATCH_MESSAGES = Object.freeze({
  offer: 'Rematch',
  accept: 'Accept',
  offering: 'Offering...',
  offered: 'Rematch offered. Waiting for your opponent...',
  /** Home's button once you have offered: nothing more to press until the opponent answers. */
  offeredShort: 'Rematch offered',
  starting: 'Starting the rematch...',
  /** An old end screen revisited after its rematch began: the new game is a place to go, not something starting. */
  openRematch: 'Open rematch',
  decline: 'Decline',
  withdraw: 'Cancel offer',
  declining: 'Declining...',
  declinedByOpponent: 'Your opponent declined the rematch.',
  declinedByYou: 'You declined the rematch.',
  withdrawnByOpponent: 'Your opponent took back the rematch offer.',
  /** Home's line under a finished game whose opponent turned your offer down. */
  declinedShort: 'Rematch declined',
  /** The offerer has gone (closed the tab, gone Home): accepting still works, and the new game waits for them. */
  offererAway: 'Your opponent has left this screen. If you accept, the new game waits for them.',
  /** Your offer stands while the opponent is away: it is not lost, they see it when they are back. */
  offeredToAway: 'Your opponent is away. They will see your offer when they come back.',
  alreadyStarted: 'The rematch has already started',
  declineFailed: 'Could not decline',
  /** A press with no network: said in words, not as the fetch's failure code. */
  offline: 'You are offline. Press again once you are back online.',
  notFinished: 'A rematch can be offered only once the game is over',
  dailyGame: 'Daily games have no rematch',
  failed: 'Rematch Failed',
  /**
   * Where a friend game's end shows both, a line says what each does: Rematch asks this opponent (it needs
   * them to accept), Play Again (SPEC's link) starts a fresh game to share with anyone.
   */
  offerHint: 'Rematch: the same opponent, if they accept.',
  playAgainHint: 'Play Again: a new game with a new code to share.',
});

/** SPEC-style '{Opponent} wants a rematch'. */
export function rematchOfferedText(opponent: string): string {
  return `${opponent} wants a rematch`;
}
