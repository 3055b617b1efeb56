// Daily leagues: who may create, join, rename and leave, and what a viewer sees of a league's tables.
import { z } from 'zod';
import { GridSchema, PlayerUUID, ScoredWordSchema, Score, TimeZoneName } from './primitives';
import { LEAGUE_INVITE_NAMES } from '../leagues/names';
import { nameField } from './names';

export const LeagueName = nameField('League name');
export const Nickname = nameField('Nickname');

export const LEAGUE_ID_ALPHABET = '23456789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
export const LEAGUE_ID_LENGTH = 10;
export const LeagueId = z
  .string()
  .regex(/^[A-Za-z0-9]{10}$/, 'That is not a league link: a league id is 10 letters and digits.');
export const MemberId = z
  .string()
  .regex(/^[A-Za-z0-9]{8}$/, 'That is not a member of a league: a member id is 8 letters and digits.');

export const CreateLeagueRequest = z.object({
  name: LeagueName,
  nickname: Nickname,
  playerUUID: PlayerUUID,
  /** Where the league's days and weeks begin; the creator's own zone, UTC when absent. */
  timeZone: TimeZoneName.optional(),
});
export type CreateLeagueRequest = z.infer<typeof CreateLeagueRequest>;
export const CreateLeagueResponse = z.object({ leagueId: z.string(), joinUrl: z.string() });
export type CreateLeagueResponse = z.infer<typeof CreateLeagueResponse>;

export const JoinLeagueRequest = z.object({ nickname: Nickname, playerUUID: PlayerUUID });
export type JoinLeagueRequest = z.infer<typeof JoinLeagueRequest>;
export const JoinLeagueResponse = z.object({ leagueId: z.string(), memberId: z.string() });
export type JoinLeagueResponse = z.infer<typeof JoinLeagueResponse>;

export const RenameLeagueRequest = z.object({ name: LeagueName, playerUUID: PlayerUUID });
export type RenameLeagueRequest = z.infer<typeof RenameLeagueRequest>;

/** The creator closes the league to new members (members stay, and may leave) or opens it again. */
export const SetLeagueClosedRequest = z.object({
  playerUUID: PlayerUUID,
  closed: z.boolean({ error: 'closed must be true or false.' }),
});
export type SetLeagueClosedRequest = z.infer<typeof SetLeagueClosedRequest>;
export const SetLeagueClosedResponse = z.object({ leagueId: z.string(), closed: z.boolean() });
export type SetLeagueClosedResponse = z.infer<typeof SetLeagueClosedResponse>;

/** Removing a member: the creator may remove anyone, and anyone may remove themselves (leaving). */
export const RemoveMemberRequest = z.object({ playerUUID: PlayerUUID });
export type RemoveMemberRequest = z.infer<typeof RemoveMemberRequest>;

export const LeagueViewerQuery = z.object({ playerUUID: PlayerUUID.optional() });
export const MyLeaguesQuery = z.object({ playerUUID: PlayerUUID });

const DayKeyText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const LeagueTodayRow = z.object({
  memberId: z.string(),
  nickname: z.string(),
  isCreator: z.boolean(),
  isViewer: z.boolean(),
  status: z.enum(['not-started', 'playing', 'finished']),
  /** Only a finished game has a score: a score in progress is not a result. */
  score: Score.nullable(),
  vsPar: z.number().int().nullable(),
  streak: z.number().int().nonnegative(),
  /** Among finished players, ties sharing a rank. */
  rank: z.number().int().positive().nullable(),
  /** Another finished player has the same rank: the table says "=1", not a second sole "1". */
  tied: z.boolean(),
  /** Present only when the viewer may see this day's letters. */
  grid: GridSchema.nullable(),
  words: z.array(ScoredWordSchema).nullable(),
});
export type LeagueTodayRow = z.infer<typeof LeagueTodayRow>;

export const LeagueStandingRow = z.object({
  memberId: z.string(),
  nickname: z.string(),
  isViewer: z.boolean(),
  total: z.number().int().nonnegative(),
  played: z.number().int().nonnegative(),
  best: Score.nullable(),
  rank: z.number().int().positive(),
  /** Another member who has played in the range has the same rank (those who have not are shown no rank). */
  tied: z.boolean(),
});
export type LeagueStandingRow = z.infer<typeof LeagueStandingRow>;

export const LeagueMemberView = z.object({
  leagueId: z.string(),
  name: z.string(),
  memberCount: z.number().int().nonnegative(),
  maxMembers: z.number().int().positive(),
  isMember: z.literal(true),
  isCreator: z.boolean(),
  /** Closed to new members by its creator: joins are refused (LEAGUE_MESSAGES.closed). */
  closed: z.boolean(),
  viewerMemberId: z.string(),
  timeZone: z.string(),
  today: z.object({
    day: DayKeyText,
    gameNumber: z.number().int().positive(),
    par: z.number().int().nullable(),
    /** Whether grids and words are shown: the viewer finished this day, or it is over everywhere. */
    revealed: z.boolean(),
    rows: z.array(LeagueTodayRow),
  }),
  week: z.object({ from: DayKeyText, to: DayKeyText, rows: z.array(LeagueStandingRow) }),
  allTime: z.object({ from: DayKeyText, to: DayKeyText, rows: z.array(LeagueStandingRow) }),
});
export type LeagueMemberView = z.infer<typeof LeagueMemberView>;

/**
 * What someone who is not (yet) a member sees: enough to decide to join, who is in it by nickname, and nothing of
 * their play (no scores: today's would spoil the daily before the visitor has played it).
 */
export const LeagueOutsiderView = z.object({
  leagueId: z.string(),
  name: z.string(),
  memberCount: z.number().int().nonnegative(),
  /** The first LEAGUE_INVITE_NAMES nicknames in the order they joined: the creator's leads. */
  memberNames: z.array(z.string()).max(LEAGUE_INVITE_NAMES),
  maxMembers: z.number().int().positive(),
  /** Closed to new members: the join page says so instead of offering to join. */
  closed: z.boolean(),
  isMember: z.literal(false),
});
export type LeagueOutsiderView = z.infer<typeof LeagueOutsiderView>;

export const LeagueView = z.discriminatedUnion('isMember', [LeagueMemberView, LeagueOutsiderView]);
export type LeagueView = z.infer<typeof LeagueView>;

export const MyLeague = z.object({
  leagueId: z.string(),
  name: z.string(),
  memberCount: z.number().int().nonnegative(),
  day: DayKeyText,
  /** The player's rank today among those who finished; null until they finish. */
  rank: z.number().int().positive().nullable(),
  /** Another finished player has the player's score today: Home says "Tied #1", not "#1" to both. */
  tied: z.boolean(),
  finished: z.number().int().nonnegative(),
});
export type MyLeague = z.infer<typeof MyLeague>;
export const MyLeaguesResponse = z.object({ leagues: z.array(MyLeague) });
export type MyLeaguesResponse = z.infer<typeof MyLeaguesResponse>;
