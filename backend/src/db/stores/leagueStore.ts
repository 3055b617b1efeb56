// Leagues and their members in the database, and the members' daily games that the league tables are built from.
import type { Grid, ScoredWord } from '@gridable/common';
import { LEAGUE_ID_ALPHABET, LEAGUE_ID_LENGTH, LEAGUE_MAX_MEMBERS } from '@gridable/common';
import type { Models } from '../models';
import { insertWithFreshId, randomId } from './randomId';
import { isDuplicateKeyError } from '../versionedUpdate';

export interface StoredLeague {
  leagueId: string;
  name: string;
  creatorUUID: string;
  timeZone: string;
  createdDay: string;
  memberCount: number;
  /** Missing on leagues made before it was kept: those are open. */
  closed?: boolean;
  createdAt: Date;
  /** Missing on leagues made before it was kept: their createdAt stands in. */
  lastActiveAt?: Date;
}

export interface StoredMember {
  leagueId: string;
  memberId: string;
  playerUUID: string;
  nickname: string;
  joinedAt: Date;
}

/**
 * The read of a league's history: equality on the members, then a range of game numbers, so both MongoDB
 * and the embedded database answer it from the { playerUUID, gameNumber } index with bounds on both
 * (backend/test/db/leagueHistoryIndex.test.ts checks the plan and the documents examined).
 */
export function finishedGamesQuery(playerUUIDs: string[], fromNumber: number, toNumber: number) {
  return {
    filter: {
      playerUUID: { $in: playerUUIDs },
      gameNumber: { $gte: fromNumber, $lte: toNumber },
      status: 'completed' as const,
    },
    projection: { _id: 0, playerUUID: 1, gameNumber: 1, status: 1, archive: 1, playerScore: 1 },
  };
}

/** A member's daily game as the tables need it; grids and words only for the day being shown. */
export interface LeagueGame {
  playerUUID: string;
  gameNumber: number;
  status: 'active' | 'completed';
  archive?: boolean;
  playerScore: number;
  playerGrid?: Grid;
  playerWords?: ScoredWord[];
}

const MEMBER_ID_LENGTH = 8;
const MEMBER_FIELDS = { _id: 0, leagueId: 1, memberId: 1, playerUUID: 1, nickname: 1, joinedAt: 1 } as const;
const LEAGUE_FIELDS = { _id: 0 } as const;

export type JoinOutcome =
  | { kind: 'joined'; member: StoredMember }
  | { kind: 'already'; member: StoredMember }
  | { kind: 'full' }
  | { kind: 'closed' }
  | { kind: 'nickname-taken' };

export function nicknameKey(nickname: string): string {
  return nickname.normalize('NFKC').toLowerCase();
}

/** Leagues last opened before `cutoff`; one kept from before lastActiveAt counts from its creation. */
function idleSince(cutoff: Date) {
  return {
    $or: [{ lastActiveAt: { $lt: cutoff } }, { lastActiveAt: null, createdAt: { $lt: cutoff } }],
  };
}

