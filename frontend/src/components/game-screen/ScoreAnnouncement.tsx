// Says a new score to screen readers. The visible score sits beside the round's letter, which is not drawn while
// choosing, and is no live region: a blind player heard nothing when a placement made a word score. This region
// stays mounted through every phase and speaks only a change, not the score a page opens with.
import { memo, useEffect, useRef, useState } from 'react';

export function scoreAnnouncement(score: number): string {
  return `Your score is now ${score}.`;
}

// Memoised: the page renders on every cell tap, and this is drawn again only when its own props change.
export const ScoreAnnouncement = memo(function ScoreAnnouncement({ score }: { score: number }) {
  const shown = useRef(score);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (score === shown.current) return;
    shown.current = score;
    setSaid(scoreAnnouncement(score));
  }, [score]);
  return (
    <p className="visually-hidden" aria-live="polite" data-testid="score-announcement">
      {said}
    </p>
  );
});
