// The day is the player's own, in their time zone, but only ever a day it is somewhere on Earth (UTC−12 to
// UTC+14). Node 24 (the Docker image's runtime) also takes offset zones such as '+23:59', which no civil zone
// has: with one, a client could open tomorrow's daily before it had begun anywhere, or keep a day "live"
// after its letters went public everywhere. An offset zone is a zone only inside the civil range.
import { describe, expect, it } from 'vitest';
import { DailyGameView, SERVER_MESSAGES } from '@gridable/common';
import { useDailyServer } from './support/dailyServer';
import { getJson } from './support/http';
import { createDailyGame, newPlayer } from './support/dailyPlay';

// 01:00 UTC on 28 November 2026: 15:00 on the 28th in Kiritimati (UTC+14), the earliest civil zone.
const INSTANT = new Date('2026-11-28T01:00:00Z');
const daily = useDailyServer(INSTANT);

/** Whether this runtime's Intl takes offset time zones at all (Node 24 does, Node 20 does not). */
const OFFSETS_TAKEN = (() => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: '+05:30' });
    return true;
  } catch {
    return false;
  }
})();

describe('offset time zones', () => {
  it.each(['+23:59', '+1500', '-2359', '\u221213:00', '+14:01'])(
    'refuses %s, outside every civil zone, where the daily takes a zone',
    async (zone) => {
      const refused = {
        status: 400,
        body: { code: 'INVALID_INPUT', error: SERVER_MESSAGES.unknownTimeZone },
      };
      expect(await createDailyGame(daily.url, newPlayer(), zone)).toMatchObject(refused);
      expect(
        await getJson(
          `${daily.url}/api/daily-challenge/today-high-score?timezone=${encodeURIComponent(zone)}`,
        ),
      ).toMatchObject(refused);
    },
  );

  it('plays the day of an offset inside the civil range where the runtime takes offsets', async () => {
    const reply = await createDailyGame(daily.url, newPlayer(), '+14:00');
    // Node 20's Intl knows no offset zones: there it is an unknown zone, as before.
    expect(reply.status).toBe(OFFSETS_TAKEN ? 201 : 400);
    if (OFFSETS_TAKEN) expect(DailyGameView.parse(reply.body.game).dailyChallengeDate).toBe('2026-11-28');
  });
});
