// What a player notices at a league's edges, in Chromium at a phone and a laptop size: a shared rank reads as a tie
// on Home and in every table, the invite names who is in the league, leaving says so on Home, and the tables' text
// keeps off their edges with no column behind a sideways scroll (down to a 320 px phone).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from './support/browser';
import { useServerAndBrowser } from './support/suite';
import { expectNoSideScroll, pageAs } from './support/dailyPlay';
import { playDailyOverRest, post } from './support/restPlay';

const suite = useServerAndBrowser();

const SIZES = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1366, height: 657 },
} as const;

const TABLES = [/^Today/, 'This week', 'All time'] as const;

/** A league where Ann and Bo have played today's daily the same way (so they tie) and Bartholomew has not. */
async function tiedLeague(name: string) {
  const baseUrl = suite.server.baseUrl;
  const ann = crypto.randomUUID();
  const bo = crypto.randomUUID();
  const { leagueId } = await post<{ leagueId: string }>(baseUrl, '/leagues', {
    name,
    nickname: 'Ann',
    playerUUID: ann,
  });
  await post(baseUrl, `/leagues/${leagueId}/members`, { nickname: 'Bo', playerUUID: bo });
  await post(baseUrl, `/leagues/${leagueId}/members`, {
    nickname: 'Bartholomew',
    playerUUID: crypto.randomUUID(),
  });
  // The same placements make the same score.
  const [annGame, boGame] = await Promise.all([
    playDailyOverRest(baseUrl, { playerUUID: ann }),
    playDailyOverRest(baseUrl, { playerUUID: bo }),
  ]);
  expect(annGame.playerScore).toBe(boGame.playerScore);
  return { leagueId, ann, bo };
}

/** How far each table's first and last columns' text sits from the table's edges, and any sideways scroll. */
function tableEdges(page: Page) {
  return page.locator('table').evaluateAll((tables) =>
    tables.map((table) => {
      const box = table.getBoundingClientRect();
      const textBox = (cell: Element | null) => {
        const range = document.createRange();
        if (cell) range.selectNodeContents(cell);
        return range.getBoundingClientRect();
      };
      // Rows whose edge cells have text: an unranked member's empty rank cell has no box to measure.
      const rows = Array.from(table.querySelectorAll('tr')).filter(
        (row) => row.firstElementChild?.textContent && row.lastElementChild?.textContent,
      );
      const wrap = table.parentElement;
      return {
        left: Math.min(...rows.map((row) => textBox(row.firstElementChild).left - box.left)),
        right: Math.min(...rows.map((row) => box.right - textBox(row.lastElementChild).right)),
        hiddenSideways: wrap ? wrap.scrollWidth - wrap.clientWidth : 0,
      };
    }),
  );
}

function rankCell(page: Page, table: string | RegExp, nickname: string) {
  return page
    .getByRole('region', { name: table })
    .getByRole('row', { name: new RegExp(`${nickname}`) })
    .getByRole('cell')
    .first();
}

