// Shared results in the database, behind unguessable share ids.
import type { Models, PublicResultRecord } from '../models';
import { insertWithFreshId, randomId } from './randomId';
import { isDuplicateKeyError } from '../versionedUpdate';

const SHARE_ID_ALPHABET = '23456789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
// 16 characters of a 56-letter alphabet is about 93 bits: not guessable by enumeration.
export const SHARE_ID_LENGTH = 16;

export type NewPublicResult = Omit<PublicResultRecord, 'shareId' | 'createdAt'>;

export function createResultStore(models: Models) {
  return {
    async create(result: NewPublicResult): Promise<PublicResultRecord> {
      const doc = await insertWithFreshId(
        () => randomId(SHARE_ID_ALPHABET, SHARE_ID_LENGTH),
        (shareId) => models.publicResults.create({ ...result, shareId }),
        isDuplicateKeyError,
      );
      return doc.toObject();
    },
    /** Every result already shared for a game (a friend game has two players), oldest first. */
    findForGame(gameId: string): Promise<PublicResultRecord[]> {
      return models.publicResults
        .find({ gameId })
        .sort({ createdAt: 1 })
        .limit(8)
        .lean<PublicResultRecord[]>();
    },
    /** Adds (or replaces) the review summary of a result shared before its review was. */
    async setReview(shareId: string, review: { skill: number; pointsLost: number }): Promise<void> {
      await models.publicResults.updateOne({ shareId }, { $set: { review } });
    },
    find(shareId: string): Promise<PublicResultRecord | null> {
      return models.publicResults.findOne({ shareId }).lean<PublicResultRecord>();
    },
  };
}
export type ResultStore = ReturnType<typeof createResultStore>;
