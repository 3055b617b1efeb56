// Field schemas shared by every call and event: ids, letters, cells, grids and scored words.
import { z } from 'zod';
import { SERVER_MESSAGES } from '../serverMessages';
import { isValidTimeZone } from '../daily/dates';

/**
 * The game's state id: its stored version, which every write raises. Views, acks and events carry it so a
 * client keeps the newest; a move may send the one it was made against and is refused when the game moved on.
 */
export const StateVersion = z.number().int().nonnegative();
export type StateVersion = z.infer<typeof StateVersion>;

/** Friend game ids: 5 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const GAME_ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const FRIEND_GAME_ID_LENGTH = 5;

/** A friend game id as typed by a person: trimmed, upper-cased, 1–5 characters. */
export const FriendGameId = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, 'Please enter a valid game ID to join')
  .max(5, 'Game ID is at most 5 characters')
  .regex(/^[A-Z0-9]+$/, 'Game ID may contain only letters and digits');
export type FriendGameId = z.infer<typeof FriendGameId>;

/** Any game id the server can be asked about: friend ids, DCS- simplified daily ids, legacy DC- ids. */
export const AnyGameId = z
  .string()
  .trim()
  .min(1, 'Game ID is required')
  .max(64, 'Game ID is too long')
  .regex(/^[A-Za-z0-9-]+$/, 'Game ID may contain only letters, digits and dashes');

/** A game id in a path or query: friend ids (at most 5 characters) are case-insensitive, so they are upper-cased. */
export const GameIdParam = AnyGameId.transform((id) =>
  id.length <= FRIEND_GAME_ID_LENGTH ? id.toUpperCase() : id,
);

export const Letter = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]$/, 'Letter must be a single letter A-Z');

export const CellIndex = z
  .number({ error: 'cellIndex must be a number from 0 to 15' })
  .int('cellIndex must be a whole number from 0 to 15')
  .min(0, 'cellIndex must be from 0 to 15')
  .max(15, 'cellIndex must be from 0 to 15');

export const Seat = z.union([z.literal(1), z.literal(2)], { error: 'playerId must be 1 or 2' });
export type Seat = z.infer<typeof Seat>;

/** Seats also arrive as strings in query strings and URL paths. */
export const SeatParam = z.coerce.number({ error: 'playerId must be 1 or 2' }).pipe(Seat);

export const PlayerUUID = z.uuid({ error: 'playerUUID must be a UUID' });
export const ClientId = z
  .string({ error: 'clientId is required' })
  .trim()
  .min(1, 'clientId is required')
  .max(100, 'clientId is too long')
  .regex(/^[\w.:-]+$/, 'clientId may contain only letters, digits, and . _ : -');

export const GridCell = z.union([z.string().regex(/^[A-Z]$/), z.null()]);
export const GridRow = z.array(GridCell).length(4, 'A grid row has 4 cells');
export const GridSchema = z.array(GridRow).length(4, 'A grid has 4 rows');
export type GridSchema = z.infer<typeof GridSchema>;

export const ScoredWordSchema = z.object({
  word: z.string().regex(/^[A-Z]{2,4}$/),
  points: z.number().int().min(2).max(4),
  direction: z.enum(['row', 'column']),
  line: z.number().int().min(0).max(3),
  start: z.number().int().min(0).max(2),
  cells: z.array(CellIndex).min(2).max(4),
});
export type ScoredWordSchema = z.infer<typeof ScoredWordSchema>;

export const Score = z.number().int().min(0).max(32);

/** A calendar day as 'dd/mm/yyyy' (the SPEC's wire format) or 'YYYY-MM-DD'. */
export const DayParam = z
  .string()
  .trim()
  .regex(/^(\d{2}\/\d{2}\/\d{4}|\d{4}-\d{2}-\d{2})$/, 'Date must be dd/mm/yyyy or YYYY-MM-DD');

export const TimeZoneName = z
  .string()
  .trim()
  .min(1)
  .max(64)
  // The days' own rule (daily/dates.ts): a zone Intl knows, never an offset outside every civil zone.
  .refine(isValidTimeZone, SERVER_MESSAGES.unknownTimeZone);
