// Index commands: createIndexes (idempotent for an identical spec), listIndexes, dropIndexes.
import type { Document } from 'bson';
import { CommandError } from '../errors';
import { ID_INDEX_SPEC, normalizeIndexSpec, sameKeyPattern } from '../indexes';
import type { CommandContext, CommandHandler } from './context';
import { targetCollection } from './context';

function createIndexes(cmd: Document, ctx: CommandContext): Document {
  const name = targetCollection(cmd, 'createIndexes', ctx);
  const raw: unknown = cmd['indexes'];
  if (!Array.isArray(raw) || raw.length === 0)
    throw new CommandError('BadValue', "Must specify at least one index to create in 'indexes'");
  // Validate every spec before creating any, so a bad batch changes nothing.
  const specs = raw.map(normalizeIndexSpec);
  const { coll, created } = ctx.store.ensureCollection(ctx.db, name);
  const numIndexesBefore = coll.indexSpecs().length;
  let createdAny = false;
  for (const spec of specs) createdAny = coll.createIndex(spec) || createdAny;
  const reply: Document = {
    numIndexesBefore,
    numIndexesAfter: coll.indexSpecs().length,
    createdCollectionAutomatically: created,
    ok: 1,
  };
  if (!createdAny) reply['note'] = 'all indexes already exist';
  return reply;
}

function listIndexes(cmd: Document, ctx: CommandContext): Document {
  const name = targetCollection(cmd, 'listIndexes', ctx);
  const coll = ctx.store.collection(ctx.db, name);
  if (!coll) throw new CommandError('NamespaceNotFound', `ns does not exist: ${ctx.db}.${name}`);
  return { cursor: ctx.cursors.openCursor(`${ctx.db}.${name}`, coll.indexSpecs(), undefined), ok: 1 };
}

/** `index` may be '*', a name, an array of names, or a key pattern. */
function dropIndexes(cmd: Document, ctx: CommandContext): Document {
  const commandName = 'dropIndexes' in cmd ? 'dropIndexes' : 'deleteIndexes';
  const name = targetCollection(cmd, commandName, ctx);
  const coll = ctx.store.collection(ctx.db, name);
  if (!coll) throw new CommandError('NamespaceNotFound', `ns not found ${ctx.db}.${name}`);
  const nIndexesWas = coll.indexSpecs().length;
  const target: unknown = cmd['index'];
  if (target === '*') {
    coll.dropAllIndexes();
    return { nIndexesWas, msg: 'non-_id indexes dropped for collection', ok: 1 };
  }
  const names: string[] = [];
  if (typeof target === 'string') names.push(target);
  else if (Array.isArray(target)) names.push(...target.map(String));
  else if (typeof target === 'object' && target !== null) {
    const wanted = { ...ID_INDEX_SPEC, key: target as Document };
    const match = coll.indexSpecs().find((spec) => sameKeyPattern(spec, wanted));
    if (!match)
      throw new CommandError('IndexNotFound', `can't find index with key: ${JSON.stringify(target)}`);
    names.push(match.name);
  } else {
    throw new CommandError('TypeMismatch', "dropIndexes requires 'index'");
  }
  if (names.includes(ID_INDEX_SPEC.name)) throw new CommandError('InvalidOptions', 'cannot drop _id index');
  const missing = names.find((indexName) => !coll.indexSpecs().some((spec) => spec.name === indexName));
  if (missing) throw new CommandError('IndexNotFound', `index not found with name [${missing}]`);
  for (const indexName of names) coll.dropIndex(indexName);
  return { nIndexesWas, ok: 1 };
}

export const indexCommands: Record<string, CommandHandler> = {
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
};
