// What a push notification says. Never a letter: a push may arrive before the player has finished a day.
export const PUSH_MESSAGES = Object.freeze({
  yourTurnTitle: 'Your turn in Gridable',
  // Says which move is waiting, as a friend's message would: the letter to place, or that the letter is theirs to choose.
  yourTurnBody: (gameId: string, round: number, letter: string | null) =>
    letter
      ? `Game ${gameId}, round ${round}: place the letter ${letter} on your grid.`
      : `Game ${gameId}, round ${round}: choose this round's letter.`,
  rematchTitle: 'Rematch?',
  rematchBody: (gameId: string) => `Your opponent in game ${gameId} wants a rematch.`,
  nudgeTitle: 'Your opponent nudged you',
  nudgeBody: (gameId: string) => `Game ${gameId} is waiting for your move.`,
  reminderTitle: "Today's Gridable is ready",
  reminderBody: 'Eight new letters are waiting. Keep your streak going!',
  /** The browser refuses (the player blocked the site): asking again cannot help, the site settings can. */
  permissionBlocked:
    "Notifications are blocked for Gridable in this browser. Allow them in the site's settings, then try again.",
  /** The player closed the browser's question without answering. */
  permissionDismissed: 'Notifications stay off. Ask again whenever you like.',
  /** A renewal naming a subscription the server does not hold (or with the wrong secret). */
  unknownSubscription: 'No such push subscription to renew',
  /** A subscribe naming a stored endpoint with keys that are not its browser's. */
  notYourSubscription: 'This push subscription belongs to another browser',
});
