import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, paletteFor, readThemeChoice, saveThemeChoice } from './theme';

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

  it('reads a stored value it does not know as the device setting', () => {
    localStorage.setItem('gridable.theme', 'neon');
    expect(readThemeChoice()).toBe('system');
  });
});
