// The colour theme: 'system' follows prefers-color-scheme, the others are the player's choice, remembered per
// browser. The chosen palette is written to <html data-theme> so every stylesheet's tokens follow it.
import { readString, writeString } from '../storage/webStorage.ts';

export const THEMES = ['system', 'light', 'dark', 'contrast'] as const;
export type ThemeChoice = (typeof THEMES)[number];
export type Palette = Exclude<ThemeChoice, 'system'>;

export const THEME_LABELS: Record<ThemeChoice, string> = {
  system: 'Match device',
  light: 'Light',
  dark: 'Dark',
  contrast: 'High contrast',
};

/**
 * The browser's own bar above the page (a phone's status bar, the installed app's title bar) per palette: the
 * brand teal on light, the page's night background on dark (a bright teal band above a dark app at night), and
 * black on high contrast. Light's and dark's are also index.html's two `theme-color` metas (one per device
 * scheme, for the moment before the app starts) and the manifest's `theme_color` and its dark-scheme override
 * (`color_scheme_dark`, and Chromium's earlier `user_preferences` form), which colour the installed app's splash.
 */
export const BROWSER_BAR_COLORS: Record<Palette, string> = {
  light: '#0f766e',
  dark: '#12161e',
  contrast: '#000000',
};

export const THEME_KEY = 'gridable.theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

function isThemeChoice(value: string | null): value is ThemeChoice {
  return value !== null && (THEMES as readonly string[]).includes(value);
}

export function readThemeChoice(): ThemeChoice {
  const stored = readString('local', THEME_KEY);
  return isThemeChoice(stored) ? stored : 'system';
}

export function paletteFor(choice: ThemeChoice, prefersDark: boolean): Palette {
  if (choice !== 'system') return choice;
  return prefersDark ? 'dark' : 'light';
}

function prefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/**
 * Colours every `theme-color` meta: one kept for a device scheme (`media`) takes that scheme's colour while the
 * theme follows the device, so the browser switches with it at once; a chosen theme colours them all.
 */
function colourBrowserBars(choice: ThemeChoice, palette: Palette) {
  const bars = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')];
  if (bars.length === 0) {
    const bar = document.createElement('meta');
    bar.name = 'theme-color';
    document.head.append(bar);
    bars.push(bar);
  }
  for (const bar of bars) {
    const media = bar.getAttribute('media');
    const scheme = media ? paletteFor('system', media.includes('dark')) : palette;
    bar.content = BROWSER_BAR_COLORS[choice === 'system' ? scheme : palette];
  }
}

export function applyTheme(choice: ThemeChoice): void {
  const palette = paletteFor(choice, prefersDark());
  document.documentElement.dataset.theme = palette;
  colourBrowserBars(choice, palette);
}

export function saveThemeChoice(choice: ThemeChoice): void {
  writeString('local', THEME_KEY, choice);
  applyTheme(choice);
}

/** Applies the stored theme now and again whenever the device switches between light and dark. */
export function startTheme(): () => void {
  applyTheme(readThemeChoice());
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  const follow = () => applyTheme(readThemeChoice());
  query.addEventListener('change', follow);
  return () => query.removeEventListener('change', follow);
}
