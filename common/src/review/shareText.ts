// A review's result as a spoiler-free line: skill and points lost, never a letter or a grid.
import { REVIEW_COMPARISON } from './comparison';
import { shownLoss } from './moveNote';

export function lostPointsPhrase(pointsLost: number): string {
  // Whole points from the very tenth the page shows, so 13.46 (shown 13.5) reads "gave up 14 points" beside it.
  // Read back from that text: 14.45 is shown as 14.4 (its binary value is just under), yet 14.45 * 10 rounds to 145.
  const points = Math.round(Number(shownLoss(pointsLost)));
  // The grader by its level: shared from a game against the Easy computer, a bare "the computer" read as the
  // opponent, and the number means something only against a named yardstick (the review page names it too).
  if (points === 0) return `matched ${REVIEW_COMPARISON.grader} move for move`;
  // Not "lost … to the computer": a 32 that beat par would read as a defeat. The points are the moves'
  // shortfall against the grader's moves, as the review's story says.
  return `gave up ${points} ${points === 1 ? 'point' : 'points'} to ${REVIEW_COMPARISON.grader}'s moves`;
}

/** "Skill 91 · gave up 2 points to the Hard computer's moves", the line shared and shown on the share page. */
export function reviewSummaryLine(skill: number, pointsLost: number): string {
  return `Skill ${skill} · ${lostPointsPhrase(pointsLost)}`;
}

/** The text a player shares: what was played, the summary line and where to look. */
export function reviewShareText(title: string, skill: number, pointsLost: number, url?: string): string {
  return [`${title} review`, reviewSummaryLine(skill, pointsLost), ...(url ? [url] : [])].join('\n');
}

/** A word for a skill score: encouraging at every level, never smug at the top. */
export function skillPhrase(skill: number): string {
  if (skill >= 90) return 'Played like the computer';
  if (skill >= 75) return 'Strong game';
  // Skill 55 is 19 points lost: most of a game's expected score, never "a few".
  if (skill >= 55) return 'Solid game, with points to find in the marked moves';
  return 'Every game teaches something: the marked moves are the place to start';
}
