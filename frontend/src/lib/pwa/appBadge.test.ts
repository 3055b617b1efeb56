// The app icon's badge counts the friend games waiting on your move: set from Home's list, moved by a game page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteTurnWaiting, showTurnsWaiting, turnsWaiting } from './appBadge';

const setAppBadge = vi.fn((_count?: number) => Promise.resolve());
const clearAppBadge = vi.fn(() => Promise.resolve());

beforeEach(() => {
  Object.defineProperty(navigator, 'setAppBadge', { configurable: true, value: setAppBadge });
  Object.defineProperty(navigator, 'clearAppBadge', { configurable: true, value: clearAppBadge });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'setAppBadge');
  Reflect.deleteProperty(navigator, 'clearAppBadge');
  setAppBadge.mockClear();
  clearAppBadge.mockClear();
});

describe('the app badge', () => {
  it("counts Home's games on your move, then follows a game page's turns until none is left", () => {
    showTurnsWaiting(['AAAAA', 'BBBBB']);
    expect(setAppBadge).toHaveBeenLastCalledWith(2);
    // Your move made in AAAAA: one game left. A third game's turn comes round on its page.
    noteTurnWaiting('AAAAA', false);
    expect(setAppBadge).toHaveBeenLastCalledWith(1);
    noteTurnWaiting('CCCCC', true);
    expect(setAppBadge).toHaveBeenLastCalledWith(2);
    expect(turnsWaiting()).toEqual(['BBBBB', 'CCCCC']);
    noteTurnWaiting('BBBBB', false);
    noteTurnWaiting('CCCCC', false);
    expect(clearAppBadge).toHaveBeenCalledOnce();
    expect(turnsWaiting()).toEqual([]);
  });

  it('makes the number again for a game already counted, replacing the plain mark a push set', () => {
    showTurnsWaiting(['AAAAA']);
    setAppBadge.mockClear();
    noteTurnWaiting('AAAAA', true);
    expect(setAppBadge).toHaveBeenCalledWith(1);
  });

  it('is quiet where badges are refused or missing', async () => {
    setAppBadge.mockImplementationOnce(() =>
      Promise.reject(new DOMException('not installed', 'NotAllowedError')),
    );
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      showTurnsWaiting(['AAAAA']);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
    Reflect.deleteProperty(navigator, 'setAppBadge');
    Reflect.deleteProperty(navigator, 'clearAppBadge');
    expect(() => showTurnsWaiting(['AAAAA', 'BBBBB'])).not.toThrow();
    expect(turnsWaiting()).toEqual(['AAAAA', 'BBBBB']);
  });
});
