// The aggregate command: a mingo pipeline over a collection (or `$documents`), answered with a cursor.
import type { Document } from 'bson';
import { CommandError } from '../errors';
import { cloneValue, isPlainObject } from '../documents';
import { evaluateVariables, runPipeline } from '../matching';
import type { CommandContext, CommandHandler } from './context';
import { optionalDocument, optionalNumber, readCandidates, targetCollection } from './context';
import { assertHintNamesIndex } from './unsupportedOptions';

/**
 * Stages that never write into their input documents. Others (e.g. $addFields on a dotted path,
 * $project exclusions, $unwind) may touch nested objects shared with the stored documents.
 */
const READ_ONLY_STAGES = new Set([
  '$match',
  '$group',
  '$sort',
  '$limit',
  '$skip',
  '$count',
  '$sortByCount',
  '$sample',
]);

function needsCopies(pipeline: Document[]): boolean {
  return pipeline.some((stage) => !READ_ONLY_STAGES.has(Object.keys(stage)[0] ?? ''));
}

function aggregate(cmd: Document, ctx: CommandContext): Document {
  const pipeline: unknown = cmd['pipeline'];
  if (!Array.isArray(pipeline) || !pipeline.every(isPlainObject)) {
    throw new CommandError('TypeMismatch', "'pipeline' option must be specified as an array");
  }
  if (cmd['explain'] === true)
    throw new CommandError('NotImplemented', 'explain is not supported by the embedded server');
  const cursorOptions = optionalDocument(cmd, 'cursor');
  const batchSize = cursorOptions ? optionalNumber(cursorOptions, 'batchSize') : undefined;

  let input: Document[];
  let ns: string;
  if (cmd['aggregate'] === 1) {
    // Database-level aggregation only makes sense here for `$documents`.
    if (!pipeline[0] || !('$documents' in pipeline[0])) {
      throw new CommandError(
        'InvalidNamespace',
        "{aggregate: 1} is not valid for '$match'; a collection is required.",
      );
    }
    input = [];
    ns = `${ctx.db}.$cmd.aggregate`;
  } else {
    const name = targetCollection(cmd, 'aggregate', ctx);
    assertHintNamesIndex(ctx.store.collection(ctx.db, name), cmd['hint']);
    const first = pipeline[0];
    // A leading $match can narrow the scan through an index; the stage itself still runs.
    const leadingMatch = first && isPlainObject(first['$match']) ? first['$match'] : undefined;
    input = readCandidates(ctx.store.collection(ctx.db, name), leadingMatch);
    // Stored documents must stay untouched: copy them unless every stage only reads.
    if (needsCopies(pipeline)) input = input.map((doc) => cloneValue(doc));
    ns = `${ctx.db}.${name}`;
  }
  const results = runPipeline(input, pipeline, {
    resolveCollection: (name) =>
      (ctx.store.collection(ctx.db, name)?.all() ?? []).map((doc) => cloneValue(doc)),
    variables: evaluateVariables(optionalDocument(cmd, 'let')),
  });
  return { cursor: ctx.cursors.openCursor(ns, results, batchSize), ok: 1 };
}

export const aggregateCommands: Record<string, CommandHandler> = { aggregate };
