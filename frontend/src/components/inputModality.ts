// Whether the player last used a keyboard or a pointer, on <html data-input>. Chromium shows :focus-visible on a
// cell or key the game focuses for keyboard players even when the player uses a mouse; global.css hides those
// rings for pointer users and brings them back the moment a key is pressed.
import { SESSION_KEYS } from '../lib/storage/keys';
import { readString, writeString } from '../lib/storage/webStorage';

type Modality = 'keyboard' | 'pointer';

/**
 * Before any input on this page: what the tab used before its reload, else a pointer on a touch screen. Without
 * it, a reload (or a phone's first visit) showed a keyboard ring on the cell the game focused, which reads as a
 * cell already picked; a keyboard player's first key brings the ring back.
 */
function initialModality(): Modality | null {
  const kept = readString('session', SESSION_KEYS.inputModality);
  if (kept === 'keyboard' || kept === 'pointer') return kept;
  return window.matchMedia?.('(hover: none) and (pointer: coarse)').matches ? 'pointer' : null;
}

export function trackInputModality(): () => void {
  const root = document.documentElement;
  const set = (modality: Modality) => {
    if (root.dataset.input === modality) return;
    root.dataset.input = modality;
    writeString('session', SESSION_KEYS.inputModality, modality);
  };
  const initial = initialModality();
  if (initial && root.dataset.input === undefined) root.dataset.input = initial;
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    set('keyboard');
  };
  const onPointer = () => set('pointer');
  window.addEventListener('keydown', onKey, true);
  window.addEventListener('pointerdown', onPointer, true);
  return () => {
    window.removeEventListener('keydown', onKey, true);
    window.removeEventListener('pointerdown', onPointer, true);
  };
}
