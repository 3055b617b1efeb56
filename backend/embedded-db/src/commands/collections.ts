// Namespace commands: create, drop, dropDatabase, renameCollection, listCollections, listDatabases, stats.
import type { Document } from 'bson';
import { CommandError } from '../errors';
import { ID_INDEX_SPEC } from '../indexes';
import { queryDocuments } from '../matching';
import type { Collection } from '../storage';
import { assertValidNamespace } from '../storage';
import type { CommandContext, CommandHandler } from './context';
import { optionalDocument, targetCollection } from './context';

/** Options accepted by `create` that the embedded server stores but does not enforce (validators, capped…). */
const CREATE_IGNORED = new Set([
  'create',
  '$db',
  'lsid',
  '$clusterTime',
  'writeConcern',
  '$readPreference',
  'comment',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
]);

function create(cmd: Document, ctx: CommandContext): Document {
  const name = targetCollection(cmd, 'create', ctx);
  if (cmd['viewOn'] !== undefined)
    throw new CommandError('NotImplemented', 'views are not supported by the embedded server');
  const options: Document = {};
  for (const [key, value] of Object.entries<unknown>(cmd)) if (!CREATE_IGNORED.has(key)) options[key] = value;
  ctx.store.createCollection(ctx.db, name, options);
  return { ok: 1 };
}

function drop(cmd: Document, ctx: CommandContext): Document {
  const name = targetCollection(cmd, 'drop', ctx);
  const coll = ctx.store.collection(ctx.db, name);
  // MongoDB 7.0 answers ok:1 for a collection that does not exist.
  if (!coll) return { ok: 1 };
  const nIndexesWas = coll.indexSpecs().length;
  ctx.store.dropCollection(ctx.db, name);
  return { nIndexesWas, ns: coll.ns, ok: 1 };
}

function dropDatabase(_cmd: Document, ctx: CommandContext): Document {
  ctx.store.dropDatabase(ctx.db);
  return { dropped: ctx.db, ok: 1 };
}

function splitNamespace(ns: unknown, field: string): [string, string] {
  if (typeof ns !== 'string' || !ns.includes('.'))
    throw new CommandError('InvalidNamespace', `'${field}' must be a full namespace (db.collection)`);
  const dot = ns.indexOf('.');
  return [ns.slice(0, dot), ns.slice(dot + 1)];
}

function renameCollection(cmd: Document, ctx: CommandContext): Document {
  const [db, coll] = splitNamespace(cmd['renameCollection'], 'renameCollection');
  const [toDb, toColl] = splitNamespace(cmd['to'], 'to');
  if (cmd['dropTarget'] === true) ctx.store.dropCollection(toDb, toColl);
  ctx.store.renameCollection(db, coll, toDb, toColl);
  return { ok: 1 };
}

function collectionInfo(coll: Collection): Document {
  return {
    name: coll.name,
    type: 'collection',
    options: coll.options,
    info: { readOnly: false, uuid: coll.uuid },
    idIndex: ID_INDEX_SPEC,
  };
}

function listCollections(cmd: Document, ctx: CommandContext): Document {
  assertValidNamespace(ctx.db);
  const nameOnly = cmd['nameOnly'] === true;
  const infos = ctx.store.collections(ctx.db).map(collectionInfo);
  const filtered = queryDocuments(infos, optionalDocument(cmd, 'filter'));
  const batch = nameOnly
    ? filtered.map(({ name, type }: { name?: unknown; type?: unknown }) => ({ name, type }))
    : filtered;
  const cursorOptions = optionalDocument(cmd, 'cursor');
  const batchSize = typeof cursorOptions?.['batchSize'] === 'number' ? cursorOptions['batchSize'] : undefined;
  return { cursor: ctx.cursors.openCursor(`${ctx.db}.$cmd.listCollections`, batch, batchSize), ok: 1 };
}

function dataSize(colls: Collection[]): number {
  let bytes = 0;
  for (const coll of colls) bytes += coll.dataSize;
  return bytes;
}

function listDatabases(cmd: Document, ctx: CommandContext): Document {
  const nameOnly = cmd['nameOnly'] === true;
  const databases = ctx.store.databaseNames().map((name) => {
    if (nameOnly) return { name };
    const sizeOnDisk = dataSize(ctx.store.collections(name));
    return { name, sizeOnDisk, empty: sizeOnDisk === 0 };
  });
  const filtered = queryDocuments(databases, optionalDocument(cmd, 'filter'));
  const totalSize = filtered.reduce((sum, db) => sum + Number(db['sizeOnDisk'] ?? 0), 0);
  return nameOnly
    ? { databases: filtered, ok: 1 }
    : { databases: filtered, totalSize, totalSizeMb: Math.round(totalSize / 1048576), ok: 1 };
}

function dbStats(_cmd: Document, ctx: CommandContext): Document {
  const colls = ctx.store.collections(ctx.db);
  const size = dataSize(colls);
  const objects = colls.reduce((sum, coll) => sum + coll.count, 0);
  const indexes = colls.reduce((sum, coll) => sum + coll.indexSpecs().length, 0);
  return {
    db: ctx.db,
    collections: colls.length,
    views: 0,
    objects,
    avgObjSize: objects ? size / objects : 0,
    dataSize: size,
    storageSize: size,
    indexes,
    indexSize: 0,
    ok: 1,
  };
}

function collStats(cmd: Document, ctx: CommandContext): Document {
  const name = targetCollection(cmd, 'collStats', ctx);
  const coll = ctx.store.collection(ctx.db, name);
  if (!coll) throw new CommandError('NamespaceNotFound', `Collection [${ctx.db}.${name}] not found.`);
  const size = dataSize([coll]);
  return {
    ns: coll.ns,
    count: coll.count,
    size,
    storageSize: size,
    avgObjSize: coll.count ? size / coll.count : 0,
    nindexes: coll.indexSpecs().length,
    ok: 1,
  };
}

export const collectionCommands: Record<string, CommandHandler> = {
  create,
  drop,
  dropDatabase,
  renameCollection,
  listCollections,
  listDatabases,
  dbStats,
  collStats,
};
