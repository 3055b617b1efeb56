// Data version 1: a game in play keeps its placements in `moveLog` (the post-game review and the watchers'
// letters read it), but only since the release that added it; a game begun before and finished after the
// upgrade would have a log missing its first rounds, and could never be reviewed. Its earlier placements are
// still on record while it is in play (a friend game's event log, a daily's audit lines): the log is rebuilt
// from them, once, for every game in play without one. A game whose record has holes is left as it was.
import { cellAt, isValidCellIndex, type Grid, type Seat } from '@gridable/common';
import type { Models } from '../models';
import { encodePlacements, type LoggedPlacement } from '../../games/moveLog';

/** A recorded cell may be anything an old release wrote: only a real one is looked up. */
const letterAt = (grid: Grid, cell: number) => (isValidCellIndex(cell) ? cellAt(grid, cell) : null);
const lettersIn = (grid: Grid) => grid.flat().filter((cell) => cell !== null).length;

/** Each placement's letter from the grid it sits in; null when the record does not account for every letter. */
function complete(placements: LoggedPlacement[], gridOf: (seat: Seat) => Grid, placed: number) {
  const byCell = new Set(placements.map((p) => `${p.seat}:${p.cell}`));
  const whole =
    placements.length === placed &&
    byCell.size === placed &&
    placements.every((p) => p.letter !== '' && letterAt(gridOf(p.seat), p.cell) === p.letter);
  return whole ? encodePlacements(placements) : null;
}

interface Tally {
  rebuilt: number;
  left: number;
}

/**
 * Stores a whole rebuilt log, guarded by version: a server of the previous release moving the game meanwhile
 * wins, and the game stays as it would have been without this. A game without a whole log is left as it was.
 */
async function keepLog(
  games: Models['games'] | Models['dailyGames'],
  game: { gameId: string; version?: number | null },
  log: ReturnType<typeof complete>,
  tally: Tally,
): Promise<void> {
  // Both collections name these fields alike; mongoose's overloads cannot be called on the union.
  const written = log
    ? await (games as Models['games']).updateOne(
        { gameId: game.gameId, version: game.version, moveLog: { $exists: false } },
        { $set: { moveLog: log } },
      )
    : null;
  if (written?.modifiedCount === 1) tally.rebuilt += 1;
  else tally.left += 1;
}

async function friendGames(models: Models): Promise<Tally> {
  const tally: Tally = { rebuilt: 0, left: 0 };
  const games = await models.games
    .find(
      { status: 'active', gameMode: { $ne: 'daily' }, moveLog: { $exists: false } },
      { _id: 0, gameId: 1, version: 1, player1Grid: 1, player2Grid: 1 },
    )
    .lean();
  for (const game of games) {
    const grids = { 1: game.player1Grid as Grid, 2: game.player2Grid as Grid };
    const placed = lettersIn(grids[1]) + lettersIn(grids[2]);
    if (placed === 0) continue;
    const records = await models.gameEvents
      .find(
        { gameId: game.gameId, eventType: 'PLAYER_PLACED_LETTER' },
        { _id: 0, playerId: 1, roundNumber: 1, eventData: 1 },
      )
      .sort({ eventId: 1 })
      .lean();
    const placements = records.map((record): LoggedPlacement => {
      const seat: Seat = record.playerId === 2 ? 2 : 1;
      const cell = Number((record.eventData as { cellIndex?: unknown } | null)?.cellIndex);
      return { round: record.roundNumber ?? 0, seat, cell, letter: letterAt(grids[seat], cell) ?? '' };
    });
    await keepLog(
      models.games,
      game,
      complete(placements, (seat) => grids[seat], placed),
      tally,
    );
  }
  return tally;
}

async function dailyGames(models: Models): Promise<Tally> {
  const tally: Tally = { rebuilt: 0, left: 0 };
  const games = await models.dailyGames
    .find({ status: 'active', moveLog: { $exists: false } }, { _id: 0, gameId: 1, version: 1, playerGrid: 1 })
    .lean();
  for (const game of games) {
    const grid = game.playerGrid as Grid;
    const placed = lettersIn(grid);
    if (placed === 0) continue;
    const lines = await models.dailySubmissions
      .find(
        { gameId: game.gameId, submissionType: 'PLACE_LETTER' },
        { _id: 0, round: 1, letterSubmitted: 1, cellIndex: 1 },
      )
      .sort({ timestamp: 1 })
      .lean();
    const placements = lines.map((line): LoggedPlacement => ({
      round: line.round,
      seat: 2,
      cell: line.cellIndex ?? -1,
      letter: line.letterSubmitted ?? '',
    }));
    await keepLog(
      models.dailyGames,
      game,
      complete(placements, () => grid, placed),
      tally,
    );
  }
  return tally;
}

export async function backfillMoveLogs(models: Models): Promise<Record<string, number>> {
  const friend = await friendGames(models);
  const daily = await dailyGames(models);
  return {
    friendGamesRebuilt: friend.rebuilt,
    friendGamesLeft: friend.left,
    dailyGamesRebuilt: daily.rebuilt,
    dailyGamesLeft: daily.left,
  };
}
