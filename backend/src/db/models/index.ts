// Every collection's model, bound to one connection, with their indexes built at start-up.
import type { Connection } from 'mongoose';
import {
  GAME_IDLE_TTL_SECONDS,
  gameModel,
  OBSOLETE_GAME_INDEXES,
  UNJOINED_EXPIRY_INDEX,
  UNJOINED_GAME_TTL_SECONDS,
} from './gameModel';
import { gameEventModel } from './gameEventModel';
import { gameMetricModel, OBSOLETE_GAME_METRIC_INDEXES } from './gameMetricModel';
import { dailyGameModel } from './dailyGameModel';
import { dailySequenceModel } from './dailySequenceModel';
import { dailySubmissionModel } from './dailySubmissionModel';
import { publicResultModel } from './publicResultModel';
import { feedbackModel } from './feedbackModel';
import { pendingPushModel, pushSubscriptionModel, serverKeyModel } from './pushSubscriptionModel';
import { leagueModel } from './leagueModel';
import { leagueMemberModel } from './leagueMemberModel';
import { transferCodeModel } from './transferCodeModel';
import { dataVersionModel } from './dataVersionModel';

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
    pushSubscriptions: pushSubscriptionModel(connection),
    serverKeys: serverKeyModel(connection),
    pendingPushes: pendingPushModel(connection),
    leagues: leagueModel(connection),
    leagueMembers: leagueMemberModel(connection),
    transferCodes: transferCodeModel(connection),
    dataVersion: dataVersionModel(connection),
  };
}
export type Models = ReturnType<typeof createModels>;

/** `unique` only declares an index: build them all before serving, or duplicates slip in. */
export async function ensureIndexes(models: Models): Promise<void> {
  await refreshChangedTtl(models.games.collection, 'lastActivityAt_1', GAME_IDLE_TTL_SECONDS);
  await refreshChangedTtl(models.games.collection, UNJOINED_EXPIRY_INDEX, UNJOINED_GAME_TTL_SECONDS);
  await Promise.all(Object.values(models).map((model) => model.createIndexes()));
  await dropObsoleteIndexes(models.gameMetrics.collection, OBSOLETE_GAME_METRIC_INDEXES);
  await dropObsoleteIndexes(models.games.collection, OBSOLETE_GAME_INDEXES);
  // Subscriptions stored before lastSeenAt had no date for the TTL to count from: they start counting now.
  await models.pushSubscriptions.updateMany(
    { lastSeenAt: { $exists: false } },
    { $set: { lastSeenAt: new Date() } },
  );
}

/**
 * MongoDB refuses to build an index whose options differ from the one it has (a TTL changed from 7 to 30
 * days): the old one goes first, and createIndexes builds it anew with the new expiry.
 */
async function refreshChangedTtl(
  collection: Models['games']['collection'],
  name: string,
  expireAfterSeconds: number,
): Promise<void> {
  const existing = await collection.indexes().catch(() => []);
  const index = existing.find((i) => i.name === name);
  if (index && index.expireAfterSeconds !== expireAfterSeconds) await collection.dropIndex(name);
}

/** Any collection: the drivers' collections share one type. */
async function dropObsoleteIndexes(collection: Models['games']['collection'], names: string[]) {
  const present = new Set((await collection.indexes()).map((index) => index.name));
  for (const name of names) if (present.has(name)) await collection.dropIndex(name);
}

export type { GameRecord } from './gameModel';
export type { GameEventRecord } from './gameEventModel';
export type { DailyGameRecord } from './dailyGameModel';
export type { DailySequenceRecord } from './dailySequenceModel';
export { lettersOf } from './dailySequenceModel';
export type { PublicResultRecord } from './publicResultModel';
export type { PushSubscriptionRecord } from './pushSubscriptionModel';
export { emptyGridValue } from './shared';
