// Builds what a member sees of a league: today's table, the week's and all-time standings. Pure: the service
// loads the games, this decides what they mean and what the viewer may see.
import {
  competitionRanks,
  dailyStreak,
  dayForGameNumber,
  LEAGUE_MAX_MEMBERS,
  mayRevealDay,
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

  const live = input.finished.filter(countsForLeague);
  const numbersOf = new Map<string, LeagueGame[]>();
  for (const game of live) numbersOf.set(game.playerUUID, [...(numbersOf.get(game.playerUUID) ?? []), game]);

  const finishedToday = members.map((member) => {
    const game = todays.get(member.playerUUID);
    return game && countsForLeague(game) ? game : undefined;
  });
  const todayRanks = rankAmong(finishedToday.map((game) => game?.playerScore));

  const todayRows: LeagueTodayRow[] = members.map((member, i) => {
    const game = todays.get(member.playerUUID);
    const done = finishedToday[i];
    const isViewer = member.memberId === viewer.memberId;
    const showGrid = done !== undefined && (revealed || isViewer);
    const history = (numbersOf.get(member.playerUUID) ?? []).map((g) => ({
      date: dayForGameNumber(g.gameNumber),
    }));
    return {
      memberId: member.memberId,
      nickname: member.nickname,
      isCreator: member.playerUUID === league.creatorUUID,
      isViewer,
      status: done ? 'finished' : game?.status === 'active' ? 'playing' : 'not-started',
      score: done ? done.playerScore : null,
      vsPar: done && par !== null ? done.playerScore - par : null,
      streak: dailyStreak(history, days.today),
      rank: todayRanks[i] ?? null,
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
    viewerMemberId: viewer.memberId,
    timeZone: league.timeZone,
    today: { day: days.today, gameNumber: days.todayNumber, par, revealed, rows: sortToday(todayRows) },
    week: {
      from: days.weekFrom,
      to: days.today,
      rows: standings(members, viewer, live, days.weekFromNumber, days.todayNumber),
    },
    allTime: {
      from: days.allTimeFrom,
      to: days.today,
      rows: standings(members, viewer, live, days.allTimeFromNumber, days.todayNumber),
    },
  };
}

/** Ranks for the entries that have a score; the rest (not finished) get none. */
function rankAmong(scores: (number | undefined)[]): (number | undefined)[] {
  const present = scores.filter((s): s is number => s !== undefined);
  const ranks = competitionRanks(present);
  let next = 0;
  return scores.map((score) => (score === undefined ? undefined : ranks[next++]));
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
  live: LeagueGame[],
  fromNumber: number,
  toNumber: number,
): LeagueStandingRow[] {
  const totals = members.map((member) => {
    const games = live.filter(
      (g) => g.playerUUID === member.playerUUID && g.gameNumber >= fromNumber && g.gameNumber <= toNumber,
    );
    const scores = games.map((g) => g.playerScore);
    return {
      memberId: member.memberId,
      nickname: member.nickname,
      isViewer: member.memberId === viewer.memberId,
      total: scores.reduce((sum, s) => sum + s, 0),
      played: scores.length,
      best: scores.length > 0 ? Math.max(...scores) : null,
    };
  });
  const ranks = competitionRanks(totals.map((t) => t.total));
  return totals
    .map((row, i) => ({ ...row, rank: ranks[i] ?? 1 }))
    .sort((a, b) => a.rank - b.rank || b.played - a.played || a.nickname.localeCompare(b.nickname));
}