describe.concurrent.each(Object.entries(SIZES))('a league at %s size', (size, viewport) => {
  it('says a shared rank is a tie, on Home and in each table, whose text keeps off its edges', async () => {
    const { leagueId, ann } = await tiedLeague(`Ties ${size}`);
    const { context, page, errors } = await pageAs(suite.browser, viewport, ann);
    try {
      await page.goto(`${suite.server.baseUrl}/`);
      const card = page
        .getByRole('region', { name: 'Your leagues' })
        .getByRole('link', { name: new RegExp(`Ties ${size}`) });
      await card.getByText('Today: Tied #1 of 2 · 1 yet to play').waitFor();
      await saveScreenshot(page, `league-edges-home-tied-${size}`);

      await page.goto(`${suite.server.baseUrl}/league/${leagueId}`);
      for (const table of TABLES) {
        for (const nickname of ['Ann', 'Bo']) {
          // Seen as "=1", heard as "tied 1".
          const cell = rankCell(page, table, nickname);
          await expect(cell.evaluate((td) => td.querySelector('[aria-hidden]')?.textContent)).resolves.toBe(
            '=',
          );
          await expect(cell.getAttribute('aria-label')).resolves.toBeNull();
          await expect(
            page
              .getByRole('region', { name: table })
              .getByRole('cell', { name: 'tied 1', exact: true })
              .count(),
          ).resolves.toBe(2);
        }
        await expect(rankCell(page, table, 'Bartholomew').textContent()).resolves.toBe('');
      }
      // At 390 px the Best column's numbers sat 2 px from the table's edge; the page's cards keep 8 px and more.
      for (const edges of await tableEdges(page)) {
        expect(edges.left).toBeGreaterThanOrEqual(8);
        expect(edges.right).toBeGreaterThanOrEqual(8);
        expect(edges.hiddenSideways).toBe(0);
      }
      // An 11-letter name stays whole on one line in today's six columns: not broken, nor cut with an ellipsis.
      const name = await page
        .getByRole('region', { name: /^Today/ })
        .getByRole('rowheader', { name: 'Bartholomew' })
        .evaluate((th) => {
          const bdi = th.querySelector('bdi') ?? th;
          const range = document.createRange();
          range.selectNodeContents(bdi);
          return {
            lines: new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size,
            whole: bdi.scrollWidth <= bdi.clientWidth,
          };
        });
      expect(name).toEqual({ lines: 1, whole: true });
      await expectNoSideScroll(page, viewport.width);
      await saveScreenshot(page, `league-edges-tables-${size}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('names the members on the join page, and says on Home which league was left', async () => {
    const { leagueId, bo } = await tiedLeague(`Names ${size}`);
    const visitor = await pageAs(suite.browser, viewport);
    const member = await pageAs(suite.browser, viewport, bo);
    try {
      await visitor.page.goto(`${suite.server.baseUrl}/league/${leagueId}`);
      await visitor.page
        .getByText('A Gridable daily league with 3 members: Ann, Bo and Bartholomew. Join to compare')
        .waitFor();
      // Names only: nothing of today's scores before the visitor has played.
      await expect(visitor.page.getByRole('table').count()).resolves.toBe(0);
      await saveScreenshot(visitor.page, `league-edges-join-${size}`);

      await member.page.goto(`${suite.server.baseUrl}/league/${leagueId}`);
      await member.page.getByRole('button', { name: 'Leave league' }).click();
      await member.page.getByRole('dialog').getByRole('button', { name: 'Leave', exact: true }).click();
      const notice = member.page.getByRole('status').filter({ hasText: `You left Names ${size}.` });
      await notice.waitFor();
      expect(new URL(member.page.url()).pathname).toBe('/');
      // Seen as well as heard: on the first screen, even on a phone whose leagues card starts below it.
      const box = await notice.boundingBox();
      expect({ top: box?.y, bottom: (box?.y ?? 0) + (box?.height ?? 0) }).toEqual({
        top: expect.toSatisfy((y: number) => y >= 0),
        bottom: expect.toSatisfy((y: number) => y <= viewport.height),
      });
      await saveScreenshot(member.page, `league-edges-left-${size}`);
      // Said once: a reload of Home is not a second leaving.
      await member.page.reload();
      await member.page
        .getByRole('region', { name: 'Your leagues' })
        .getByRole('link', { name: 'Start a league' })
        .waitFor();
      await expect(member.page.getByText(`You left Names ${size}.`).count()).resolves.toBe(0);
      expect([...visitor.errors, ...member.errors]).toEqual([]);
    } finally {
      await Promise.all([visitor.context.close(), member.context.close()]);
    }
  });
});

describe('a tied league on a 320 px phone', () => {
  it('shows every column of every table without a sideways scroll', async () => {
    const { leagueId, ann } = await tiedLeague('Small');
    const { context, page } = await pageAs(suite.browser, { width: 320, height: 640 }, ann);
    try {
      await page.goto(`${suite.server.baseUrl}/league/${leagueId}`);
      await rankCell(page, 'All time', 'Ann').getByText('=').waitFor();
      const edges = await tableEdges(page);
      expect(edges.map((e) => e.hiddenSideways)).toEqual([0, 0, 0]);
      await expectNoSideScroll(page, 320);
      await saveScreenshot(page, 'league-edges-tables-320');
    } finally {
      await context.close();
    }
  });
});
