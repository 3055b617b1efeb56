// Daily leagues: creating and joining by link, the creator's renames and removals, leaving, and the tables each
// viewer may see. Membership is by playerUUID; other members are only ever shown by memberId and nickname.
import {
  competitionRanks,
  LEAGUE_MESSAGES,
  MAX_LEAGUES_PER_PLAYER,
  tiedRanks,
  dayForGameNumber,
  gameNumberStreak,
  dayKeyInZoneOrUtc,
  gameNumberForDay,
  LEAGUE_IDLE_DAYS,
  LEAGUE_INVITE_NAMES,
  LEAGUE_MAX_MEMBERS,
  MS_PER_DAY,
  STREAK_WINDOW_DAYS,
  weekStartOf,
  type DayKey,
  type LeagueView,
  type MyLeague,
} from '@gridable/common';
import { conflict, forbidden, notFound } from '../http/errors';
import type { LeagueGame, LeagueStore, StoredLeague, StoredMember } from '../db/stores/leagueStore';
import { buildMemberView, countsForLeague, type LeagueDays } from './leagueTables';
import { HistoryCache } from './historyCache';

/** Most streaks are short: the first read covers this many days, and only longer streaks read further back. */
const STREAK_FIRST_READ_DAYS = 31;

export { LEAGUE_MESSAGES, MAX_LEAGUES_PER_PLAYER };

export interface LeagueServiceOptions {
  now: () => Date;
}

