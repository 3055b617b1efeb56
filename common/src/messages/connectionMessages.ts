// What the game page says about its connection to the server.
export const CONNECTION_MESSAGES = Object.freeze({
  /** Socket.IO cannot connect (a proxy may block it): the page plays over REST and reads the game on a timer. */
  pollingFallback: 'Live connection unavailable — updating every few seconds.',
});
