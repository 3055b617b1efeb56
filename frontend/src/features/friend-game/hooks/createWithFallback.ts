// docs/PROTOCOL.md §4 creation fallback: if the first creation call is still loading after 3 s (or fails), a second call
// with no body is made; the first game id from either wins.
import { CREATION_FALLBACK_MS } from '@gridable/common/constants';

export const CREATE_ERRORS = {
  fallback: 'Failed to create game via fallback method',
  all: 'All game creation methods failed. Please try again later.',
  start: 'Failed to start game creation process',
} as const;

/**
 * How creating went: the game id either call produced; the sentence of a refusal no second call can change (the
 * player's open games at the cap), for which no fallback was made; or every call failed (already reported).
 */
export type CreationResult = { gameId: string } | { refused: string } | { failed: true };

/**
 * Resolves with the first game id either call produces. The fallback starts only if the first call is still
 * pending after CREATION_FALLBACK_MS; when everything fails the docs/PROTOCOL.md §8 sentence is reported.
 */
export async function createWithFallback(
  primary: Promise<{ gameId: string }>,
  fallback: () => Promise<{ gameId: string }>,
  report: (message: string) => void,
  /**
   * The sentence of a refusal no second call can change, else null for a failure the fallback may get round.
   */
  final: (caught: unknown) => string | null = () => null,
): Promise<CreationResult> {
  return new Promise((resolve) => {
    let settled = false;
    let pending = 1;
    let fallbackStarted = false;
    const settle = (result: CreationResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const fail = () => {
      pending -= 1;
      if (settled || pending > 0) return;
      if (!fallbackStarted) {
        startFallback();
        return;
      }
      report(CREATE_ERRORS.all);
      settle({ failed: true });
    };
    const startFallback = () => {
      if (fallbackStarted || settled) return;
      fallbackStarted = true;
      pending += 1;
      fallback()
        .then(({ gameId }) => settle({ gameId }))
        .catch(() => {
          if (!settled) report(CREATE_ERRORS.fallback);
          fail();
        });
    };
    const timer = setTimeout(startFallback, CREATION_FALLBACK_MS);
    primary
      .then(({ gameId }) => settle({ gameId }))
      .catch((caught: unknown) => {
        const refusal = final(caught);
        if (refusal === null) return fail();
        settle({ refused: refusal });
      });
  });
}
