// A review's result as a spoiler-free line: skill and points lost, never a letter or a grid.

export function lostPointsPhrase(pointsLost: number): string {
  const points = Math.round(Math.max(0, pointsLost));
  if (points === 0) return 'matched the computer move for move';
  return `lost ${points} ${points === 1 ? 'point' : 'points'} to the computer`;
}

/** "Skill 91 · lost 2 points to the computer", the line shared and shown on the share page. */
export function reviewSummaryLine(skill: number, pointsLost: number): string {
  return `Skill ${skill} · ${lostPointsPhrase(pointsLost)}`;
}

/** The text a player shares: what was played, the summary line and where to look. */
export function reviewShareText(title: string, skill: number, pointsLost: number, url?: string): string {
  return [`${title} review`, reviewSummaryLine(skill, pointsLost), ...(url ? [url] : [])].join('\n');
}
