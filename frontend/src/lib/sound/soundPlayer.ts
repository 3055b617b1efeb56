// Plays the cues. Browsers refuse audio before the person has interacted with the page, so the AudioContext is
// created on the first pointer or key press; cues before that are skipped rather than queued. Muting is
// remembered per browser.
import { readString, writeString } from '../storage/webStorage';
import { CUES } from './cues';
import type { SoundCue } from './cues';

const MUTED_KEY = 'gridable.soundMuted';
const VOLUME = 0.12;

type Listener = (muted: boolean) => void;

let context: AudioContext | null = null;
let unlocked = false;
const listeners = new Set<Listener>();

export function isMuted(): boolean {
  return readString('local', MUTED_KEY) === 'true';
}

export function setMuted(muted: boolean): void {
  writeString('local', MUTED_KEY, String(muted));
  // Unmuting is itself a click: a context made now may play.
  if (!muted && unlocked) void audioContext()?.resume();
  for (const listener of listeners) listener(muted);
}

export function onMutedChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function unlock() {
  unlocked = true;
  // Created inside the gesture, so the browser lets it play.
  if (!isMuted()) void audioContext()?.resume();
  window.removeEventListener('pointerdown', unlock, true);
  window.removeEventListener('keydown', unlock, true);
}

/**
 * Waits for the first interaction; until then, and when muted or without Web Audio, cues are silent. Returns
 * the stop of that wait, for the layout that began it when it goes (a page left with its listeners on window).
 */
export function listenForFirstInteraction(): () => void {
  const stop = () => {
    window.removeEventListener('pointerdown', unlock, true);
    window.removeEventListener('keydown', unlock, true);
  };
  if (typeof window === 'undefined' || unlocked) return () => undefined;
  window.addEventListener('pointerdown', unlock, true);
  window.addEventListener('keydown', unlock, true);
  return stop;
}

function audioContext(): AudioContext | null {
  if (context) return context;
  const Constructor = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (typeof Constructor !== 'function') return null;
  context = new Constructor();
  return context;
}

export function playCue(cue: SoundCue): void {
  if (!unlocked || isMuted()) return;
  const audio = audioContext();
  if (!audio) return;
  if (audio.state === 'suspended') void audio.resume();
  const start = audio.currentTime + 0.01;
  for (const { frequency, at, duration, type } of CUES[cue]) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = type;
    oscillator.frequency.value = frequency;
    // A quick attack and exponential release: clicks come from starting or stopping at full volume.
    gain.gain.setValueAtTime(0.0001, start + at);
    gain.gain.exponentialRampToValueAtTime(VOLUME, start + at + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + at + duration);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start + at);
    oscillator.stop(start + at + duration + 0.02);
  }
}
