// Every collection's model, bound to one connection, with their indexes built at start-up.
import type { Connection } from 'mongoose';
import { gameModel } from './gameModel';
import { gameEventModel } from './gameEventModel';
import { gameMetricModel, OBSOLETE_GAME_METRIC_INDEXES } from './gameMetricModel';
import { dailyGameModel } from './dailyGameModel';
import { dailySequenceModel } from './dailySequenceModel';
import { dailySubmissionModel } from './dailySubmissionModel';
import { publicResultModel } from './publicResultModel';
import { feedbackModel } from './feedbackModel';
import { leagueModel } from './leagueModel';
import { leagueMemberModel } from './leagueMemberModel';
import { transferCodeModel } from './transferCodeModel';

export function createModels(connection: Connection) {
  return {
    games: gameModel(connection),
    gameEvents: gameEventModel(connection),
    gameMetrics: gameMetricModel(connection),
    dailyGames: dailyGameModel(connection),
    dailySequences: dailySequenceModel(connection),
    dailySubmissions: dailySubmissionModel(connection),
    publicResults: publicResultModel(connection),
    feedback: feedbackModel(connection),
    leagues: leagueModel(connection),
    leagueMembers: leagueMemberModel(connection),
    transferCodes: transferCodeModel(connection),
  };
}
export type Models = ReturnType<typeof createModels>;

/** `unique` only declares an index: build them all before serving, or duplicates slip in. */
export async function ensureIndexes(models: Models): Promise<void> {
  await Promise.all(Object.values(models).map((model) => model.createIndexes()));
  await dropObsoleteIndexes(models.gameMetrics.collection, OBSOLETE_GAME_METRIC_INDEXES);
}

async function dropObsoleteIndexes(collection: Models['gameMetrics']['collection'], names: string[]) {
  const present = new Set((await collection.indexes()).map((index) => index.name));
  for (const name of names) if (present.has(name)) await collection.dropIndex(name);
}

export type { GameRecord } from './gameModel';
export type { GameEventRecord } from './gameEventModel';
export type { DailyGameRecord } from './dailyGameModel';
export type { DailySequenceRecord } from './dailySequenceModel';
export { lettersOf } from './dailySequenceModel';
export type { PublicResultRecord } from './publicResultModel';
export { emptyGridValue } from './shared';
