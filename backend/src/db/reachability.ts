// While the connection is lost (mongoose's reading of the driver's monitor: a standalone server stopped
// answering, a replica set without a primary), every database call fails at once with a storage failure
// (503) instead of waiting out the driver's 10 s server selection: a player hears "cannot save" straight
// away and keeps their tile, and the operator hears of the outage before any request meets it.
import mongoose from 'mongoose';
import type { RunCommand } from './directCommand';

/** Thrown instead of sending a command while the connection is lost; a storage failure (503). */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

const CONNECTED = mongoose.ConnectionStates.connected;

const lostError = () => new DatabaseUnreachableError('the database connection is lost');

/** `run`, refusing at once while `connection` is not connected. */
export function refusedWhileDisconnected(connection: mongoose.Connection, run: RunCommand): RunCommand {
  return (command) => (connection.readyState === CONNECTED ? run(command) : Promise.reject(lostError()));
}

/** Every query a model can run: mongoose's query middleware names. */
const QUERIES: mongoose.MongooseQueryMiddleware[] = [
  'countDocuments',
  'deleteMany',
  'deleteOne',
  'distinct',
  'estimatedDocumentCount',
  'find',
  'findOne',
  'findOneAndDelete',
  'findOneAndReplace',
  'findOneAndUpdate',
  'replaceOne',
  'updateMany',
  'updateOne',
];

/**
 * The same refusal for the models on `connection`: a plugin (mongoose's middleware), applied to each model as
 * it is compiled, so it must be registered before the models are.
 */
export function refuseModelCallsWhileDisconnected(connection: mongoose.Connection): void {
  connection.plugin((schema: mongoose.Schema) => {
    const refuse = () => {
      if (connection.readyState !== CONNECTED) throw lostError();
    };
    schema.pre(QUERIES, { query: true, document: false }, refuse);
    schema.pre('save', refuse);
    schema.pre('insertMany', refuse);
    schema.pre('bulkWrite', refuse);
    schema.pre('aggregate', refuse);
  });
}

/** Calls `listener` each time the connection is lost, but not when the app closes it. */
export function onConnectionLost(
  connection: mongoose.Connection,
  isClosing: () => boolean,
  listener: (err: Error) => void,
): void {
  connection.on('disconnected', () => {
    if (!isClosing()) listener(lostError());
  });
}
