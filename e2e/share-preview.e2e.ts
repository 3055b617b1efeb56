// A shared daily result opened by a friend who has not played the day yet: the page shows the score, the
// emoji pattern, the par and "Play Today's Gridable" and no letter, while the raw HTML carries the link-preview
// tags and an og:image PNG that loads.
import { describe, expect, it } from 'vitest';
import { DAY_DONE_LABELS, isBlindRound, scoreGrid, type DailyGameView } from '@gridable/common';
import { saveScreenshot } from './support/browser';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${suite.server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Someone else's finished and shared daily, played through the API as their web app would. */
async function sharedDaily(): Promise<{ shareId: string; game: DailyGameView }> {
  const playerUUID = crypto.randomUUID();
  let { game } = await post<{ game: DailyGameView }>('/api/daily-challenge-simple', {
    playerUUID,
    userTimezone: 'UTC',
  });
  const chosen = ['E', 'S', 'T', 'A', 'R', 'O', 'N', 'D'];
  while (game.status === 'active') {
    const round = game.currentRound;
    const path = `/api/daily-challenge-simple/${game.gameId}/action`;
    if (!isBlindRound(round)) {
      ({ game } = await post<{ game: DailyGameView }>(path, {
        action: 'SELECT_LETTER',
        letter: chosen[round / 2 - 1],
        playerUUID,
      }));
      if (game.status !== 'active') break;
    }
    ({ game } = await post<{ game: DailyGameView }>(path, {
      action: 'PLACE_LETTER',
      cellIndex: round - 1,
      playerUUID,
    }));
  }
  const { total, words } = scoreGrid(game.player2Grid);
  const { shareId } = await post<{ shareId: string }>('/api/public-results', {
    gameId: game.gameId,
    gameNumber: game.gameNumber,
    playerGrid: game.player2Grid,
    playerWords: words,
    playerScore: total,
    completedAt: new Date().toISOString(),
  });
  return { shareId, game };
}

describe('a shared daily result', () => {
  it('spoils nothing for a fresh visitor, and previews with tags and an image', async () => {
    const { shareId, game } = await sharedDaily();
    const base = suite.server.baseUrl;
    const title = `Gridable #${game.gameNumber} — ${game.player2Score}/32`;

    const raw = await fetch(`${base}/share/${shareId}`);
    expect(raw.status).toBe(200);
    const html = await raw.text();
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toBe(`${base}/api/og/${shareId}.png`);
    expect((await fetch(`${base}/share/NoSuchShare99`)).status).toBe(404);

    for (const [name, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['laptop', { width: 1366, height: 657 }],
    ] as const) {
      const context = await suite.browser.newContext({ viewport, reducedMotion: 'reduce' });
      const page = await context.newPage();
      try {
        await page.goto(`${base}/share/${shareId}`);
        await page.getByRole('heading', { level: 1, name: `Gridable #${game.gameNumber}` }).waitFor();
        // The shared day is the visitor's today.
        await page.getByRole('button', { name: DAY_DONE_LABELS.playToday }).waitFor();
        const pattern = page.getByRole('img', { name: /^Grid pattern without letters/ });
        await pattern.waitFor();
        expect(await pattern.locator('[data-cell]').count()).toBe(16);
        expect(await page.title()).toBe(`Gridable #${game.gameNumber} · Gridable`);
        // No cell of the grid, and no word of it, anywhere on the page.
        expect(await page.getByRole('button', { name: /letter [A-Z]$/ }).count()).toBe(0);
        const text = (await page.locator('main').textContent()) ?? '';
        for (const word of scoreGrid(game.player2Grid).words.map((w) => w.word))
          expect(text.includes(word) && word.length > 2 ? word : null, `word ${word}`).toBeNull();
        // The preview image loads in a browser at the size the tags promise.
        const size = await page.evaluate(async (src) => {
          const img = new Image();
          img.src = src;
          await img.decode();
          return [img.naturalWidth, img.naturalHeight];
        }, image as string);
        expect(size).toEqual([1200, 630]);
        await saveScreenshot(page, `share-spoiler-free-${name}`);
      } finally {
        await context.close();
      }
    }
  });
});
