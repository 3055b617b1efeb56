import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackInputModality } from './inputModality';

const root = document.documentElement;

/** A page load: the attribute is gone, sessionStorage (the tab's) is kept. */
function reload() {
  delete root.dataset.input;
}

function touchScreen(isTouch: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isTouch && query.includes('pointer: coarse'),
    media: query,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  reload();
});

describe('the input the player uses', () => {
  it('keeps a pointer player ringless across a reload, and a keyboard player ringed', () => {
    touchScreen(false);
    let stop = trackInputModality();
    expect(root.dataset.input).toBeUndefined();
    window.dispatchEvent(new Event('pointerdown'));
    expect(root.dataset.input).toBe('pointer');
    stop();

    reload();
    stop = trackInputModality();
    expect(root.dataset.input).toBe('pointer');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(root.dataset.input).toBe('keyboard');
    stop();

    reload();
    stop = trackInputModality();
    expect(root.dataset.input).toBe('keyboard');
    stop();
  });

  it('starts a touch screen as a pointer before its first tap, and leaves a shortcut key out', () => {
    touchScreen(true);
    const stop = trackInputModality();
    expect(root.dataset.input).toBe('pointer');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'r', ctrlKey: true }));
    expect(root.dataset.input).toBe('pointer');
    stop();
  });
});
