// The stores' one way to the database: MongoDB commands, run by the driver's `db.command` against
// MONGODB_URI and handed straight to the embedded database's thread otherwise (Database.command), their
// replies read the way the driver reads them: a refused write throws a MongoServerError, so storage
// failures map by code on both.
import mongoose from 'mongoose';

// The driver as mongoose ships it: production depends on the driver only through mongoose.
const { MongoServerError } = mongoose.mongo;

/** A database command and its reply. */
export type RunCommand = (command: Record<string, unknown>) => Promise<Record<string, unknown>>;

/** Commands through the driver on `connection`'s database: the same commands, sent over the wire. */
export function driverCommand(connection: mongoose.Connection): RunCommand {
  return (command) => {
    const db = connection.db;
    if (!db) return Promise.reject(new Error('database not connected'));
    return db.command(command);
  };
}

/** The reply of a write command, or the driver's error for it (a failed command, or its first write error). */
export function acceptedReply(reply: Record<string, unknown>): Record<string, unknown> {
  const refusal = reply.ok !== 1 ? reply : (firstOf(reply.writeErrors) ?? reply.writeConcernError);
  if (refusal) throw new MongoServerError(refusal);
  return reply;
}

/**
 * One document by `filter`; its _id is left out (it would not survive the copy from the embedded
 * database's thread as an ObjectId, and the stores' callers never use it).
 */
export async function findOneByCommand<Doc>(
  run: RunCommand,
  collection: string,
  filter: Record<string, unknown>,
): Promise<Doc | null> {
  const reply = acceptedReply(
    await run({ find: collection, filter, projection: { _id: 0 }, limit: 1, singleBatch: true }),
  );
  return (reply.cursor as { firstBatch: Doc[] }).firstBatch[0] ?? null;
}

/** Documents by `filter` in `sort` order, at most `limit` (no _id, as above). */
export async function findByCommand<Doc>(
  run: RunCommand,
  collection: string,
  filter: Record<string, unknown>,
  sort: Record<string, 1 | -1>,
  limit: number,
): Promise<Doc[]> {
  const reply = acceptedReply(
    await run({ find: collection, filter, sort, limit, projection: { _id: 0 }, singleBatch: true }),
  );
  return (reply.cursor as { firstBatch: Doc[] }).firstBatch;
}

/** Inserts documents; the database gives each its _id, as the driver would. */
export async function insertByCommand(
  run: RunCommand,
  collection: string,
  documents: object[],
  ordered: boolean,
): Promise<void> {
  acceptedReply(await run({ insert: collection, documents, ordered }));
}

/** Deletes every document matching `filter`. */
export async function deleteByCommand(
  run: RunCommand,
  collection: string,
  filter: Record<string, unknown>,
): Promise<void> {
  acceptedReply(await run({ delete: collection, deletes: [{ q: filter, limit: 0 }], ordered: true }));
}

function firstOf(value: unknown): Record<string, unknown> | undefined {
  return Array.isArray(value) ? (value[0] as Record<string, unknown> | undefined) : undefined;
}
