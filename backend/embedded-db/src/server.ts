// The TCP side: frames bytes into messages, runs each command, journals its changes, replies. Never crashes on input.
import net from 'node:net';
import type { Document } from 'bson';
import { ConnectionAuth, type ScramVerifier } from './auth';
import type { ChangeBatch } from './storage';
import type { CommandContext, ServerInfo } from './commands/context';
import { commandName, executeCommand } from './commands';
import type { CursorRegistry } from './cursors';
import { CommandError, errorReply, ErrorCode } from './errors';
import type { Store } from './storage';
import {
  decodeMessage,
  encodeMsg,
  encodeReply,
  HEADER_SIZE,
  MAX_MESSAGE_BYTES,
  OP_QUERY,
  readHeader,
  WireError,
} from './wire';
import type { Request } from './wire';

export interface ServerDeps {
  store: Store;
  cursors: CursorRegistry;
  /** Makes a command's changes durable before its reply leaves; throws (having taken them back) when it cannot. */
  commit: (batch: ChangeBatch) => void;
  /** Why writes cannot be stored right now (full disk, read-only directory), if they cannot. */
  storageError: () => string | undefined;
  /** The credential's verifier; undefined serves every connection unauthenticated (tests of the wire only). */
  verifier?: ScramVerifier | undefined;
}

const HELLO_COMMANDS = new Set(['hello', 'isMaster', 'ismaster']);

/** Accumulates socket chunks and hands out whole frames, copying each byte about once. */
class FrameReader {
  private chunks: Buffer[] = [];
  private size = 0;

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.size += chunk.length;
  }

  /** The declared length of the next frame, once its first 4 bytes have arrived. */
  peekLength(): number | undefined {
    if (this.size < 4) return undefined;
    if ((this.chunks[0] as Buffer).length < 4) this.chunks = [Buffer.concat(this.chunks)];
    return (this.chunks[0] as Buffer).readInt32LE(0);
  }

  take(length: number): Buffer | undefined {
    if (this.size < length) return undefined;
    const all = this.chunks.length === 1 ? (this.chunks[0] as Buffer) : Buffer.concat(this.chunks);
    const frame = all.subarray(0, length);
    const rest = all.subarray(length);
    this.chunks = rest.length ? [rest] : [];
    this.size = rest.length;
    return frame;
  }
}

export class WireServer {
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private readonly deps: ServerDeps;
  private readonly info: ServerInfo;
  private nextConnectionId = 1;

  constructor(deps: ServerDeps, host: string) {
    this.deps = deps;
    this.info = {
      startedAt: new Date(),
      host,
      port: 0,
      connections: () => this.sockets.size,
      storageError: deps.storageError,
    };
    this.server = net.createServer((socket) => this.accept(socket));
    // A listening-socket error after start-up must not take the app down with it.
    this.server.on('error', () => undefined);
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const onError = (err: Error): void => reject(err);
      this.server.once('error', onError);
      this.server.listen(port, host, () => {
        this.server.off('error', onError);
        const address = this.server.address();
        this.info.port = typeof address === 'object' && address ? address.port : port;
        resolve(this.info.port);
      });
    });
  }

  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await closed;
  }

  private accept(socket: net.Socket): void {
    const connectionId = this.nextConnectionId++;
    const reader = new FrameReader();
    const auth = new ConnectionAuth(this.deps.verifier);
    this.sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('data', (chunk: Buffer) => {
      try {
        reader.push(chunk);
        for (;;) {
          const length = reader.peekLength();
          if (length === undefined) return;
          // A frame we cannot size safely cannot be skipped either: drop the connection, keep the server.
          if (length < HEADER_SIZE || length > MAX_MESSAGE_BYTES) {
            socket.destroy();
            return;
          }
          const frame = reader.take(length);
          if (!frame) return;
          this.handleFrame(socket, frame, connectionId, auth);
          if (socket.destroyed) return;
        }
      } catch {
        socket.destroy();
      }
    });
  }

  private handleFrame(socket: net.Socket, frame: Buffer, connectionId: number, auth: ConnectionAuth): void {
    const header = readHeader(frame);
    let request: Request;
    try {
      request = decodeMessage(frame);
    } catch (err) {
      const reply = errorReply(err instanceof WireError ? new CommandError('InvalidBSON', err.message) : err);
      const errmsg: unknown = reply['errmsg'];
      socket.write(
        header.opCode === OP_QUERY
          ? encodeReply(header.requestId, { $err: errmsg, ...reply }, true)
          : encodeMsg(header.requestId, reply),
      );
      return;
    }
    if (request.kind === 'query') {
      const dot = request.ns.indexOf('.');
      const db = dot > 0 ? request.ns.slice(0, dot) : request.ns;
      if (!request.ns.endsWith('.$cmd')) {
        const errmsg = 'OP_QUERY is only supported for commands on <db>.$cmd';
        socket.write(
          encodeReply(
            header.requestId,
            { $err: errmsg, errmsg, code: ErrorCode.NotImplemented, ok: 0 },
            true,
          ),
        );
        return;
      }
      const reply = this.run(request.query, db, connectionId, auth);
      socket.write(this.encodeSafely((doc) => encodeReply(header.requestId, doc), reply));
      return;
    }
    const db: unknown = request.command['$db'];
    const reply =
      typeof db === 'string' && db !== ''
        ? this.run(request.command, db, connectionId, auth)
        : errorReply(new CommandError('BadValue', 'OP_MSG requests require a $db argument'));
    // moreToCome: the client wants no reply (unacknowledged write), but the command still ran.
    if (!request.moreToCome)
      socket.write(this.encodeSafely((doc) => encodeMsg(header.requestId, doc), reply));
  }

  /**
   * A command from this process without the wire (the app's hot writes): the same run, journal and
   * reply as one that arrived on a socket, minus framing and BSON.
   */
  runCommand(command: Document, db: string): Document {
    return this.run(command, db, 0);
  }

  /**
   * Runs a command and journals whatever it changed (even if it then failed partway) before replying;
   * when the journal refuses, the changes are gone from memory too and the reply is an error. A
   * socket's command passes its connection's authentication first (`auth`; in-process calls have none).
   */
  private run(command: Document, db: string, connectionId: number, auth?: ConnectionAuth): Document {
    if (auth) {
      const name = commandName(command);
      const answered = auth.intercept(name, command);
      if (answered) return answered;
      if (HELLO_COMMANDS.has(name))
        return auth.decorateHello(command, this.execute(command, db, connectionId));
    }
    return this.execute(command, db, connectionId);
  }

  private execute(command: Document, db: string, connectionId: number): Document {
    const ctx: CommandContext = {
      store: this.deps.store,
      cursors: this.deps.cursors,
      server: this.info,
      connectionId,
      db,
    };
    const reply = executeCommand(command, ctx);
    const batch = this.deps.store.takeChanges();
    if (batch.changes.length === 0) return reply;
    try {
      this.deps.commit(batch);
      return reply;
    } catch (err) {
      return errorReply(err);
    }
  }

  /** A reply too large or unserialisable becomes an error reply rather than a silent hang. */
  private encodeSafely(encode: (doc: Document) => Buffer, reply: Document): Buffer {
    try {
      return encode(reply);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      return encode(
        errorReply(new CommandError('BSONObjectTooLarge', `reply could not be encoded: ${message}`)),
      );
    }
  }
}
