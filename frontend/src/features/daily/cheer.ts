// A word of praise sized to the score, for the end screen's headline.
import { TWENTY_PLUS_THRESHOLD } from '@gridable/common/constants';

export function cheerFor(score: number, highScore: number | null | undefined): string {
  if (highScore != null && score >= highScore && score > 0) return "That's today's best score!";
  if (score >= 28) return 'Phenomenal grid!';
  if (score >= 24) return 'Brilliant game!';
  if (score >= TWENTY_PLUS_THRESHOLD) return 'Twenty-plus. Great game!';
  if (score >= 12) return 'Nicely played!';
  return 'Every word counts. See you tomorrow!';
}
