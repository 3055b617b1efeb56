// A finished game's review: score, skill, points lost and luck as one story, the replay, and sharing.
import {
  REVIEW_COMPARISON,
  reviewShareText,
  reviewStory,
  shownLoss,
  skillPhrase,
  type GameReview,
} from '@gridable/common/rules';
import { useState } from 'react';
import { REVIEW_MESSAGES } from '@gridable/common/messages';
import { Button } from '../../components/Button';
import { Page } from '../../components/Page';
import type { ReviewSource } from './model/reviewSource';
import { Replay } from './Replay';
import { useShareReviewMutation } from './reviewShareApi';
import styles from './Review.module.css';

export function ReviewScreen({ source, review }: { source: ReviewSource; review: GameReview }) {
  const [shared, setShared] = useState<string | null>(null);
  const [shareResult] = useShareReviewMutation();
  const luck = review.luck.luck;
  const other = source.other ?? {
    // Not the computer the moves are graded against, nor the day's par game: say which it is.
    label: REVIEW_COMPARISON.lettersGameLabel,
    note: REVIEW_COMPARISON.lettersGameNote,
    moves: review.computerGame.letters.map((letter, i) => ({
      round: i + 1,
      letter,
      cell: review.computerGame.cells[i] ?? 0,
    })),
  };

  async function share() {
    const summary = { skill: review.skill, pointsLost: review.pointsLost };
    // The result's page shows the same line; without a link (offline, refused) the text still stands.
    const url = await shareResult({ ...source.result, review: summary })
      .unwrap()
      .then(
        (created) => created.shareUrl,
        () => window.location.origin,
      );
    const text = reviewShareText(source.title, review.skill, review.pointsLost, url);
    const canShare = typeof navigator.share === 'function';
    try {
      if (canShare) await navigator.share({ text });
      else await navigator.clipboard.writeText(text);
      setShared(canShare ? 'Shared.' : 'Copied to the clipboard.');
    } catch {
      setShared(text);
    }
  }

  return (
    <Page width="lg">
      <header className={styles.header}>
        <h1 className={styles.title}>Review: {source.title}</h1>
        <p className={styles.muted} data-testid="graded-by">
          {REVIEW_COMPARISON.gradedBy}
        </p>
        {source.isOwner ? null : (
          <p className={styles.muted} data-testid="visitor-note">
            {REVIEW_MESSAGES.visitorNote}
          </p>
        )}
      </header>
      <section className={styles.summary} aria-label="Summary">
        <div className={styles.stat}>
          <span className={styles.statValue} data-testid="review-skill">
            {review.skill}
          </span>
          <span className={styles.statLabel}>Skill</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statValue}>{review.score}</span>
          <span className={styles.statLabel}>Score</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statValue} data-testid="review-lost">
            {shownLoss(review.pointsLost)}
          </span>
          <span className={styles.statLabel}>Points lost</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statValue}>
            {luck < 0 ? '−' : '+'}
            {Math.abs(luck).toFixed(1)}
          </span>
          <span className={styles.statLabel}>Luck</span>
        </div>
      </section>
      <p className={styles.story}>
        <strong>{skillPhrase(review.skill)}.</strong> {reviewStory(review)}
      </p>
      <Replay review={review} other={other} />
      {/* Only its player shares a game's review: a visitor's line would stand on the player's result page. */}
      {source.isOwner ? (
        <div className={styles.actions}>
          <Button onClick={() => void share()}>Share review</Button>
          {shared && (
            <p role="status" className={styles.muted}>
              {shared}
            </p>
          )}
        </div>
      ) : null}
    </Page>
  );
}
