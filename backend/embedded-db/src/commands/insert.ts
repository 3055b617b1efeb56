// The insert command: ordered/unordered batches with per-document write errors.
import type { Document } from 'bson';
import { CommandError } from '../errors';
import { isPlainObject, refuseProtoFields, withId } from '../documents';
import type { CommandContext, CommandHandler } from './context';
import { documentArray, targetCollection } from './context';
import { runStatements, withWriteErrors } from './writeErrors';

function validateForInsert(doc: Document): Document {
  const id: unknown = doc['_id'];
  if (Array.isArray(id)) throw new CommandError('BadValue', "can't use an array for _id");
  if (id instanceof RegExp) throw new CommandError('BadValue', "can't use a regex for _id");
  if (isPlainObject(id) && Object.keys(id).some((k) => k.startsWith('$'))) {
    throw new CommandError('BadValue', "_id fields may not contain '$'-prefixed fields");
  }
  for (const key of Object.keys(doc)) {
    if (key.startsWith('$'))
      throw new CommandError('BadValue', `Document can't have $ prefixed field names: ${key}`);
  }
  refuseProtoFields(doc);
  return withId(doc);
}

function insert(cmd: Document, ctx: CommandContext): Document {
  const name = targetCollection(cmd, 'insert', ctx);
  const docs = documentArray(cmd, 'documents');
  const ordered = cmd['ordered'] !== false;
  const coll = ctx.store.ensureCollection(ctx.db, name).coll;
  let n = 0;
  const errors = runStatements(docs, ordered, (doc) => {
    coll.insert(validateForInsert(doc));
    n++;
  });
  return withWriteErrors({ n, ok: 1 }, errors);
}

export const insertCommands: Record<string, CommandHandler> = { insert };
