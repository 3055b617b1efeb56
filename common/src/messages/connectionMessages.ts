// What the game page says about its connection to the server.
export const CONNECTION_MESSAGES = Object.freeze({
  /** Socket.IO cannot connect (a proxy may block it): the page plays over REST and reads the game on a timer. */
  pollingFallback: 'Live connection unavailable — updating every few seconds.',
  /**
   * The spec's 'Please reconnect' hint, shown while the browser or the server cannot be reached. One line on a
   * 320 px phone: the grid and Submit keep their room while the page retries by itself.
   */
  lost: 'Connection lost. Please reconnect.',
  /**
   * The status line on the player's move while cut off, in place of "Your turn: choose…": the controls are
   * disabled until the connection is back, so the line says so instead of asking for a move that cannot be made.
   */
  yourMoveOffline: 'Your turn, once you are reconnected.',
  /** A move made as the connection dropped: not yet acknowledged, it goes when the connection is back. */
  moveQueuedOffline: 'Your move is sent once you are reconnected.',
});
