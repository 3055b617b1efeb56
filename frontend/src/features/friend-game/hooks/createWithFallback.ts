// docs/PROTOCOL.md §4 creation fallback: if the first creation call is still loading after 3 s (or fails), a second call
// with no body is made; the first game id from either wins.
import { CREATION_FALLBACK_MS } from '@gridable/common/constants';

export const CREATE_ERRORS = {
  fallback: 'Failed to create game via fallback method',
  all: 'All game creation methods failed. Please try again later.',
  start: 'Failed to start game creation process',
} as const;

/**
 * Resolves with the first game id either call produces. The fallback starts only if the first call is still
 * pending after CREATION_FALLBACK_MS; when everything fails the docs/PROTOCOL.md §8 sentence is reported and null returned.
 */
export async function createWithFallback(
  primary: Promise<{ gameId: string }>,
  fallback: () => Promise<{ gameId: string }>,
  report: (message: string) => void,
  /**
   * The sentence of a refusal no second call can change (the player's open games at the cap): said as it
   * is, and no fallback made. Null for a failure the fallback may get round.
   */
  final: (caught: unknown) => string | null = () => null,
): Promise<string | null> {
  return new Promise((resolve) => {
    let settled = false;
    let pending = 1;
    let fallbackStarted = false;
    const succeed = (id: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(id);
    };
    const fail = () => {
      pending -= 1;
      if (settled || pending > 0) return;
      if (!fallbackStarted) {
        startFallback();
        return;
      }
      settled = true;
      report(CREATE_ERRORS.all);
      resolve(null);
    };
    const startFallback = () => {
      if (fallbackStarted || settled) return;
      fallbackStarted = true;
      pending += 1;
      fallback()
        .then(({ gameId }) => succeed(gameId))
        .catch(() => {
          if (!settled) report(CREATE_ERRORS.fallback);
          fail();
        });
    };
    const timer = setTimeout(startFallback, CREATION_FALLBACK_MS);
    primary
      .then(({ gameId }) => succeed(gameId))
      .catch((caught: unknown) => {
        const refusal = final(caught);
        if (refusal === null || settled) return fail();
        settled = true;
        clearTimeout(timer);
        report(refusal);
        resolve(null);
      });
  });
}
