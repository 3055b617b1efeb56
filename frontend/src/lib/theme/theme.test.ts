import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, BROWSER_BAR_COLORS, paletteFor, readThemeChoice, saveThemeChoice } from './theme';

const FRONTEND = path.join(import.meta.dirname, '..', '..', '..');
const read = (file: string) => readFileSync(path.join(FRONTEND, file), 'utf8');

/** A palette's page background, from the theme tokens (light's is `:root`'s). */
function pageBackground(palette: 'light' | 'dark'): string | undefined {
  const css = read('src/styles/tokens.css');
  const start = css.indexOf(palette === 'light' ? ':root {' : ":root[data-theme='dark'] {");
  return /--color-bg:\s*(#[0-9a-f]{6});/i.exec(css.slice(start))?.[1];
}

const browserBar = () => document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content;

describe('theme', () => {
  afterEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
    for (const bar of document.querySelectorAll('meta[name="theme-color"]')) bar.remove();
  });

  it("follows the device's setting for 'system' and the choice otherwise", () => {
    expect(paletteFor('system', true)).toBe('dark');
    expect(paletteFor('system', false)).toBe('light');
    expect(paletteFor('contrast', true)).toBe('contrast');
    expect(paletteFor('light', true)).toBe('light');
  });

  it('remembers the choice per browser and writes the palette to <html data-theme>', () => {
    expect(readThemeChoice()).toBe('system');
    saveThemeChoice('contrast');
    expect(readThemeChoice()).toBe('contrast');
    expect(document.documentElement.dataset.theme).toBe('contrast');
    applyTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it("colours the browser's bar (a phone's status bar) for the palette in use", () => {
    applyTheme('dark');
    expect(browserBar()).toBe('#12161e');
    saveThemeChoice('contrast');
    expect(browserBar()).toBe('#000000');
    saveThemeChoice('light');
    expect(browserBar()).toBe('#0f766e');
  });

  it("colours index.html's bars per device scheme while following the device, and all alike for a chosen theme", () => {
    const page = new DOMParser().parseFromString(read('index.html'), 'text/html');
    const shipped = [...page.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')];
    // Before the app starts, the browser picks the bar by the device's scheme.
    expect(shipped.map((bar) => [bar.getAttribute('media'), bar.content])).toEqual([
      ['(prefers-color-scheme: light)', BROWSER_BAR_COLORS.light],
      ['(prefers-color-scheme: dark)', BROWSER_BAR_COLORS.dark],
    ]);
    document.head.append(...shipped.map((bar) => document.importNode(bar, true)));
    const bars = () =>
      [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((bar) => bar.content);

    applyTheme('system');
    expect(bars()).toEqual([BROWSER_BAR_COLORS.light, BROWSER_BAR_COLORS.dark]);
    // Light chosen on a device set to dark: the dark scheme's bar is light's too.
    saveThemeChoice('light');
    expect(bars()).toEqual([BROWSER_BAR_COLORS.light, BROWSER_BAR_COLORS.light]);
    saveThemeChoice('dark');
    expect(bars()).toEqual([BROWSER_BAR_COLORS.dark, BROWSER_BAR_COLORS.dark]);
    saveThemeChoice('contrast');
    expect(bars()).toEqual([BROWSER_BAR_COLORS.contrast, BROWSER_BAR_COLORS.contrast]);
  });

  it("gives the installed app's splash and title bar the page's colours in both device schemes", () => {
    const manifest = JSON.parse(read('public/manifest.webmanifest')) as Record<string, unknown>;
    const dark = { theme_color: BROWSER_BAR_COLORS.dark, background_color: pageBackground('dark') };
    expect(manifest).toMatchObject({
      theme_color: BROWSER_BAR_COLORS.light,
      background_color: pageBackground('light'),
      // The specification's member, and the form Chromium first shipped behind a flag.
      color_scheme_dark: dark,
      user_preferences: { color_scheme: { dark } },
    });
  });

  it('reads a stored value it does not know as the device setting', () => {
    localStorage.setItem('gridable.theme', 'neon');
    expect(readThemeChoice()).toBe('system');
  });
});
