// Choosing a round's letter: a one-letter text box named 'Letter' (A–Z, upper-cased) and a Submit button; Enter submits.
import { useId, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { normalizeLetter } from '@gridable/common';
import { Button } from '../Button';
import styles from './LetterPicker.module.css';

export interface LetterPickerProps {
  onSubmit: (letter: string) => void;
  disabled?: boolean;
  /** A submission is in flight: the button says so and nothing more can be sent. */
  busy?: boolean;
  /** The text box's visible label and accessible name; 'Letter' unless told. */
  label?: string;
}

export function LetterPicker({
  onSubmit,
  disabled = false,
  busy = false,
  label = 'Letter',
}: LetterPickerProps) {
  const inputId = useId();
  const [value, setValue] = useState('');
  const letter = normalizeLetter(value);
  const canSubmit = letter !== null && !disabled && !busy;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    // Typing over a chosen letter replaces it, so the box never needs clearing first.
    const typed = event.target.value.replace(/[^a-z]/gi, '');
    setValue(typed.slice(-1).toUpperCase());
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    onSubmit(letter);
    setValue('');
  }

  return (
    <form className={styles.picker} onSubmit={handleSubmit} aria-busy={busy || undefined}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          type="text"
          inputMode="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="send"
          value={value}
          onChange={handleChange}
          disabled={disabled}
          placeholder="?"
        />
        <Button type="submit" disabled={!canSubmit} className={styles.submit}>
          {busy ? 'Submitting...' : 'Submit'}
        </Button>
      </div>
    </form>
  );
}
