// axe-core on every route reached by URL, in all three themes (light, dark, high contrast), with zero violations
// of any impact; and the 'Match device' theme follows prefers-color-scheme. The friend-game states, whose final
// reveal holds a real-time window, are a11y.e2e.ts's (run alone); these pages hold none, so they run two at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditAllThemes } from './support/axe';
import { useServerAndBrowser } from './support/suite';
import { closeAll, openPlayer } from './support/friendPlay';
import type { Player } from './support/friendPlay';
import { DAY_DONE_LABELS, RESULT_MESSAGES } from '@gridable/common/messages';

const ROUTES: [path: string, ready: RegExp | string][] = [
  ['/', DAY_DONE_LABELS.playToday],
  ['/play-friend', 'Challenge a Friend'],
  ['/play-computer', 'Play vs Computer'],
  ['/daily-challenge/archive', 'Gridable Archive'],
  ['/daily-challenge', /Gridable #\d+/],
  ['/daily-challenge-demo', /Gridable #\d+|You completed/],
  ['/end-game-demo', 'YOU WIN!'],
  ['/end-game-demo-loser', 'YOU LOST'],
  ['/feedback', /characters/],
  ['/word-checker', /valid Gridable word|Word Checker/],
  ['/share/NOPE', RESULT_MESSAGES.notFound],
  ['/no-such-page', '404 Page Not Found'],
];

const suite = useServerAndBrowser();
let alice: Player;

beforeAll(async () => {
  alice = await openPlayer(
    suite.browser,
    suite.server.baseUrl,
    { width: 1366, height: 657 },
    { injectsScripts: true },
  );
});

afterAll(async () => {
  if (alice) await closeAll(alice);
});

describe('accessibility of every route', () => {
  it('finds no axe violations on any route in any theme', async () => {
    const found: string[] = [];
    for (const [path, ready] of ROUTES) {
      await alice.page.goto(`${suite.server.baseUrl}${path}`);
      await alice.page.getByText(ready).first().waitFor();
      found.push(...(await auditAllThemes(alice.page, path)));
    }
    expect(found).toEqual([]);
  });

  it("follows the device's light or dark setting until a theme is chosen", async () => {
    const { page } = alice;
    await page.evaluate(() => window.localStorage.removeItem('gridable.theme'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${suite.server.baseUrl}/play-friend`);
    await page.getByText('Challenge a Friend').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  });
});
