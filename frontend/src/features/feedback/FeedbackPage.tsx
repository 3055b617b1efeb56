// The feedback form (/feedback, opened in a new tab): up to 500 characters, then a thank-you screen.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FEEDBACK_MAX_LENGTH } from '@gridable/common/constants';
import {
  FEEDBACK_EMPTY_MESSAGE,
  FEEDBACK_FAILED_MESSAGE,
  FEEDBACK_SUBMIT_HINT,
} from '@gridable/common/messages';
import { Button } from '../../components/Button';
import { MessageScreen } from '../../components/MessageScreen';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { useSubmitFeedbackMutation } from './feedbackApi';
import styles from './FeedbackPage.module.css';

/** How long a refused window.close() is given before falling back; a closing tab is gone well within it. */
const CLOSE_TAB_GRACE_MS = 300;

export function FeedbackPage() {
  const textId = useId();
  const counterId = useId();
  const hintId = useId();
  const navigate = useNavigate();

  // Browsers close only tabs a script opened; a tab the player opened stays, so then go home instead.
  function closeTabOrGoHome() {
    window.close();
    setTimeout(() => {
      if (!window.closed) void navigate('/');
    }, CLOSE_TAB_GRACE_MS);
  }
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [submitFeedback, { isLoading }] = useSubmitFeedbackMutation();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    const trimmed = message.trim();
    if (trimmed === '') {
      setError(FEEDBACK_EMPTY_MESSAGE);
      return;
    }
    setError(null);
    try {
      await submitFeedback({ message: trimmed }).unwrap();
      setIsSubmitted(true);
    } catch {
      setError(FEEDBACK_FAILED_MESSAGE);
    }
  }

  const isEmpty = message === '';

  if (isSubmitted) {
    return (
      <MessageScreen
        title="Feedback submitted!"
        action={
          <div className={styles.doneActions}>
            <Button onClick={() => void navigate('/')}>Return Home</Button>
            {/* Opened from a link in a new tab, so closing it returns the player to their game. */}
            <Button variant="secondary" onClick={closeTabOrGoHome}>
              Close Tab
            </Button>
          </div>
        }
      >
        <title>Feedback submitted! · Gridable</title>
        <p>Thank you for helping make Gridable better.</p>
      </MessageScreen>
    );
  }

  return (
    <Page width="sm">
      <title>Feedback · Gridable</title>
      <PageHeader title="Feedback">
        Found a bug, a missing word, or an idea? We read every message.
      </PageHeader>

      <form className={styles.card} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <label htmlFor={textId} className={styles.label}>
          Your feedback
        </label>
        <textarea
          id={textId}
          className={styles.textarea}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value.slice(0, FEEDBACK_MAX_LENGTH));
            if (error) setError(null);
          }}
          maxLength={FEEDBACK_MAX_LENGTH}
          rows={7}
          aria-describedby={counterId}
          aria-invalid={error === FEEDBACK_EMPTY_MESSAGE || undefined}
        />
        <p
          id={counterId}
          className={`${styles.counter} ${message.length >= FEEDBACK_MAX_LENGTH ? styles.atLimit : ''}`}
        >
          {message.length}/{FEEDBACK_MAX_LENGTH} characters
        </p>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          fullWidth
          disabled={isEmpty || isLoading}
          aria-describedby={isEmpty ? hintId : undefined}
        >
          {isLoading ? 'Submitting...' : 'Submit'}
        </Button>
        {/* A disabled button says nothing of why: this line does, under it, and is read out when the box is
            emptied again (always in the page, so the live region is known before its words change). */}
        <p id={hintId} className={styles.hint} aria-live="polite">
          {isEmpty ? FEEDBACK_SUBMIT_HINT : ''}
        </p>
      </form>
    </Page>
  );
}
