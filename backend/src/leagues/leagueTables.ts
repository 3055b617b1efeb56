// Builds what a member sees of a league: today's table, the week's and all-time standings. Pure: the service
// loads the games, this decides what they mean and what the viewer may see.
import {
  competitionRanks,
  gameNumberStreak,
  LEAGUE_MAX_MEMBERS,
  mayRevealDay,
  tiedRanks,
  type DayKey,
  type LeagueMemberView,
  type LeagueStandingRow,
  type LeagueTodayRow,
} from '@gridable/common';
import type { LeagueGame, StoredLeague, StoredMember } from '../db/stores/leagueStore';

export interface LeagueDays {
  today: DayKey;
  todayNumber: number;
  weekFrom: DayKey;
  weekFromNumber: number;
  allTimeFrom: DayKey;
  allTimeFromNumber: number;
}

export interface LeagueTableInput {
  league: StoredLeague;
  members: StoredMember[];
  viewer: StoredMember;
  days: LeagueDays;
  par: number | null;
  todaysGames: LeagueGame[];
  /** Finished live games of the members, covering at least the all-time range and each member's streak. */
  finished: LeagueGame[];
  now: Date;
}

/** Archive plays happen after the day: they never count in a league, as they never count for streaks. */
export const countsForLeague = (game: LeagueGame): boolean => game.status === 'completed' && !game.archive;

export function buildMemberView(input: LeagueTableInput): LeagueMemberView {
  const { league, members, viewer, days, par, now } = input;
  const todays = new Map(input.todaysGames.map((game) => [game.playerUUID, game]));
  const viewerGame = todays.get(viewer.playerUUID);
  const revealed = mayRevealDay(days.today, viewerGame !== undefined && countsForLeague(viewerGame), now);

  // Each member's counted games, grouped once: the streaks and both standings read these, never the whole list.
  const gamesOf = new Map<string, LeagueGame[]>();
  for (const game of input.finished) {
    if (!countsForLeague(game)) continue;
    const own = gamesOf.get(game.playerUUID);
    if (own) own.push(game);
    else gamesOf.set(game.playerUUID, [game]);
  }

  const finishedToday = members.map((member) => {
    const game = todays.get(member.playerUUID);
    return game && countsForLeague(game) ? game : undefined;
  });
  const todayRanks = rankAmong(finishedToday.map((game) => game?.playerScore));
  const todayTies = tiedRanks(todayRanks);

  const todayRows: LeagueTodayRow[] = members.map((member, i) => {
    const game = todays.get(member.playerUUID);
    const done = finishedToday[i];
    const isViewer = member.memberId === viewer.memberId;
    const showGrid = done !== undefined && (revealed || isViewer);
    const played = new Set((gamesOf.get(member.playerUUID) ?? []).map((g) => g.gameNumber));
    return {
      memberId: member.memberId,
      nickname: member.nickname,
      isCreator: member.playerUUID === league.creatorUUID,
      isViewer,
      status: done ? 'finished' : game?.status === 'active' ? 'playing' : 'not-started',
      score: done ? done.playerScore : null,
      vsPar: done && par !== null ? done.playerScore - par : null,
      streak: gameNumberStreak(played, days.todayNumber),
      rank: todayRanks[i] ?? null,
      tied: todayTies[i] ?? false,
      grid: showGrid ? (done.playerGrid ?? null) : null,
      words: showGrid ? (done.playerWords ?? null) : null,
    };
  });

  return {
    leagueId: league.leagueId,
    name: league.name,
    memberCount: members.length,
    maxMembers: LEAGUE_MAX_MEMBERS,
    isMember: true,
    isCreator: viewer.playerUUID === league.creatorUUID,
    closed: league.closed === true,
    viewerMemberId: viewer.memberId,
    timeZone: league.timeZone,
    today: { day: days.today, gameNumber: days.todayNumber, par, revealed, rows: sortToday(todayRows) },
    week: {
      from: days.weekFrom,
      to: days.today,
      rows: standings(members, viewer, gamesOf, days.weekFromNumber, days.todayNumber),
    },
    allTime: {
      from: days.allTimeFrom,
      to: days.today,
      rows: standings(members, viewer, gamesOf, days.allTimeFromNumber, days.todayNumber),
    },
  };
}

/** Ranks for the entries that have a score; the rest (not finished) get none. */
function rankAmong(scores: (number | undefined)[]): (number | null)[] {
  const present = scores.filter((s): s is number => s !== undefined);
  const ranks = competitionRanks(present);
  let next = 0;
  return scores.map((score) => (score === undefined ? null : (ranks[next++] ?? null)));
}

/** Finished players by rank, then those still playing, then those yet to start; names break ties. */
function sortToday(rows: LeagueTodayRow[]): LeagueTodayRow[] {
  const order = { finished: 0, playing: 1, 'not-started': 2 } as const;
  return [...rows].sort(
    (a, b) =>
      order[a.status] - order[b.status] ||
      (a.rank ?? 0) - (b.rank ?? 0) ||
      a.nickname.localeCompare(b.nickname),
  );
}

function standings(
  members: StoredMember[],
  viewer: StoredMember,
  gamesOf: ReadonlyMap<string, LeagueGame[]>,
  fromNumber: number,
  toNumber: number,
): LeagueStandingRow[] {
  const totals = members.map((member) => {
    let total = 0;
    let played = 0;
    let best: number | null = null;
    for (const g of gamesOf.get(member.playerUUID) ?? []) {
      if (g.gameNumber < fromNumber || g.gameNumber > toNumber) continue;
      total += g.playerScore;
      played += 1;
      best = best === null ? g.playerScore : Math.max(best, g.playerScore);
    }
    return {
      memberId: member.memberId,
      nickname: member.nickname,
      isViewer: member.memberId === viewer.memberId,
      total,
      played,
      best,
    };
  });
  const ranks = competitionRanks(totals.map((t) => t.total));
  // Members with no games in the range show no rank, so they tie with no one.
  const ties = tiedRanks(totals.map((t, i) => (t.played > 0 ? (ranks[i] ?? null) : null)));
  return totals
    .map((row, i) => ({ ...row, rank: ranks[i] ?? 1, tied: ties[i] ?? false }))
    .sort((a, b) => a.rank - b.rank || b.played - a.played || a.nickname.localeCompare(b.nickname));
}
