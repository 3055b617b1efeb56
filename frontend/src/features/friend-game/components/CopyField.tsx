// A read-only value with a copy button that says 'Copied!' for 2 s (docs/PROTOCOL.md §2, §9).
import { useEffect, useId, useState } from 'react';
import { COPIED_INDICATOR_MS } from '@gridable/common';
import { Button } from '../../../components/Button';
import { useToast } from '../../../components/toast/useToast';
import styles from './PlayFriend.module.css';

export function CopyField({
  label,
  value,
  isCode = false,
  wraps = false,
}: {
  label: string;
  value: string;
  isCode?: boolean;
  /** A long value (a link) wraps over lines instead of scrolling: a one-line field cut off the code at its end. */
  wraps?: boolean;
}) {
  const id = useId();
  const toast = useToast();
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setIsCopied(true);
    } catch {
      toast({ title: 'Error', description: 'Failed to copy to clipboard', variant: 'destructive' });
    }
  }

  return (
    <div className={styles.copyField}>
      <label htmlFor={id} className={styles.copyLabel}>
        {label}
      </label>
      <div className={styles.copyRow}>
        {wraps ? (
          <textarea
            id={id}
            className={`${styles.copyInput} ${styles.copyWraps}`}
            value={value}
            rows={2}
            readOnly
            onFocus={(event) => event.target.select()}
          />
        ) : (
          <input
            id={id}
            className={`${styles.copyInput} ${isCode ? styles.copyCode : ''}`}
            value={value}
            readOnly
            onFocus={(event) => event.target.select()}
          />
        )}
        <Button
          variant="secondary"
          onClick={() => void copy()}
          aria-label={isCopied ? 'Copied!' : `Copy ${label}`}
        >
          {isCopied ? 'Copied!' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}
