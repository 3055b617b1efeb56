// The optimistic write of ARCHITECTURE §4: read, decide, write only if nobody wrote in between, else retry.
import { AppError } from '../errors';
import { acceptedReply, type RunCommand } from './directCommand';
import { isPlainField } from '@gridable/embedded-db';

export type { RunCommand };

export interface Decision<R> {
  /** Fields to $set; `version` is bumped by the write itself. */
  set: Record<string, unknown>;
  /** Extra counters to $inc alongside the version. */
  inc?: Record<string, number>;
  /** Nothing to change: write nothing and keep the version, so a no-op costs a read, never a write. */
  skip?: boolean;
  result: R;
}

export const MAX_VERSION_RETRIES = 25;

export interface VersionedUpdate {
  $set: Record<string, unknown>;
  $inc: Record<string, number>;
}

/** How one document is read and conditionally written; the stores supply these over their model. */
export interface VersionedDocument<Doc> {
  load(): Promise<Doc | null>;
  /** Writes `update` only if the stored version is still `current.version`; null when it no longer is. */
  writeIfVersion(current: Doc, update: VersionedUpdate): Promise<Doc | null>;
}

/**
 * The document a matched version-guarded write leaves behind. Every write bumps `version`, so a
 * match means the stored document was exactly `current`: applying the update here gives what
 * the database now holds without reading it back. Undefined for fields that are not plain (dotted paths,
 * operators, `__proto__`), which it does not apply.
 */
export function afterVersionedUpdate<Doc extends object>(
  current: Doc,
  update: VersionedUpdate,
): Doc | undefined {
  // Loops, not key arrays: this runs on every move, and its garbage is the players' thread's GC.
  for (const field in update.$set) if (!isPlainField(field)) return undefined;
  for (const field in update.$inc) if (!isPlainField(field)) return undefined;
  const next = { ...current } as Record<string, unknown>;
  // The driver stores undefined as null (ignoreUndefined is off).
  for (const field in update.$set) next[field] = update.$set[field] ?? null;
  for (const field in update.$inc) {
    const was = next[field];
    next[field] = (typeof was === 'number' ? was : 0) + (update.$inc[field] ?? 0);
  }
  return next as Doc;
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
): Promise<{ doc: Doc; result: R; skipped?: true } | null> {
  for (let attempt = 0; attempt <= maxRetries; attempt++) {
    const current = await target.load();
    if (!current) return null;
    const decision = decide(current);
    if (decision.skip) return { doc: current, result: decision.result, skipped: true };
    const written = await target.writeIfVersion(current, {
      $set: changedFields(current, decision.set),
      $inc: { ...decision.inc, version: 1 },
    });
    if (written) return { doc: written, result: decision.result };
    // Someone else wrote first: back off a little (jittered) so two writers do not collide forever.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(2 ** attempt, 20)));
  }
  throw new AppError(409, 'The game changed too often to apply this move; please try again', 'STALE');
}

/**
 * writeIfVersion as one `update` command (see directCommand.ts): the document (a few KB) is not sent
 * back, since a match proves what it became (afterVersionedUpdate). A write the local copy cannot
 * follow (dotted paths) is a `findAndModify` that returns the document as written.
 */
export function guardedCommandWrite<Doc extends { version: number }>(
  run: RunCommand,
  collection: string,
  key: (current: Doc) => Record<string, unknown>,
): VersionedDocument<Doc>['writeIfVersion'] {
  return async (current, update) => {
    const query = { ...key(current), version: current.version };
    // What the driver would have sent: undefined is stored as null.
    const $set: Record<string, unknown> = {};
    for (const field in update.$set) $set[field] = update.$set[field] ?? null;
    const u = { $set, $inc: update.$inc };
    const after = afterVersionedUpdate(current, update);
    if (!after) {
      const found = acceptedReply(await run({ findAndModify: collection, query, update: u, new: true }));
      return (found.value as Doc | null) ?? null;
    }
    const reply = await run({ update: collection, updates: [{ q: query, u }], ordered: true });
    return acceptedReply(reply).n === 1 ? after : null;
  };
}

/** A load that answers `known` the first time (a copy the caller trusts as likely current), then reads. */
export function loadFirstFrom<Doc>(
  known: Doc | undefined,
  read: () => Promise<Doc | null>,
): () => Promise<Doc | null> {
  let used = false;
  return () => {
    const first = used ? undefined : known;
    used = true;
    return first ? Promise.resolve(first) : read();
  };
}

/** The entries of `set` that differ from `current`: a move rewrites a few fields, not the whole game. */
export function changedFields(current: object, set: Record<string, unknown>): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const field in set) {
    const value = set[field];
    if (!sameValue((current as Record<string, unknown>)[field], value)) changed[field] = value;
  }
  return changed;
}

/**
 * Deep equality for stored values (plain objects, arrays, Dates, scalars); anything else only by identity.
 * Plain loops: it compares both grids and word lists on every move.
 */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  if (!isPlainRecord(a) || !isPlainRecord(b)) return false;
  // Field order is part of a stored document's value, so a reordered object counts as a change.
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  for (let i = 0; i < keysA.length; i++) {
    const key = keysA[i] as string;
    if (keysB[i] !== key || !sameValue(a[key], b[key])) return false;
  }
  return true;
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** MongoDB's duplicate-key error, the signal that a unique index refused a write. */
export function isDuplicateKeyError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}
