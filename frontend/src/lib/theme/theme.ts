// The colour theme: 'system' follows prefers-color-scheme, the others are the player's choice, remembered per
// browser. The chosen palette is written to <html data-theme> so every stylesheet's tokens follow it.
import { readString, writeString } from '../storage/webStorage';

export const THEMES = ['system', 'light', 'dark', 'contrast'] as const;
export type ThemeChoice = (typeof THEMES)[number];
export type Palette = Exclude<ThemeChoice, 'system'>;

export const THEME_LABELS: Record<ThemeChoice, string> = {
  system: 'Match device',
  light: 'Light',
  dark: 'Dark',
  contrast: 'High contrast',
};

const THEME_KEY = 'gridable.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

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

export function applyTheme(choice: ThemeChoice): void {
  document.documentElement.dataset.theme = paletteFor(choice, prefersDark());
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
