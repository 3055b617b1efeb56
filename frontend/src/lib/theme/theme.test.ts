import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, paletteFor, readThemeChoice, saveThemeChoice } from './theme';

const browserBar = () => document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content;

describe('theme', () => {
  afterEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
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

  it('reads a stored value it does not know as the device setting', () => {
    localStorage.setItem('gridable.theme', 'neon');
    expect(readThemeChoice()).toBe('system');
  });
});
