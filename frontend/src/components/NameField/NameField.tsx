// A labelled text field for a name (a player's, a nickname, a league's), showing the rule's sentence once the
// player has typed, or once they have tried to send the form: the one place a name's problem is said.
import { useId, type Ref } from 'react';
import { NAME_MAX_LENGTH } from '@gridable/common/rules';
import styles from './NameField.module.css';

export interface NameFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem: string | null;
  autoFocus?: boolean;
  /** The form was sent: an empty field's problem shows too. */
  wasSent?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** A line under the field saying what the name is for; the problem's sentence takes its place. */
  hint?: string;
  placeholder?: string;
  className?: string;
}

export function NameField(props: NameFieldProps) {
  const { label, value, onChange, problem, autoFocus, wasSent, inputRef, hint, placeholder, className } =
    props;
  const id = useId();
  const showProblem = (value !== '' || wasSent === true) && problem !== null;
  const note = showProblem ? `${id}-problem` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        className={styles.input}
        value={value}
        maxLength={NAME_MAX_LENGTH + 5}
        autoComplete="off"
        autoFocus={autoFocus}
        placeholder={placeholder}
        aria-invalid={showProblem}
        aria-describedby={note}
        onChange={(event) => onChange(event.target.value)}
      />
      {showProblem ? (
        <p id={`${id}-problem`} className={styles.problem}>
          {problem}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
