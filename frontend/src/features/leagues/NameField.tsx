// A labelled text field for a nickname or league name, showing the rule's sentence once the player has typed.
import { useId } from 'react';
import { NAME_MAX_LENGTH } from '@gridable/common/rules';
import styles from './Leagues.module.css';

export interface NameFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem: string | null;
  autoFocus?: boolean;
}

export function NameField({ label, value, onChange, problem, autoFocus }: NameFieldProps) {
  const id = useId();
  const showProblem = value !== '' && problem !== null;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
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
