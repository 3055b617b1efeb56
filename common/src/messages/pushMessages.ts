// What a push notification says. Never a letter: a push may arrive before the player has finished a day.
export const PUSH_MESSAGES = Object.freeze({
  yourTurnTitle: 'Your turn in Gridable',
  yourTurnBody: (gameId: string, round: number) => `Game ${gameId}, round ${round}: it is your move.`,
  rematchTitle: 'Rematch?',
  rematchBody: (gameId: string) => `Your opponent in game ${gameId} wants a rematch.`,
  nudgeTitle: 'Your opponent nudged you',
  nudgeBody: (gameId: string) => `Game ${gameId} is waiting for your move.`,
  reminderTitle: "Today's Gridable is ready",
  reminderBody: 'Eight new letters are waiting. Keep your streak going!',
  /** A renewal naming a subscription the server does not hold (or with the wrong secret). */
  unknownSubscription: 'No such push subscription to renew',
});
