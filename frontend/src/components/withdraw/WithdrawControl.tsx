// "Withdraw game" on a game nobody joined, with a confirm step: one stray tap must not cancel an invitation.
// Plain buttons, so the whole exchange works from the keyboard; focus follows each step.
import { useEffect, useRef, useState } from 'react';
import { WITHDRAW_MESSAGES } from '@gridable/common/messages';
import { Button } from '../Button';
import { getOrCreatePlayerIdentity } from '../../lib/storage';
import { withdrawGame } from './withdrawApi';
import styles from './WithdrawControl.module.css';

type Step = 'idle' | 'confirming' | 'sending';

export function WithdrawControl({
  gameId,
  onWithdrawn,
  fullWidth = false,
}: {
  gameId: string;
  onWithdrawn: () => void;
  fullWidth?: boolean;
}) {
  const [step, setStep] = useState<Step>('idle');
  const [error, setError] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  useEffect(() => {
    if (step === 'confirming') confirmRef.current?.focus();
    // Back from the question (kept, or refused): focus returns to the control that asked it.
    else if (step === 'idle' && wasConfirming.current) openRef.current?.focus();
    wasConfirming.current = step !== 'idle';
  }, [step]);

  function confirm() {
    setStep('sending');
    withdrawGame(gameId, getOrCreatePlayerIdentity().playerUUID).then(onWithdrawn, (caught: unknown) => {
      setError(caught instanceof Error && caught.message ? caught.message : WITHDRAW_MESSAGES.failed);
      setStep('idle');
    });
  }

  if (step === 'idle') {
    return (
      <div className={styles.control}>
        <Button
          ref={openRef}
          variant="secondary"
          fullWidth={fullWidth}
          aria-label={`${WITHDRAW_MESSAGES.withdraw} ${gameId}`}
          onClick={() => {
            setError(null);
            setStep('confirming');
          }}
        >
          {WITHDRAW_MESSAGES.withdraw}
        </Button>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div role="group" aria-label={WITHDRAW_MESSAGES.question} className={styles.confirm}>
      <p className={styles.question}>{WITHDRAW_MESSAGES.question}</p>
      <Button ref={confirmRef} variant="destructive" disabled={step === 'sending'} onClick={confirm}>
        {WITHDRAW_MESSAGES.confirm}
      </Button>
      <Button variant="secondary" disabled={step === 'sending'} onClick={() => setStep('idle')}>
        {WITHDRAW_MESSAGES.keep}
      </Button>
    </div>
  );
}
