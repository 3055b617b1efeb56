// The review's summary as one story that adds up, in the figures the page shows: what the computer expected
// after the first letter, what your moves gave up, what the letters that came did, and your score.
import { REVIEW_COMPARISON } from './comparison';
import { tenths } from './luck';
import type { GameReview } from './types';

const shown = (value: number) => value.toFixed(1);

/** "From the first letter, the Hard computer expected 27.1 points. Your moves gave up 7.4, and the letters …" */
export function reviewStory(review: Pick<GameReview, 'score' | 'pointsLost' | 'luck'>): string {
  const lost = tenths(review.pointsLost);
  const { luck } = review.luck;
  const moves = lost === 0 ? 'Your moves gave up none of them' : `Your moves gave up ${shown(lost)}`;
  const letters =
    luck === 0
      ? 'the letters that came changed nothing'
      : luck > 0
        ? `the letters that came added ${shown(luck)}`
        : `the letters that came took away ${shown(-luck)} more`;
  return (
    `From the first letter, ${REVIEW_COMPARISON.grader} expected ${shown(tenths(review.luck.expectedAtStart))} points. ` +
    `${moves}, and ${letters}, for your score of ${review.score}.`
  );
}
