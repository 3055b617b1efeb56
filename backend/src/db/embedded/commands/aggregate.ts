// The aggregate command: a mingo pipeline over a collection (or `$documents`), answered with a cursor.
import type { Document } from 'bson';
import { CommandError } from '../errors';
import { cloneValue, isPlainObject } from '../documents';
import { runPipeline } from '../matching';
import type { CommandContext, CommandHandler } from './context';
import { optionalDocument, optionalNumber, readCandidates, targetCollection } from './context';

function aggregate(cmd: Document, ctx: CommandContext): Document {
  const pipeline: unknown = cmd['pipeline'];
  if (!Array.isArray(pipeline) || !pipeline.every(isPlainObject)) {
    throw new CommandError('TypeMismatch', "'pipeline' option must be specified as an array");
  }
  if (cmd['explain'] === true) throw new CommandError('NotImplemented', 'explain is not supported by the embedded server');
  const cursorOptions = optionalDocument(cmd, 'cursor');
  const batchSize = cursorOptions ? optionalNumber(cursorOptions, 'batchSize') : undefined;

  let input: Document[];
  let ns: string;
  if (cmd['aggregate'] === 1) {
    // Database-level aggregation only makes sense here for `$documents`.
    if (!pipeline[0] || !('$documents' in pipeline[0])) {
      throw new CommandError('InvalidNamespace', "{aggregate: 1} is not valid for '$match'; a collection is required.");
    }
    input = [];
    ns = `${ctx.db}.$cmd.aggregate`;
  } else {
    const name = targetCollection(cmd, 'aggregate', ctx);
    const first = pipeline[0];
    // A leading $match can narrow the scan through an index; the stage itself still runs.
    const leadingMatch = first && isPlainObject(first['$match']) ? first['$match'] : undefined;
    // Pipelines may reshape documents in place: give them copies so stored documents stay untouched.
    input = readCandidates(ctx.store.collection(ctx.db, name), leadingMatch).map((doc) => cloneValue(doc));
    ns = `${ctx.db}.${name}`;
  }
  const results = runPipeline(input, pipeline, {
    resolveCollection: (name) => (ctx.store.collection(ctx.db, name)?.all() ?? []).map((doc) => cloneValue(doc)),
    variables: optionalDocument(cmd, 'let'),
  });
  return { cursor: ctx.cursors.openCursor(ns, results, batchSize), ok: 1 };
}

export const aggregateCommands: Record<string, CommandHandler> = { aggregate };
