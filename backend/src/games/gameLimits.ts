// Per-address budgets for the calls that create games or look them up by code (against guessing codes).
import type { Budget } from '../ops/limits';

export const CREATE_LIMIT: Budget = { name: 'game-creates', limit: 30, windowMs: 60_000 };
/**
 * A day's games from one address. The minute's budget alone let one client make 43,200 games a day, each kept
 * for the 30 days an idle game lives (about 26 KiB of memory each in the embedded database: a gigabyte a day).
 * 500 is a school or an office behind one address playing all day; a person makes a few dozen at most. Games
 * nobody joins now go after a day (UNJOINED_GAME_TTL_HOURS), and one player holds at most OPEN_GAMES_CAP open.
 */
export const CREATE_DAY_LIMIT: Budget = { name: 'game-creates-day', limit: 500, windowMs: 24 * 60 * 60_000 };
export const JOIN_LIMIT: Budget = { name: 'game-joins', limit: 60, windowMs: 60_000 };
