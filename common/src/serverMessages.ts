// Sentences the server answers with when it protects itself; the client shows them as they are.

/** docs/PROTOCOL.md §7: any 429. */
export const RATE_LIMIT_MESSAGE = 'Rate limit exceeded. Please wait a moment and try again.';

export const SERVER_MESSAGES = Object.freeze({
  rateLimited: RATE_LIMIT_MESSAGE,
  /** The database cannot store changes (disk full, read-only data directory, database down). */
  cannotSave: 'The server cannot save changes right now. Nothing was changed; please try again in a minute.',
  /** Connection ceiling reached: new visitors wait, games already open keep going. */
  busy: 'The server is busy right now. Please try again in a minute.',
  /** Too many open connections from one address, or listening to one game. */
  tooManyConnections: 'Too many open connections. Close some tabs and try again.',
  /** A socket opened by a page of another site (a browser names the page's origin). */
  foreignOrigin: "Connections are accepted only from Gridable's own pages.",
  /** A time zone name the runtime does not know (daily creation and today's high score). */
  unknownTimeZone: 'Unknown time zone',
  /** Metrics behind METRICS_TOKEN. */
  metricsUnauthorized: 'Metrics need a valid token',
});