export function createLeagueService(store: LeagueStore, { now }: LeagueServiceOptions) {
  async function leagueOrNotFound(leagueId: string): Promise<StoredLeague> {
    const league = await store.findLeague(leagueId);
    if (!league) throw notFound(LEAGUE_MESSAGES.notFound, 'LEAGUE_NOT_FOUND');
    return league;
  }

  async function ensureRoomForAnotherLeague(playerUUID: string): Promise<void> {
    if ((await store.countMembershipsOf(playerUUID)) >= MAX_LEAGUES_PER_PLAYER)
      throw conflict(LEAGUE_MESSAGES.tooMany, 'TOO_MANY_LEAGUES');
  }

  /**
   * Keeps the leagues from the idle sweep: members opened them at `at`. Written at most once a day per league,
   * as a page open for hours reads it every 10 s.
   */
  async function markOpened(
    leagues: Pick<StoredLeague, 'leagueId' | 'lastActiveAt' | 'createdAt'>[],
    at: Date,
  ) {
    const stale = leagues.filter(
      (l) => at.getTime() - (l.lastActiveAt ?? l.createdAt).getTime() >= MS_PER_DAY,
    );
    // A read must not fail for its bookkeeping: with storage refusing writes the page still shows, and the
    // next open (a day's margin on 180) marks it.
    await store
      .touch(
        stale.map((l) => l.leagueId),
        at,
      )
      .catch(() => undefined);
  }

  function todayIn(league: Pick<StoredLeague, 'timeZone'>, at: Date): DayKey {
    return dayKeyInZoneOrUtc(at, league.timeZone);
  }

  function daysOf(league: StoredLeague, at: Date): LeagueDays {
    const today = todayIn(league, at);
    const weekFrom = weekStartOf(today);
    const allTimeFrom = league.createdDay <= today ? league.createdDay : today;
    return {
      today,
      todayNumber: gameNumberForDay(today),
      weekFrom,
      weekFromNumber: gameNumberForDay(weekFrom),
      allTimeFrom,
      allTimeFromNumber: gameNumberForDay(allTimeFrom),
    };
  }

  const history = new HistoryCache<LeagueGame[]>();
  const pars = new Map<number, number>();

  async function parOf(gameNumber: number): Promise<number | null> {
    const known = pars.get(gameNumber);
    if (known !== undefined) return known;
    const par = await store.parOf(gameNumber);
    // A stored par never changes; a missing one may still be drawn, so only a found one is kept.
    if (par !== null) pars.set(gameNumber, par);
    return par;
  }

  /**
   * The members' finished games before today, over the standings' range and back far enough for every streak:
   * one read of the recent weeks, then a second only for the members whose streak runs past it.
   */
  async function earlierGames(members: StoredMember[], days: LeagueDays): Promise<LeagueGame[]> {
    const yesterday = days.todayNumber - 1;
    const firstFrom = Math.max(
      1,
      Math.min(days.allTimeFromNumber, days.weekFromNumber, days.todayNumber - STREAK_FIRST_READ_DAYS),
    );
    const recent = await store.finishedGames(
      members.map((m) => m.playerUUID),
      firstFrom,
      yesterday,
    );
    const playedBy = new Map<string, Set<number>>();
    for (const g of recent) {
      if (!countsForLeague(g)) continue;
      const numbers = playedBy.get(g.playerUUID) ?? new Set<number>();
      numbers.add(g.gameNumber);
      playedBy.set(g.playerUUID, numbers);
    }
    const reachesBack = members.filter(
      (member) =>
        gameNumberStreak(playedBy.get(member.playerUUID) ?? new Set(), yesterday) >=
        yesterday - firstFrom + 1,
    );
    if (reachesBack.length === 0 || firstFrom <= 1) return recent;
    const older = await store.finishedGames(
      reachesBack.map((m) => m.playerUUID),
      Math.max(1, days.todayNumber - STREAK_WINDOW_DAYS),
      firstFrom - 1,
    );
    return [...older, ...recent];
  }

  function cachedEarlierGames(league: StoredLeague, members: StoredMember[], days: LeagueDays) {
    const key = `${league.leagueId}:${days.todayNumber}:${members.map((m) => m.memberId).join(',')}`;
    return history.get(key, () => earlierGames(members, days));
  }

  return {
    /** Creates the league with its creator as first member; returns its id. */
    async create(input: {
      name: string;
      nickname: string;
      playerUUID: string;
      timeZone?: string | undefined;
    }) {
      await ensureRoomForAnotherLeague(input.playerUUID);
      const timeZone = input.timeZone ?? 'UTC';
      const at = now();
      const leagueId = await store.createLeague({
        name: input.name,
        creatorUUID: input.playerUUID,
        timeZone,
        createdDay: todayIn({ timeZone }, at),
        lastActiveAt: at,
      });
      const seated = await store.join(leagueId, input.playerUUID, input.nickname);
      if (seated.kind !== 'joined' && seated.kind !== 'already')
        throw new Error(`new league refused its creator: ${seated.kind}`);
      return leagueId;
    },

    /** Seats the player; `created` is false when they were already a member (their nickname is kept). */
    async join(leagueId: string, playerUUID: string, nickname: string) {
      const league = await leagueOrNotFound(leagueId);
      await markOpened([league], now());
      const existing = await store.findMember(leagueId, playerUUID);
      if (existing) return { created: false, memberId: existing.memberId };
      await ensureRoomForAnotherLeague(playerUUID);
      // Closed or open is decided by the store's seat write alone: the league read above may be stale by now,
      // and a second check on it would refuse a join to a league reopened meanwhile.
      const outcome = await store.join(leagueId, playerUUID, nickname);
      switch (outcome.kind) {
        case 'joined':
          return { created: true, memberId: outcome.member.memberId };
        case 'already':
          return { created: false, memberId: outcome.member.memberId };
        case 'full':
          throw conflict(LEAGUE_MESSAGES.full, 'LEAGUE_FULL');
        case 'closed':
          throw forbidden(LEAGUE_MESSAGES.closed, 'LEAGUE_CLOSED');
        case 'nickname-taken':
          throw conflict(LEAGUE_MESSAGES.nicknameTaken, 'NICKNAME_TAKEN');
      }
    },

    async rename(leagueId: string, playerUUID: string, name: string): Promise<void> {
      await leagueOrNotFound(leagueId);
      if (!(await store.rename(leagueId, playerUUID, name)))
        throw forbidden(LEAGUE_MESSAGES.onlyCreatorRenames, 'NOT_LEAGUE_CREATOR');
    },

    /** The creator closes the league to new members, or opens it again; members stay either way. */
    async setClosed(leagueId: string, playerUUID: string, closed: boolean): Promise<void> {
      await leagueOrNotFound(leagueId);
      if (!(await store.setClosed(leagueId, playerUUID, closed)))
        throw forbidden(LEAGUE_MESSAGES.onlyCreatorCloses, 'NOT_LEAGUE_CREATOR');
    },

    /** The creator removes anyone; anyone removes themselves. A creator who leaves hands the league on. */
    async removeMember(leagueId: string, playerUUID: string, memberId: string): Promise<void> {
      const league = await leagueOrNotFound(leagueId);
      const asker = await store.findMember(leagueId, playerUUID);
      if (!asker) throw forbidden(LEAGUE_MESSAGES.notMember, 'NOT_A_MEMBER');
      const leaving = asker.memberId === memberId;
      if (!leaving && league.creatorUUID !== playerUUID)
        throw forbidden(LEAGUE_MESSAGES.onlyCreatorRemoves, 'NOT_LEAGUE_CREATOR');
      if (!(await store.removeMember(leagueId, memberId)))
        throw notFound(LEAGUE_MESSAGES.noSuchMember, 'MEMBER_NOT_FOUND');
      if (!leaving || league.creatorUUID !== playerUUID) return;
      const [successor] = await store.membersOf(leagueId);
      if (successor) await store.handOver(leagueId, playerUUID, successor.playerUUID);
      else await store.deleteLeague(leagueId);
    },

    async view(leagueId: string, playerUUID: string | undefined): Promise<LeagueView> {
      const league = await leagueOrNotFound(leagueId);
      const members = await store.membersOf(leagueId);
      const viewer = playerUUID ? members.find((m) => m.playerUUID === playerUUID) : undefined;
      if (!viewer) {
        return {
          leagueId,
          name: league.name,
          memberCount: members.length,
          // In joining order, so the creator (the first member, or the longest one after a hand-over) leads:
          // the one an invite came from, and the one to ask when the league is closed.
          memberNames: members.slice(0, LEAGUE_INVITE_NAMES).map((m) => m.nickname),
          maxMembers: LEAGUE_MAX_MEMBERS,
          closed: league.closed === true,
          isMember: false,
        };
      }
      const at = now();
      const days = daysOf(league, at);
      const uuids = members.map((m) => m.playerUUID);
      const [par, todaysGames, earlier] = await Promise.all([
        parOf(days.todayNumber),
        store.gamesOfDay(uuids, days.todayNumber),
        cachedEarlierGames(league, members, days),
        markOpened([league], at),
      ]);
      const finished = [...earlier, ...todaysGames.filter(countsForLeague)];
      return buildMemberView({ league, members, viewer, days, par, todaysGames, finished, now: at });
    },

    /** Deletes the leagues no member has opened for LEAGUE_IDLE_DAYS, with their memberships; how many went. */
    async sweepIdle(batch = 500): Promise<number> {
      const cutoff = new Date(now().getTime() - LEAGUE_IDLE_DAYS * MS_PER_DAY);
      let swept = 0;
      for (;;) {
        const idle = await store.idleLeagueIds(cutoff, batch);
        let deleted = 0;
        for (const leagueId of idle) if (await store.deleteIdleLeague(leagueId, cutoff)) deleted += 1;
        swept += deleted;
        // A short batch was the last; one where nothing went (all opened meanwhile) would only come back.
        if (idle.length < batch || deleted === 0) return swept;
      }
    },

    /** The player's leagues for Home, each with today's rank among those who finished. */
    async leaguesOf(playerUUID: string): Promise<MyLeague[]> {
      const memberships = await store.membershipsOf(playerUUID);
      if (memberships.length === 0) return [];
      const leagueIds = memberships.map((m) => m.leagueId);
      const [leagues, members] = await Promise.all([
        store.findLeagues(leagueIds),
        store.membersOfLeagues(leagueIds),
      ]);
      const at = now();
      await markOpened(leagues, at);
      const numbers = new Map(leagues.map((l) => [l.leagueId, gameNumberForDay(todayIn(l, at))]));
      const games = await Promise.all(
        [...new Set(numbers.values())].map((n) =>
          store.gamesOfDay([...new Set(members.map((m) => m.playerUUID))], n),
        ),
      );
      const finished = games.flat().filter(countsForLeague);
      const byId = new Map(leagues.map((l) => [l.leagueId, l]));
      return leagueIds.flatMap((leagueId) => {
        const league = byId.get(leagueId);
        const gameNumber = numbers.get(leagueId);
        if (!league || gameNumber === undefined) return [];
        const inLeague = new Set(members.filter((m) => m.leagueId === leagueId).map((m) => m.playerUUID));
        const scores = new Map(
          finished
            .filter((g) => g.gameNumber === gameNumber && inLeague.has(g.playerUUID))
            .map((g) => [g.playerUUID, g.playerScore]),
        );
        const finishers = [...scores.keys()];
        const ranks = competitionRanks([...scores.values()]);
        const ties = tiedRanks(ranks);
        const own = finishers.indexOf(playerUUID);
        return [
          {
            leagueId,
            name: league.name,
            memberCount: inLeague.size,
            day: dayForGameNumber(gameNumber),
            rank: own < 0 ? null : (ranks[own] ?? null),
            tied: own >= 0 && ties[own] === true,
            finished: scores.size,
          },
        ];
      });
    },
  };
}
export type LeagueService = ReturnType<typeof createLeagueService>;
