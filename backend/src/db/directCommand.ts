// Commands handed straight to the embedded database (Database.command), and their replies read the way
// the driver reads them: a refused write throws a MongoServerError, so storage failures map as before.
import mongoose from 'mongoose';

// The driver as mongoose ships it: production depends on the driver only through mongoose.
const { MongoServerError } = mongoose.mongo;

/** A database command and its reply, run without the driver. */
export type RunCommand = (command: Record<string, unknown>) => Promise<Record<string, unknown>>;

/** The reply of a write command, or the driver's error for it (a failed command, or its first write error). */
export function acceptedReply(reply: Record<string, unknown>): Record<string, unknown> {
  const refusal = reply.ok !== 1 ? reply : (firstOf(reply.writeErrors) ?? reply.writeConcernError);
  if (refusal) throw new MongoServerError(refusal);
  return reply;
}

function firstOf(value: unknown): Record<string, unknown> | undefined {
  return Array.isArray(value) ? (value[0] as Record<string, unknown> | undefined) : undefined;
}
