// Skill 0–99 from the points a game's moves lost to the computer. Encouraging by design: a game that
// loses nothing is 99, and every point lost costs less than the one before, so a rough game is still
// far from 0 (2 points → 91, 8 → 74, 24 → 49, 72 → 24).

/** Points lost at which skill falls to half of 99. */
export const SKILL_HALF_LOSS = 24;

export function skillFromLoss(pointsLost: number): number {
  const lost = Math.max(0, Number.isFinite(pointsLost) ? pointsLost : 0);
  return Math.floor((99 * SKILL_HALF_LOSS) / (SKILL_HALF_LOSS + lost));
}
