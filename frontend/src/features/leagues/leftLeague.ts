// What leaving a league hands to Home through the router's history state: the league's name, for Home's notice.
// History state outlives the page (a reload or Back keeps it), so Home reads it once and clears it.

export interface LeftLeagueState {
  leftLeague: string;
}

export function leftLeagueState(leagueName: string): LeftLeagueState {
  return { leftLeague: leagueName };
}

/** The name of the league just left, or null for any other way of arriving at Home. */
export function leftLeagueOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('leftLeague' in state)) return null;
  const { leftLeague } = state;
  return typeof leftLeague === 'string' ? leftLeague : null;
}
