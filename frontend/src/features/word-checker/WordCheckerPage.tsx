// The word checker (/word-checker, opened in a new tab): type up to 4 letters and learn whether Gridable counts them.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../components/Button';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { WORD_LIST_DESCRIPTION } from '../../components/how-to-play/wordList';
import { isApiError } from '../../lib/apiError';
import { useValidateWordMutation } from './wordCheckerApi';
import { normalizeWordInput, wordVerdict } from './wordInput';
import styles from './WordCheckerPage.module.css';

interface Verdict {
  word: string;
  isValid: boolean;
}

export function WordCheckerPage() {
  const inputId = useId();
  const [word, setWord] = useState('');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [validateWord, { isLoading }] = useValidateWordMutation();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // docs/PROTOCOL.md §5: blank input is ignored, not an error.
    if (word === '' || isLoading) return;
    setError(null);
    try {
      const reply = await validateWord({ word }).unwrap();
      setVerdict({ word: reply.word, isValid: reply.isValid });
    } catch (caught) {
      setVerdict(null);
      setError(isApiError(caught) ? caught.message : 'Failed to check the word. Please try again.');
    }
  }

  return (
    <Page width="sm">
      <title>Word Checker · Gridable</title>
      <PageHeader title="Word Checker">
        Is it a word? Gridable&apos;s list has {WORD_LIST_DESCRIPTION}.
      </PageHeader>

      <section className={styles.card}>
        <form className={styles.form} onSubmit={(event) => void handleSubmit(event)}>
          <label htmlFor={inputId} className={styles.label}>
            Word
          </label>
          <div className={styles.row}>
            <input
              id={inputId}
              className={styles.input}
              type="text"
              value={word}
              // normalizeWordInput keeps 4 letters; a maxLength would cut a paste before its spaces go.
              onChange={(event) => {
                const next = normalizeWordInput(event.target.value);
                setWord(next);
                // An emptied box starts over: the old verdict no longer describes anything on screen.
                if (next === '') {
                  setVerdict(null);
                  setError(null);
                }
              }}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              enterKeyHint="search"
              placeholder="CAT"
              autoFocus
            />
            <Button type="submit" disabled={isLoading}>
              Submit
            </Button>
          </div>
        </form>

        <div role="status" aria-live="polite" className={styles.result}>
          {verdict ? (
            <p className={verdict.isValid ? styles.valid : styles.invalid}>
              <span className={styles.mark} aria-hidden="true">
                {verdict.isValid ? '✓' : '✗'}
              </span>
              {wordVerdict(verdict.word, verdict.isValid)}
            </p>
          ) : null}
        </div>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
      </section>
    </Page>
  );
}
