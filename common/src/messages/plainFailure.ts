// The one place raw transport failures become sentences a player can act on. Socket.IO, fetch and timers speak
// in "operation has timed out", "xhr poll error" or "Failed to fetch"; players must never see those.
export const PLAIN_FAILURES = Object.freeze({
  timedOut: "The game server didn't answer in time. Check your connection and try again.",
  offline: "You're offline or the connection dropped. We'll keep trying to reconnect; try again in a moment.",
  server: 'Something went wrong on our side. Please try again.',
  unknown: 'Something went wrong. Please try again.',
});

const TRANSPORT_PATTERNS: readonly [RegExp, string][] = [
  [/timed? ?out|timeout/i, PLAIN_FAILURES.timedOut],
  [
    /not connected|network|failed to fetch|load failed|xhr (poll|post) error|websocket|transport (close|error)|socket|connection (closed|refused|reset)|offline|FETCH_ERROR|ECONN|ENOTFOUND/i,
    PLAIN_FAILURES.offline,
  ],
  [/^(API error: )?5\d\d\b|internal server error|bad gateway|service unavailable/i, PLAIN_FAILURES.server],
];

/**
 * A sentence for a failure's message: transport and server-crash texts are replaced, while the game's own
 * messages (the SPEC's sentences, e.g. 'You have already placed your letter this round.') pass through.
 */
export function plainFailureText(message: string | null | undefined): string {
  const text = (message ?? '').trim();
  if (!text) return PLAIN_FAILURES.unknown;
  for (const [pattern, sentence] of TRANSPORT_PATTERNS) if (pattern.test(text)) return sentence;
  return text;
}
