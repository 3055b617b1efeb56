// The end screen's title for a result (or for a daily game), as docs/PROTOCOL.md §2 words it.
export type EndOutcome = 'win' | 'tie' | 'loss';

export function outcomeOf(myScore: number, opponentScore: number): EndOutcome {
  if (myScore === opponentScore) return 'tie';
  return myScore > opponentScore ? 'win' : 'loss';
}

export const END_TITLES: Record<EndOutcome, string> = {
  win: 'You Win!',
  tie: "It's a Tie!",
  loss: 'You Lost',
};

/** Daily mode has no opponent, so no win or loss: docs/PROTOCOL.md §2 words its end like this. */
export const DAILY_END_TITLE = 'Challenge Complete!';

export function dailyScoreLine(score: number): string {
  return `You scored ${score} points!`;
}

/** 'Played on 22 November 2025' style, in the reader's locale. */
export function formatPlayedOn(date: Date): string {
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}
