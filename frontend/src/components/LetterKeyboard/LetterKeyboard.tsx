// Choosing a round's letter: an on-screen A–Z keyboard (tap a key, then Submit; the chosen key stays pressed). Typing a letter on a physical
// keyboard picks that key too, and no text box is focused, so phones never raise their own keyboard over the grid.
// The keys are one Tab stop moved by the arrows (as the grid is), so Tab reaches Submit in one press, not 26.
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { normalizeLetter } from '@gridable/common';
import { Button } from '../Button';
import { releaseFocusWithin, useReleaseFocusOnUnmount } from '../useReleaseFocusOnUnmount';
import styles from './LetterKeyboard.module.css';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
/** The phone layout's columns, for a browser that reports no laid-out grid (the stylesheet sets 7, 9 or 10). */
const DEFAULT_COLUMNS = 7;

/** Where an arrow, Home or End key moves focus among the keys; null for any other key. Stops at the ends. */
function nextKeyIndex(index: number, key: string, columns: number): number | null {
  const last = ALPHABET.length - 1;
  switch (key) {
    case 'ArrowLeft':
      return Math.max(index - 1, 0);
    case 'ArrowRight':
      return Math.min(index + 1, last);
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'ArrowDown':
      return index + columns <= last ? index + columns : index;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

export interface LetterKeyboardProps {
  onSubmit: (letter: string) => void;
  disabled?: boolean;
  /** A submission is in flight: the button says so and nothing more can be sent. */
  busy?: boolean;
  /** The keyboard's accessible name; 'Letter' unless told. */
  label?: string;
  /** Focuses the first key when the keyboard appears, for keyboard players whose turn has just come. */
  autoFocus?: boolean;
}

/** Keys typed into a form control or inside a dialog belong there, not to the letter keyboard. */
function belongsElsewhere(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('input, textarea, select, [role="dialog"]') !== null;
}

export function LetterKeyboard({
  onSubmit,
  disabled = false,
  busy = false,
  label = 'Letter',
  autoFocus = false,
}: LetterKeyboardProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const tabStop = chosen !== null ? ALPHABET.indexOf(chosen) : focusIndex;
  const submitRef = useRef<HTMLButtonElement>(null);
  const keysRef = useRef<HTMLDivElement>(null);
  useReleaseFocusOnUnmount(keysRef);
  const canSubmit = chosen !== null && !disabled && !busy;

  function submit() {
    if (!canSubmit) return;
    // The keys go (or turn disabled) as the letter is sent: focus leaves them now, while the page is laid out.
    releaseFocusWithin(keysRef.current);
    onSubmit(chosen);
    setChosen(null);
  }

  // Kept current for the document listener without re-subscribing on each render.
  const submitRefFn = useRef(submit);
  useEffect(() => {
    submitRefFn.current = submit;
  });

  useEffect(() => {
    if (autoFocus) keysRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [autoFocus]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || belongsElsewhere(event.target)) return;
      const typed = event.key.length === 1 ? normalizeLetter(event.key) : null;
      if (typed !== null) {
        event.preventDefault();
        // Rendered at once so Submit is enabled and can take focus: the Enter that usually follows sends the letter.
        flushSync(() => setChosen(typed));
        submitRef.current?.focus();
        return;
      }
      const onButton = event.target instanceof HTMLElement && event.target.closest('button, a') !== null;
      if (event.key === 'Enter' && !onButton) {
        event.preventDefault();
        submitRefFn.current();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  function handleKeyDown(event: ReactKeyboardEvent<HTMLButtonElement>, index: number) {
    const keys = keysRef.current;
    const laidOut = keys ? getComputedStyle(keys).gridTemplateColumns.split(' ').filter(Boolean).length : 0;
    const target = nextKeyIndex(index, event.key, laidOut > 1 ? laidOut : DEFAULT_COLUMNS);
    if (target === null) return;
    event.preventDefault();
    setFocusIndex(target);
    keys?.querySelectorAll<HTMLButtonElement>('button')[target]?.focus();
  }

  return (
    <div className={styles.keyboard} role="group" aria-label={label} aria-busy={busy || undefined}>
      <div ref={keysRef} className={styles.keys}>
        {ALPHABET.map((key, index) => (
          <button
            key={key}
            type="button"
            className={`${styles.key} ${chosen === key ? styles.chosen : ''}`}
            aria-pressed={chosen === key}
            disabled={disabled || busy}
            tabIndex={index === tabStop ? 0 : -1}
            onFocus={() => setFocusIndex(index)}
            onKeyDown={(event) => handleKeyDown(event, index)}
            onClick={() => setChosen(key)}
          >
            {key}
          </button>
        ))}
        {/* Submit fills the last row's spare keys, so choosing costs no extra height on a phone. */}
        <Button ref={submitRef} disabled={!canSubmit} onClick={submit} className={styles.submit}>
          {busy ? 'Submitting...' : 'Submit'}
        </Button>
      </div>
    </div>
  );
}
