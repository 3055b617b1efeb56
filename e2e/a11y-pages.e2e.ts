// axe-core on the pages a11y.e2e.ts cannot reach by URL alone, in light, dark and high contrast: the Rules dialog,
// a computer game, a daily being played and once finished (its Statistics, end screen and par grid), its review,
// its share page (to its player and to a visitor who has not played), the finished day on return, and a league.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditAllThemes } from './support/axe';
import { useServerAndBrowser } from './support/suite';
import { closeAll, openPlayer } from './support/friendPlay';
import type { Player } from './support/friendPlay';
import { finishDailyOnScreen } from './support/dailyPlay';
import { dailyPlayerOf, playDailyOverRest, ROUNDS } from './support/restPlay';
import { alreadyCompletedMessage, PAR_GRID_TEXT } from '@gridable/common/messages';

const suite = useServerAndBrowser();
let player: Player;
let visitor: Player;

beforeAll(async () => {
  const laptop = { width: 1366, height: 657 };
  player = await openPlayer(suite.browser, suite.server.baseUrl, laptop, { injectsScripts: true });
  visitor = await openPlayer(
    suite.browser,
    suite.server.baseUrl,
    { width: 390, height: 844 },
    { injectsScripts: true },
  );
  for (const { page } of [player, visitor]) page.setDefaultNavigationTimeout(30_000);
});

afterAll(async () => {
  if (player && visitor) await closeAll(player, visitor);
});

describe('accessibility of every page', () => {
  it('finds no axe violations on the Rules, a computer game and a league in any theme', async () => {
    const { page } = player;
    const found: string[] = [];
    await page.goto(`${suite.server.baseUrl}/`);
    await page.getByRole('button', { name: 'Rules' }).click();
    await page.getByRole('dialog').waitFor();
    found.push(...(await auditAllThemes(page, 'rules dialog')));
    await page.keyboard.press('Escape');

    await page.goto(`${suite.server.baseUrl}/play-computer?level=easy`);
    await page.locator('section[data-phase="choose"], section[data-phase="place"]').waitFor();
    found.push(...(await auditAllThemes(page, 'computer game')));

    await page.goto(`${suite.server.baseUrl}/leagues/new`);
    await page.getByLabel('League name').fill('Axe Club');
    await page.getByLabel('Your nickname').fill('Ann');
    found.push(...(await auditAllThemes(page, 'new league')));
    await page.getByRole('button', { name: 'Create league' }).click();
    await page.getByRole('heading', { level: 1, name: 'Axe Club' }).waitFor();
    found.push(...(await auditAllThemes(page, 'league')));
    expect(found).toEqual([]);
    expect(player.errors).toEqual([]);
  });

  // A daily and eight audited states: minutes on a shared machine.
  it(
    'finds no axe violations on a daily played, finished, reviewed and shared, in any theme',
    { timeout: 420_000 },
    async () => {
      const { page } = player;
      const found: string[] = [];
      await page.goto(`${suite.server.baseUrl}/daily-challenge`);
      await page.locator('section[data-phase="announce"]').waitFor();
      await page.getByRole('heading', { name: 'Round 1 of 16' }).click();
      await page.locator('section[data-phase="place"]').waitFor();
      found.push(...(await auditAllThemes(page, 'daily placing')));
      // Rounds 1-15 over REST (daily.e2e plays them on screen); the page resumes at the last round, played on
      // screen to reach the end screen as a player does.
      await playDailyOverRest(suite.server.baseUrl, await dailyPlayerOf(page), ROUNDS - 1);
      await page.reload();
      await finishDailyOnScreen(page);
      const stats = page.getByRole('dialog', { name: 'Statistics' });
      await stats.locator('li[aria-current="true"]').waitFor();
      found.push(...(await auditAllThemes(page, 'statistics opened by themselves')));
      await page.keyboard.press('Escape');
      await page.getByRole('group', { name: PAR_GRID_TEXT.gridLabel }).waitFor();
      const score = Number(
        await page
          .getByText('Your Score', { exact: true })
          .locator('xpath=following-sibling::dd')
          .textContent(),
      );
      found.push(...(await auditAllThemes(page, 'daily end screen with the par grid')));

      await page.getByRole('button', { name: 'Share Results' }).click();
      const preview = page.getByRole('dialog', { name: 'Share Results' }).getByLabel('Results to share');
      await preview.filter({ hasText: /\/share\/[A-Za-z0-9]+$/ }).waitFor();
      found.push(...(await auditAllThemes(page, 'share dialog')));
      const shareUrl = ((await preview.textContent()) ?? '').split('\n').at(-1) ?? '';
      await page.keyboard.press('Escape');

      await page.getByRole('link', { name: 'Review', exact: true }).click();
      await page.getByRole('heading', { name: /^Review: Gridable #\d+/ }).waitFor();
      found.push(...(await auditAllThemes(page, 'review')));

      await page.goto(shareUrl);
      await page.getByRole('heading', { level: 1, name: /^Gridable #\d+$/ }).waitFor();
      await page.getByRole('group', { name: 'Grid' }).waitFor();
      found.push(...(await auditAllThemes(page, 'share page, revealed')));

      // Someone who has not played today sees the spoiler-free page: score and pattern, no letters.
      await visitor.page.goto(shareUrl);
      await visitor.page.getByRole('heading', { level: 1, name: /^Gridable #\d+$/ }).waitFor();
      found.push(...(await auditAllThemes(visitor.page, 'share page, spoiler-free')));

      await page.goto(`${suite.server.baseUrl}/daily-challenge`);
      await page.getByText(alreadyCompletedMessage(score)).waitFor();
      found.push(...(await auditAllThemes(page, 'daily finished, on return')));
      expect(found).toEqual([]);
      expect(player.errors).toEqual([]);
    },
  );
});
