// The smaller pages in Chromium: word checker, feedback bounds, the daily demo, a bad daily link and a missing result.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot, VIEWPORTS } from './support/browser';
import { useServerAndBrowser } from './support/suite';
import {
  DAILY_MESSAGES,
  FEEDBACK_EMPTY_MESSAGE,
  RESULT_MESSAGES,
  TOAST_TITLES,
} from '@gridable/common/messages';

const suite = useServerAndBrowser();

/** Collects page errors and console errors, except the HTTP statuses the test provokes on purpose. */
function watchErrors(page: Page, expectedStatuses: number[] = []): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() !== 'error') return;
    if (expectedStatuses.some((status) => text.includes(`status of ${status}`))) return;
    errors.push(text);
  });
  return errors;
}

async function expectNoSideScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe.concurrent.each(Object.entries(VIEWPORTS))('pages at %s width', (name, viewport) => {
  it('checks words: upper-cased, at most 4 letters, valid and invalid', async () => {
    const context = await suite.browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto(`${suite.server.baseUrl}/word-checker`);
      await page.getByRole('heading', { level: 1, name: 'Word Checker' }).waitFor();
      const box = page.getByRole('textbox', { name: 'Word' });
      await box.fill('words');
      expect(await box.inputValue()).toBe('WORD');
      await box.press('Enter');
      await page.getByText('"WORD" is a valid Gridable word').waitFor();

      await box.fill('xqzv');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('"XQZV" is not a valid Gridable word').waitFor();
      await expectNoSideScroll(page, viewport.width);
      await saveScreenshot(page, `word-checker-${name}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps feedback within 500 characters, needs some text, and thanks the sender', async () => {
    const context = await suite.browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto(`${suite.server.baseUrl}/feedback`);
      await page.getByRole('heading', { level: 1, name: 'Feedback' }).waitFor();
      const submit = page.getByRole('button', { name: 'Submit' });
      expect(await submit.isDisabled()).toBe(true);
      await page.getByText('0/500 characters').waitFor();

      const box = page.getByRole('textbox', { name: 'Your feedback' });
      await box.fill('   ');
      await submit.click();
      await page.getByText(FEEDBACK_EMPTY_MESSAGE).waitFor();

      await box.fill('x'.repeat(520));
      expect((await box.inputValue()).length).toBe(500);
      await page.getByText('500/500 characters').waitFor();
      await box.fill(`The ${name} layout is lovely. More four-letter words please!`);
      await saveScreenshot(page, `feedback-${name}`);
      await submit.click();
      await page.getByRole('heading', { name: 'Feedback submitted!' }).waitFor();
      expect(await page.getByRole('button', { name: 'Close Tab' }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Return Home' }).click();
      await page.getByRole('heading', { level: 1, name: 'Gridable' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the daily demo end screen, a bad daily link and a missing shared result', async () => {
    const context = await suite.browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = watchErrors(page, [404]);
    try {
      await page.goto(`${suite.server.baseUrl}/daily-challenge-demo`);
      await page.getByRole('heading', { level: 1, name: 'You completed Gridable #42' }).waitFor();
      await page.getByText("Today's sequence was HRNETAKI").waitFor();
      await page.getByRole('button', { name: 'Share Results' }).click();
      const preview = page.getByRole('dialog', { name: 'Share Results' }).getByLabel('Results to share');
      await preview.waitFor();
      expect(await preview.textContent()).toMatch(
        /^Gridable #42\nScore: 24\/32\n[\s\S]+\/share\/[A-Za-z0-9]+$/u,
      );
      await page.keyboard.press('Escape');
      await expectNoSideScroll(page, viewport.width);
      await saveScreenshot(page, `daily-demo-${name}`);

      await page.goto(`${suite.server.baseUrl}/daily-challenge/NOT-A-GAME`);
      await page.getByText(DAILY_MESSAGES.invalidGameUrl).waitFor();
      await saveScreenshot(page, `daily-invalid-${name}`);

      await page.goto(`${suite.server.baseUrl}/share/doesNotExist123`);
      await page.getByRole('heading', { name: RESULT_MESSAGES.notFound }).waitFor();
      await page.getByText("This shared result doesn't exist or may have been removed.").waitFor();
      await saveScreenshot(page, `result-not-found-${name}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** WCAG contrast of two computed `rgb(r, g, b)` colours. */
function contrastOf(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r = 0, g = 0, bl = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((value) => {
      const channel = value / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe.concurrent.each(['light', 'dark', 'contrast'])('text boxes in the %s theme', (theme) => {
  it('show their example as an example: readable, yet lighter and thinner than what is typed', async () => {
    const context = await suite.browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      await page.addInitScript((choice) => localStorage.setItem('gridable.theme', choice), theme);
      for (const [path, name] of [
        ['/word-checker', 'Word'],
        ['/play-friend', 'Game ID'],
      ] as const) {
        await page.goto(`${suite.server.baseUrl}${path}`);
        const box = page.getByRole('textbox', { name, exact: true });
        await box.waitFor();
        const look = await box.evaluate((element) => {
          const typed = getComputedStyle(element);
          const example = getComputedStyle(element, '::placeholder');
          return {
            background: typed.backgroundColor,
            typed: typed.color,
            typedWeight: Number(typed.fontWeight),
            example: example.color,
            exampleWeight: Number(example.fontWeight),
          };
        });
        const where = `${path} ${JSON.stringify(look)}`;
        // Both read (WCAG 1.4.3 covers placeholder text too)...
        expect(contrastOf(look.typed, look.background), where).toBeGreaterThanOrEqual(4.5);
        expect(contrastOf(look.example, look.background), where).toBeGreaterThanOrEqual(4.5);
        // ...and the example is not mistaken for a typed word: clearly another shade, and a lighter weight.
        expect(contrastOf(look.example, look.typed), where).toBeGreaterThanOrEqual(2);
        expect(look.exampleWeight, where).toBeLessThan(look.typedWeight);
      }
    } finally {
      await context.close();
    }
  });
});

describe('pages for what is not there', () => {
  it('answer a game that is not there once, then stay quiet; an id no game could have is not asked about', async () => {
    const context = await suite.browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const reads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/games/')) reads.push(pathname);
    });
    try {
      // Friend ids are at most 5 letters and digits: the page knows this one was never made.
      await page.goto(`${suite.server.baseUrl}/game/NOSUCH`);
      await page.getByRole('heading', { name: TOAST_TITLES.gameNotFound }).waitFor();
      expect(reads).toEqual([]);
      expect(errors).toEqual([]);

      // A well-formed id has to be asked about: once (the server's 404 is Chromium's one network line), and the
      // page then leaves it, however long it stays open.
      await page.goto(`${suite.server.baseUrl}/game/QQQQQ`);
      await page.getByRole('heading', { name: TOAST_TITLES.gameNotFound }).waitFor();
      await page.clock.fastForward('02:00');
      await page.getByRole('heading', { name: TOAST_TITLES.gameNotFound }).waitFor();
      expect(reads).toEqual(['/api/games/QQQQQ']);
      expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
      expect(errors.length).toBeLessThanOrEqual(1);
    } finally {
      await context.close();
    }
  });
});
