// One-time identity transfer codes: issued with a fresh random code, claimed at most once by a single atomic write.
import { TRANSFER_CODE_ALPHABET, TRANSFER_CODE_LENGTH, type TransferCarry } from '@gridable/common';
import type { Models } from '../models';
import { insertWithFreshId, randomId } from './randomId';
import { isDuplicateKeyError } from '../versionedUpdate';

export interface StoredTransferCode {
  code: string;
  playerUUID: string;
  carry: TransferCarry | null;
  expiresAt: Date;
  claimedAt: Date | null;
}

export type ClaimOutcome =
  | { kind: 'claimed'; code: StoredTransferCode }
  | { kind: 'used' }
  | { kind: 'expired' }
  | { kind: 'unknown' };

export function createTransferCodeStore(models: Models) {
  const codes = models.transferCodes;
  return {
    issue(playerUUID: string, carry: TransferCarry | null, expiresAt: Date): Promise<string> {
      return insertWithFreshId(
        () => randomId(TRANSFER_CODE_ALPHABET, TRANSFER_CODE_LENGTH),
        async (code) => {
          await codes.create({ code, playerUUID, carry, expiresAt });
          return code;
        },
        isDuplicateKeyError,
      );
    },

    /** Marks the code used if it is live; two claims racing on one code see one winner. */
    async claim(code: string, now: Date): Promise<ClaimOutcome> {
      const claimed = await codes
        .findOneAndUpdate(
          { code, claimedAt: null, expiresAt: { $gt: now } },
          { $set: { claimedAt: now } },
          { new: true, projection: { _id: 0 } },
        )
        .lean<StoredTransferCode>();
      if (claimed) return { kind: 'claimed', code: claimed };
      const known = await codes
        .findOne({ code }, { _id: 0, claimedAt: 1 })
        .lean<Pick<StoredTransferCode, 'claimedAt'>>();
      if (!known) return { kind: 'unknown' };
      return known.claimedAt ? { kind: 'used' } : { kind: 'expired' };
    },
  };
}
export type TransferCodeStore = ReturnType<typeof createTransferCodeStore>;
