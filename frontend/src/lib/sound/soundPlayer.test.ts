import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUES } from './cues';
import { isMuted, listenForFirstInteraction, onMutedChange, playCue, setMuted } from './soundPlayer';

describe('sound', () => {
  afterEach(() => localStorage.clear());

  it('has a short cue for your turn, the opponent, a word, and the end', () => {
    for (const cue of ['your-turn', 'opponent-move', 'word', 'win', 'end'] as const) {
      const notes = CUES[cue];
      expect(notes.length).toBeGreaterThan(0);
      const length = Math.max(...notes.map((note) => note.at + note.duration));
      expect(length).toBeLessThan(1);
    }
  });

  it('remembers muting per browser and tells listeners', () => {
    const listener = vi.fn();
    const stop = onMutedChange(listener);
    expect(isMuted()).toBe(false);
    setMuted(true);
    expect(isMuted()).toBe(true);
    expect(localStorage.getItem('gridable.soundMuted')).toBe('true');
    expect(listener).toHaveBeenCalledWith(true);
    stop();
    setMuted(false);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('stays silent until the first interaction, then plays through Web Audio unless muted', () => {
    const oscillators: number[] = [];
    class FakeAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      resume = vi.fn(() => Promise.resolve());
      createOscillator() {
        const node = {
          type: 'sine',
          frequency: { value: 0 },
          connect: (next: unknown) => next,
          start: () => oscillators.push(node.frequency.value),
          stop: () => undefined,
        };
        return node;
      }
      createGain() {
        return {
          gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
          connect: (next: unknown) => next,
        };
      }
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    listenForFirstInteraction();
    playCue('your-turn');
    expect(oscillators).toEqual([]);
    window.dispatchEvent(new Event('pointerdown'));
    playCue('your-turn');
    expect(oscillators).toEqual(CUES['your-turn'].map((note) => note.frequency));
    setMuted(true);
    playCue('word');
    expect(oscillators).toHaveLength(CUES['your-turn'].length);
    vi.unstubAllGlobals();
  });
});
