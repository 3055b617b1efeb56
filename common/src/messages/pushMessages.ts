// What a push notification says. Never a letter: a push may arrive before the player has finished a day.
// With the opponent's name (a friend game where they gave one) a push says who; without it, the game's code.
export const PUSH_MESSAGES = Object.freeze({
  yourTurnTitle: 'Your turn in Gridable',
  yourTurnTitleAgainst: (opponent: string) => `Your move against ${opponent}`,
  // Says which move is waiting, as a friend's message would: the letter to place, or that the letter is theirs to choose.
  yourTurnBody: (gameId: string, round: number, letter: string | null) =>
    letter
      ? `Game ${gameId}, round ${round}: place the letter ${letter} on your grid.`
      : `Game ${gameId}, round ${round}: choose this round's letter.`,
  /** `theyChose`: the letter waiting to be placed is the one the opponent chose (not the player's own). */
  yourTurnBodyAgainst: (opponent: string, round: number, letter: string | null, theyChose: boolean) =>
    !letter
      ? `Round ${round} against ${opponent}: choose this round's letter.`
      : theyChose
        ? `${opponent} chose the letter ${letter}. Round ${round}: place it on your grid.`
        : `Round ${round} against ${opponent}: place the letter ${letter} on your grid.`,
  rematchTitle: 'Rematch?',
  rematchBody: (gameId: string) => `Your opponent in game ${gameId} wants a rematch.`,
  rematchBodyFrom: (opponent: string) => `${opponent} wants a rematch.`,
  nudgeTitle: 'Your opponent nudged you',
  nudgeTitleFrom: (opponent: string) => `${opponent} nudged you`,
  nudgeBody: (gameId: string) => `Game ${gameId} is waiting for your move.`,
  nudgeBodyFrom: (opponent: string) => `Your game with ${opponent} is waiting for your move.`,
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
