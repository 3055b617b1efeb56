// Runs one unified-format operation through the `mongodb` driver and shapes its answer the way the
// format's `expectResult` describes it (counts and ids, cursors as arrays).
import type { Collection, Db, Document, MongoClient } from 'mongodb';

export interface Entities {
  clients: Map<string, MongoClient>;
  databases: Map<string, Db>;
  collections: Map<string, Collection>;
}

export type Args = Record<string, unknown>;

export interface Operation {
  name: string;
  object: string;
  arguments?: Args;
}

/** An argument of the (untyped) spec file, handed to the driver as the parameter it fills. */
function arg<T>(args: Args, key: string): T {
  return args[key] as T;
}

/** An operation this runner does not know how to perform: reported, never counted as a server answer. */
export class UnsupportedOperation extends Error {}

function options(args: Args, ...positional: string[]): Document {
  const out: Document = {};
  for (const [key, value] of Object.entries(args)) {
    if (positional.includes(key) || key === 'session') continue;
    out[key] = key === 'returnDocument' && typeof value === 'string' ? value.toLowerCase() : value;
  }
  return out;
}

function withoutNullUpsert(result: {
  matchedCount: number;
  modifiedCount: number;
  upsertedCount: number;
  upsertedId: unknown;
  acknowledged: boolean;
}): Document {
  const out: Document = {
    matchedCount: result['matchedCount'],
    modifiedCount: result['modifiedCount'],
    upsertedCount: result['upsertedCount'],
  };
  if (result['upsertedId'] !== null && result['upsertedId'] !== undefined)
    out['upsertedId'] = result['upsertedId'];
  if (result['acknowledged'] === false) out['acknowledged'] = false;
  return out;
}

/** A BulkWriteResult (also carried by a partial failure) as the format's plain result document. */
export function bulkWriteResult(result: Args): Document {
  return {
    deletedCount: result['deletedCount'],
    insertedCount: result['insertedCount'],
    insertedIds: { ...(result['insertedIds'] as Args) },
    matchedCount: result['matchedCount'],
    modifiedCount: result['modifiedCount'],
    upsertedCount: result['upsertedCount'],
    upsertedIds: { ...(result['upsertedIds'] as Args) },
  };
}

async function collectionOperation(coll: Collection, op: Operation): Promise<unknown> {
  const args = op.arguments ?? {};
  switch (op.name) {
    case 'find':
      return coll.find(arg(args, 'filter'), options(args, 'filter')).toArray();
    case 'findOne':
      return coll.findOne(arg(args, 'filter'), options(args, 'filter'));
    case 'aggregate':
      return coll.aggregate(arg(args, 'pipeline'), options(args, 'pipeline')).toArray();
    case 'distinct':
      return coll.distinct(
        arg<string>(args, 'fieldName'),
        arg(args, 'filter'),
        options(args, 'fieldName', 'filter'),
      );
    case 'countDocuments':
      return coll.countDocuments(arg(args, 'filter'), options(args, 'filter'));
    case 'count':
      return coll.count(arg(args, 'filter'), options(args, 'filter'));
    case 'estimatedDocumentCount':
      return coll.estimatedDocumentCount(options(args));
    case 'insertOne': {
      const r = await coll.insertOne(arg(args, 'document'), options(args, 'document'));
      return r.acknowledged ? { insertedId: r.insertedId } : { acknowledged: false };
    }
    case 'insertMany': {
      const r = await coll.insertMany(arg(args, 'documents'), options(args, 'documents'));
      return r.acknowledged
        ? { insertedCount: r.insertedCount, insertedIds: { ...r.insertedIds } }
        : { acknowledged: false };
    }
    case 'updateOne':
      return withoutNullUpsert(
        await coll.updateOne(arg(args, 'filter'), arg(args, 'update'), options(args, 'filter', 'update')),
      );
    case 'updateMany':
      return withoutNullUpsert(
        await coll.updateMany(arg(args, 'filter'), arg(args, 'update'), options(args, 'filter', 'update')),
      );
    case 'replaceOne':
      return withoutNullUpsert(
        await coll.replaceOne(
          arg(args, 'filter'),
          arg(args, 'replacement'),
          options(args, 'filter', 'replacement'),
        ),
      );
    case 'deleteOne': {
      const r = await coll.deleteOne(arg(args, 'filter'), options(args, 'filter'));
      return r.acknowledged ? { deletedCount: r.deletedCount } : { acknowledged: false };
    }
    case 'deleteMany': {
      const r = await coll.deleteMany(arg(args, 'filter'), options(args, 'filter'));
      return r.acknowledged ? { deletedCount: r.deletedCount } : { acknowledged: false };
    }
    case 'findOneAndUpdate':
      return coll.findOneAndUpdate(
        arg(args, 'filter'),
        arg(args, 'update'),
        options(args, 'filter', 'update'),
      );
    case 'findOneAndReplace':
      return coll.findOneAndReplace(
        arg(args, 'filter'),
        arg(args, 'replacement'),
        options(args, 'filter', 'replacement'),
      );
    case 'findOneAndDelete':
      return coll.findOneAndDelete(arg(args, 'filter'), options(args, 'filter'));
    case 'bulkWrite': {
      const r = await coll.bulkWrite(arg(args, 'requests'), options(args, 'requests'));
      return bulkWriteResult({ ...r });
    }
    case 'createIndex':
      return coll.createIndex(arg(args, 'keys'), options(args, 'keys'));
    default:
      throw new UnsupportedOperation(`collection operation ${op.name}`);
  }
}

async function databaseOperation(db: Db, op: Operation): Promise<unknown> {
  const args = op.arguments ?? {};
  switch (op.name) {
    case 'aggregate':
      return db.aggregate(arg(args, 'pipeline'), options(args, 'pipeline')).toArray();
    case 'createCollection':
      await db.createCollection(arg(args, 'collection'), options(args, 'collection'));
      return undefined;
    case 'dropCollection':
      return db.dropCollection(arg(args, 'collection'), options(args, 'collection'));
    case 'modifyCollection':
      return db.command({ collMod: arg<string>(args, 'collection'), ...options(args, 'collection') });
    case 'runCommand':
      return db.command(arg(args, 'command'));
    default:
      throw new UnsupportedOperation(`database operation ${op.name}`);
  }
}

async function clientOperation(client: MongoClient, op: Operation): Promise<unknown> {
  const args = op.arguments ?? {};
  switch (op.name) {
    case 'clientBulkWrite':
      return client.bulkWrite(arg(args, 'models'), options(args, 'models'));
    default:
      throw new UnsupportedOperation(`client operation ${op.name}`);
  }
}

export async function runOperation(entities: Entities, op: Operation): Promise<unknown> {
  const coll = entities.collections.get(op.object);
  if (coll) return collectionOperation(coll, op);
  const db = entities.databases.get(op.object);
  if (db) return databaseOperation(db, op);
  const client = entities.clients.get(op.object);
  if (client) return clientOperation(client, op);
  if (op.object === 'testRunner' && op.name === 'failPoint') {
    // A fail point is a server feature: asked of the server, which answers for itself.
    const target = entities.clients.get(String(op.arguments?.['client']));
    if (!target) throw new UnsupportedOperation('failPoint on an unknown client');
    return target.db('admin').command(arg<Document>(op.arguments ?? {}, 'failPoint'));
  }
  throw new UnsupportedOperation(`${op.object}.${op.name}`);
}
