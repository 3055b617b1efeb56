// The optimistic write of ARCHITECTURE §4: read, decide, write only if nobody wrote in between, else retry.
import { AppError } from '../http/errors';

export interface Decision<R> {
  /** Fields to $set; `version` is bumped by the write itself. */
  set: Record<string, unknown>;
  /** Extra counters to $inc alongside the version. */
  inc?: Record<string, number>;
  result: R;
}

export const MAX_VERSION_RETRIES = 25;

/** How one document is read and conditionally written; the stores supply these over their model. */
export interface VersionedDocument<Doc> {
  load(): Promise<Doc | null>;
  /** Writes `update` only if the stored version is still `version`; null when it no longer is. */
  writeIfVersion(version: number, update: { $set: Record<string, unknown>; $inc: Record<string, number> }): Promise<Doc | null>;
}

/**
 * Applies `decide` to the current document and writes its decision guarded by `version`.
 * `decide` may throw (an AppError) to refuse the change; it runs again on each retry with fresh data.
 * Returns null when the document does not exist.
 */
export async function updateWithVersion<Doc extends { version: number }, R>(
  target: VersionedDocument<Doc>,
  decide: (current: Doc) => Decision<R>,
  maxRetries = MAX_VERSION_RETRIES,
): Promise<{ doc: Doc; result: R } | null> {
  for (let attempt = 0; attempt <= maxRetries; attempt++) {
    const current = await target.load();
    if (!current) return null;
    const decision = decide(current);
    const written = await target.writeIfVersion(current.version, {
      $set: decision.set,
      $inc: { ...decision.inc, version: 1 },
    });
    if (written) return { doc: written, result: decision.result };
    // Someone else wrote first: back off a little (jittered) so two writers do not collide forever.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(2 ** attempt, 20)));
  }
  throw new AppError(409, 'The game changed too often to apply this move; please try again', 'STALE');
}

/** MongoDB's duplicate-key error, the signal that a unique index refused a write. */
export function isDuplicateKeyError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}
