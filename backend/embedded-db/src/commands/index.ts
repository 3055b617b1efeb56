// The command table and the one entry point that runs a command and always produces a reply.
import type { Document } from 'bson';
import { CommandError, errorReply } from '../errors';
import { aggregateCommands } from './aggregate';
import { collectionCommands } from './collections';
import type { CommandContext, CommandHandler } from './context';
import { findCommands } from './find';
import { findAndModifyCommands } from './findAndModify';
import { handshakeCommands } from './handshake';
import { indexCommands } from './indexes';
import { insertCommands } from './insert';
import { refuseUnsupportedOptions } from './unsupportedOptions';
import { updateCommands } from './update';

const COMMANDS: ReadonlyMap<string, CommandHandler> = new Map(
  Object.entries({
    ...handshakeCommands,
    ...insertCommands,
    ...findCommands,
    ...updateCommands,
    ...findAndModifyCommands,
    ...aggregateCommands,
    ...collectionCommands,
    ...indexCommands,
  }),
);

export function commandName(cmd: Document): string {
  return Object.keys(cmd)[0] ?? '';
}

/** Runs one command synchronously; every outcome, including bugs, becomes a reply document. */
export function executeCommand(cmd: Document, ctx: CommandContext): Document {
  const name = commandName(cmd);
  const handler = COMMANDS.get(name);
  try {
    if (!handler) throw new CommandError('CommandNotFound', `no such command: '${name}'`);
    if (cmd['startTransaction'] === true || cmd['autocommit'] !== undefined) {
      throw new CommandError(
        'IllegalOperation',
        'Transaction numbers are only allowed on a replica set member or mongos; the embedded server is a standalone without transactions',
      );
    }
    refuseUnsupportedOptions(name, cmd);
    return handler(cmd, ctx);
  } catch (err) {
    return errorReply(err);
  }
}
