// What the league calls answer when they refuse, and what the league pages say of it.
import { DAY_DONE_LABELS } from './dailyMessages';
import { LEAGUE_MAX_MEMBERS } from '../leagues/names';

/** Enough leagues for every circle of friends; more would make Home a list to scroll. */
export const MAX_LEAGUES_PER_PLAYER = 20;

export const LEAGUE_MESSAGES = Object.freeze({
  notFound: 'There is no such league. Check the link you were sent.',
  full: `This league is full: it has ${LEAGUE_MAX_MEMBERS} members.`,
  nicknameTaken: 'Someone in this league already uses that nickname; please choose another.',
  tooMany: `You are already in ${MAX_LEAGUES_PER_PLAYER} leagues; leave one before joining another.`,
  notMember: 'You are not a member of this league.',
  onlyCreatorRenames: 'Only the league’s creator can rename it.',
  onlyCreatorRemoves: 'Only the league’s creator can remove other members.',
  noSuchMember: 'That player is no longer in this league.',
  /** A join (or the join page) of a league its creator closed to new members. */
  closed: 'This league is closed to new members. Ask its creator to open it again.',
  onlyCreatorCloses: 'Only the league’s creator can close or reopen it to new members.',
});

/** The league page's way to today's daily for a member who has not finished it: the table's scores wait on it. */
export const LEAGUE_PLAY_LABELS = Object.freeze({
  notStarted: DAY_DONE_LABELS.playToday,
  playing: "Continue Today's Gridable",
});

/** Home's status line after leaving a league: the league page is gone, so Home says where the player went from. */
export function leftLeagueNotice(leagueName: string): string {
  return `You left ${leagueName}.`;
}
