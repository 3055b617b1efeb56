import { describe, expect, it } from 'vitest';
import { PLAIN_FAILURES, plainFailureText } from './plainFailure';

describe('plainFailureText', () => {
  it('replaces raw transport texts with sentences a player can act on', () => {
    expect(plainFailureText('operation has timed out')).toBe(PLAIN_FAILURES.timedOut);
    expect(plainFailureText('Not connected')).toBe(PLAIN_FAILURES.offline);
    expect(plainFailureText('TypeError: Failed to fetch')).toBe(PLAIN_FAILURES.offline);
    expect(plainFailureText('xhr poll error')).toBe(PLAIN_FAILURES.offline);
    // RTK Query's code for a request that got no answer at all (the app opened offline).
    expect(plainFailureText('API error: FETCH_ERROR')).toBe(PLAIN_FAILURES.offline);
    expect(plainFailureText('API error: 502')).toBe(PLAIN_FAILURES.server);
    expect(plainFailureText('')).toBe(PLAIN_FAILURES.unknown);
  });

  it("keeps the game's own sentences", () => {
    expect(plainFailureText('You have already placed your letter this round.')).toBe(
      'You have already placed your letter this round.',
    );
  });
});