export function createLeagueStore(models: Models) {
  const { leagues, leagueMembers, dailyGames, dailySequences } = models;

  const findMember = (leagueId: string, playerUUID: string) =>
    leagueMembers.findOne({ leagueId, playerUUID }, MEMBER_FIELDS).lean<StoredMember>();

  /**
   * Takes a seat if one is free and the league is open, in the same write as the check, so a join racing the
   * creator's close cannot slip in; a count left high by a crash between the two writes is corrected here.
   */
  async function reserveSeat(leagueId: string): Promise<'reserved' | 'full' | 'closed'> {
    const open = { closed: { $ne: true } };
    const reserved = await leagues.updateOne(
      { leagueId, memberCount: { $lt: LEAGUE_MAX_MEMBERS }, ...open },
      { $inc: { memberCount: 1 } },
    );
    if (reserved.modifiedCount === 1) return 'reserved';
    if (await leagues.exists({ leagueId, closed: true })) return 'closed';
    const actual = await leagueMembers.countDocuments({ leagueId });
    if (actual >= LEAGUE_MAX_MEMBERS) return 'full';
    const fixed = await leagues.updateOne(
      { leagueId, memberCount: { $gte: LEAGUE_MAX_MEMBERS }, ...open },
      { $set: { memberCount: actual + 1 } },
    );
    return fixed.modifiedCount === 1 ? 'reserved' : 'full';
  }

  const releaseSeat = (leagueId: string) =>
    leagues.updateOne({ leagueId, memberCount: { $gt: 0 } }, { $inc: { memberCount: -1 } });

  return {
    findLeague(leagueId: string): Promise<StoredLeague | null> {
      return leagues.findOne({ leagueId }, LEAGUE_FIELDS).lean<StoredLeague>();
    },

    findLeagues(leagueIds: string[]): Promise<StoredLeague[]> {
      return leagues.find({ leagueId: { $in: leagueIds } }, LEAGUE_FIELDS).lean<StoredLeague[]>();
    },

    async createLeague(
      fields: Omit<StoredLeague, 'leagueId' | 'memberCount' | 'createdAt' | 'lastActiveAt'> & {
        lastActiveAt: Date;
      },
    ): Promise<string> {
      return insertWithFreshId(
        () => randomId(LEAGUE_ID_ALPHABET, LEAGUE_ID_LENGTH),
        async (leagueId) => {
          await leagues.create({ ...fields, leagueId, memberCount: 0 });
          return leagueId;
        },
        isDuplicateKeyError,
      );
    },

    deleteLeague(leagueId: string) {
      return leagues.deleteOne({ leagueId });
    },

    /** Marks the leagues as opened by a member at `at`. */
    async touch(leagueIds: string[], at: Date): Promise<void> {
      if (leagueIds.length === 0) return;
      await leagues.updateMany({ leagueId: { $in: leagueIds } }, { $set: { lastActiveAt: at } });
    },

    /** Up to `limit` leagues no member has opened since `cutoff`. */
    async idleLeagueIds(cutoff: Date, limit: number): Promise<string[]> {
      const idle = await leagues
        .find(idleSince(cutoff), { _id: 0, leagueId: 1 })
        .limit(limit)
        .lean<{ leagueId: string }[]>();
      return idle.map((l) => l.leagueId);
    },

    /**
     * Deletes the league if it is still idle since `cutoff` (a member may have opened it meanwhile), then its
     * memberships; true when it was deleted.
     */
    async deleteIdleLeague(leagueId: string, cutoff: Date): Promise<boolean> {
      const deleted = await leagues.deleteOne({ leagueId, ...idleSince(cutoff) });
      if (deleted.deletedCount !== 1) return false;
      await leagueMembers.deleteMany({ leagueId });
      return true;
    },

    findMember,

    membersOf(leagueId: string): Promise<StoredMember[]> {
      return leagueMembers.find({ leagueId }, MEMBER_FIELDS).sort({ joinedAt: 1 }).lean<StoredMember[]>();
    },

    membersOfLeagues(leagueIds: string[]): Promise<StoredMember[]> {
      return leagueMembers
        .find({ leagueId: { $in: leagueIds } }, MEMBER_FIELDS)
        .sort({ joinedAt: 1 })
        .lean<StoredMember[]>();
    },

    membershipsOf(playerUUID: string): Promise<StoredMember[]> {
      return leagueMembers.find({ playerUUID }, MEMBER_FIELDS).sort({ joinedAt: 1 }).lean<StoredMember[]>();
    },

    countMembershipsOf(playerUUID: string): Promise<number> {
      return leagueMembers.countDocuments({ playerUUID });
    },

    /**
     * Seats a player under a nickname: the seat is reserved on the league first (so 50 is never exceeded), then
     * the member inserted; the unique indexes settle a player joining twice at once or two players wanting one name.
     */
    async join(leagueId: string, playerUUID: string, nickname: string): Promise<JoinOutcome> {
      const existing = await findMember(leagueId, playerUUID);
      if (existing) return { kind: 'already', member: existing };
      const seat = await reserveSeat(leagueId);
      if (seat !== 'reserved') return { kind: seat };
      try {
        const member = await insertWithFreshId(
          () => randomId(LEAGUE_ID_ALPHABET, MEMBER_ID_LENGTH),
          async (memberId) => {
            const fields = { leagueId, memberId, playerUUID, nickname, nicknameKey: nicknameKey(nickname) };
            const doc = await leagueMembers.create(fields);
            return { ...fields, joinedAt: doc.joinedAt } satisfies StoredMember;
          },
          (err) => isDuplicateKeyError(err) && /memberId/.test(String((err as Error).message)),
        );
        return { kind: 'joined', member };
      } catch (err) {
        await releaseSeat(leagueId);
        if (!isDuplicateKeyError(err)) throw err;
        const raced = await findMember(leagueId, playerUUID);
        return raced ? { kind: 'already', member: raced } : { kind: 'nickname-taken' };
      }
    },

    /** Removes a member; true when there was one to remove. */
    async removeMember(leagueId: string, memberId: string): Promise<boolean> {
      const removed = await leagueMembers.deleteOne({ leagueId, memberId });
      if (removed.deletedCount !== 1) return false;
      await releaseSeat(leagueId);
      return true;
    },

    /** Renames only if `creatorUUID` still created it; false otherwise. */
    async rename(leagueId: string, creatorUUID: string, name: string): Promise<boolean> {
      const renamed = await leagues.updateOne({ leagueId, creatorUUID }, { $set: { name } });
      return renamed.matchedCount === 1;
    },

    /** Closes or opens the league only if `creatorUUID` still created it; false otherwise. */
    async setClosed(leagueId: string, creatorUUID: string, closed: boolean): Promise<boolean> {
      const set = await leagues.updateOne({ leagueId, creatorUUID }, { $set: { closed } });
      return set.matchedCount === 1;
    },

    async handOver(leagueId: string, fromUUID: string, toUUID: string): Promise<void> {
      await leagues.updateOne({ leagueId, creatorUUID: fromUUID }, { $set: { creatorUUID: toUUID } });
    },

    /** The members' games of one challenge, with grids and words. */
    gamesOfDay(playerUUIDs: string[], gameNumber: number): Promise<LeagueGame[]> {
      return dailyGames
        .find(
          { playerUUID: { $in: playerUUIDs }, gameNumber },
          {
            _id: 0,
            playerUUID: 1,
            gameNumber: 1,
            status: 1,
            archive: 1,
            playerScore: 1,
            playerGrid: 1,
            playerWords: 1,
          },
        )
        .lean<LeagueGame[]>();
    },

    /** The members' finished games of challenges from..to (game numbers), scores only. */
    finishedGames(playerUUIDs: string[], fromNumber: number, toNumber: number): Promise<LeagueGame[]> {
      const { filter, projection } = finishedGamesQuery(playerUUIDs, fromNumber, toNumber);
      return dailyGames.find(filter, projection).lean<LeagueGame[]>();
    },

    async parOf(gameNumber: number): Promise<number | null> {
      const day = await dailySequences.findOne({ gameNumber }, { _id: 0, par: 1 }).lean<{ par?: unknown }>();
      return typeof day?.par === 'number' ? day.par : null;
    },
  };
}
export type LeagueStore = ReturnType<typeof createLeagueStore>;
