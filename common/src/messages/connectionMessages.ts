// What the game page says about its connection to the server.
export const CONNECTION_MESSAGES = Object.freeze({
  /** Socket.IO cannot connect (a proxy may block it): the page plays over REST and reads the game on a timer. */
  pollingFallback: 'Live connection unavailable — updating every few seconds.',
  /**
   * The spec's 'Please reconnect' hint, shown while the browser or the server cannot be reached. One line on a
   * 320 px phone: the grid and Submit keep their room while the page retries by itself.
   */
  lost: 'Connection lost. Please reconnect.',
});
