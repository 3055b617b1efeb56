// A labelled text field for a nickname or league name, showing the rule's sentence once the player has typed, or
// once they have tried to send the form: the one place a name's problem is said.
import { useId, type Ref } from 'react';
import { NAME_MAX_LENGTH } from '@gridable/common/rules';
import styles from './Leagues.module.css';

export interface NameFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem: string | null;
  autoFocus?: boolean;
  /** The form was sent: an empty field's problem shows too. */
  wasSent?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

export function NameField({ label, value, onChange, problem, autoFocus, wasSent, inputRef }: NameFieldProps) {
  const id = useId();
  const showProblem = (value !== '' || wasSent === true) && problem !== null;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        className={styles.input}
        value={value}
        maxLength={NAME_MAX_LENGTH + 5}
        autoComplete="off"
        autoFocus={autoFocus}
        aria-invalid={showProblem}
        aria-describedby={showProblem ? `${id}-problem` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {showProblem ? (
        <p id={`${id}-problem`} className={styles.problem}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
