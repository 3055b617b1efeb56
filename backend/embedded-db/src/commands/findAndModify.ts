// findAndModify: find one document (in sort order), then update, replace, remove or upsert it atomically.
import type { Document } from 'bson';
import { CommandError } from '../errors';
import { isPlainObject } from '../documents';
import { evaluateVariables, projectDocument } from '../matching';
import { applyUpdate, buildUpsertDocument, validateUpdateSpec } from '../updates';
import type { CommandContext, CommandHandler } from './context';
import { optionalDocument, targetCollection } from './context';
import { assertHintNamesIndex } from './unsupportedOptions';
import { matchingDocuments } from './update';

function findAndModify(cmd: Document, ctx: CommandContext): Document {
  const commandName = 'findAndModify' in cmd ? 'findAndModify' : 'findandmodify';
  const name = targetCollection(cmd, commandName, ctx);
  const query = optionalDocument(cmd, 'query') ?? {};
  const sort = optionalDocument(cmd, 'sort');
  const fields = optionalDocument(cmd, 'fields');
  const remove = cmd['remove'] === true;
  const spec: unknown = cmd['update'];
  const returnNew = cmd['new'] === true;
  const upsert = cmd['upsert'] === true;
  const arrayFiltersRaw: unknown = cmd['arrayFilters'];
  const arrayFilters = Array.isArray(arrayFiltersRaw) ? arrayFiltersRaw.filter(isPlainObject) : undefined;

  if (remove && spec !== undefined)
    throw new CommandError('FailedToParse', 'Cannot specify both an update and remove=true');
  if (!remove && spec === undefined)
    throw new CommandError('FailedToParse', 'Either an update or remove=true must be specified');
  if (remove && (returnNew || upsert))
    throw new CommandError(
      'FailedToParse',
      'Cannot specify both new=true and remove=true; upsert is also invalid with remove',
    );
  if (!remove) validateUpdateSpec(spec);

  const variables = evaluateVariables(optionalDocument(cmd, 'let'));
  const existing = ctx.store.collection(ctx.db, name);
  assertHintNamesIndex(existing, cmd['hint']);
  const [current] = matchingDocuments(existing, query, false, sort, undefined, variables);
  const project = (doc: Document | undefined): Document | null => (doc ? projectDocument(doc, fields) : null);

  if (remove) {
    if (current) existing?.remove(current);
    return { lastErrorObject: { n: current ? 1 : 0 }, value: project(current), ok: 1 };
  }
  const update = spec as Document | Document[];
  if (current && existing) {
    const { doc: next, changed } = applyUpdate(current, update, {
      filter: query,
      arrayFilters,
      isInsert: false,
      variables,
    });
    if (changed) existing.replace(current, next);
    return {
      lastErrorObject: { n: 1, updatedExisting: true },
      value: project(returnNew ? next : current),
      ok: 1,
    };
  }
  if (!upsert) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
  const coll = ctx.store.ensureCollection(ctx.db, name).coll;
  const doc = buildUpsertDocument(query, update, arrayFilters, variables);
  coll.insert(doc);
  const upserted: unknown = doc['_id'];
  return {
    lastErrorObject: { n: 1, updatedExisting: false, upserted },
    value: returnNew ? project(doc) : null,
    ok: 1,
  };
}

export const findAndModifyCommands: Record<string, CommandHandler> = {
  findAndModify,
  findandmodify: findAndModify,
};
