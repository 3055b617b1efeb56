// Raw-socket helpers for feeding the embedded server hand-made (and deliberately broken) wire messages.
import net from 'node:net';
import { deserialize, serialize } from 'bson';
import type { Document } from 'bson';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;

export function frame(opCode: number, payload: Buffer, requestId = 1, declaredLength?: number): Buffer {
  const header = Buffer.alloc(16);
  header.writeInt32LE(declaredLength ?? 16 + payload.length, 0);
  header.writeInt32LE(requestId, 4);
  header.writeInt32LE(0, 8);
  header.writeInt32LE(opCode, 12);
  return Buffer.concat([header, payload]);
}

export function opMsg(command: Document, flags = 0, requestId = 1): Buffer {
  const prefix = Buffer.alloc(5);
  prefix.writeUInt32LE(flags, 0);
  return frame(OP_MSG, Buffer.concat([prefix, serialize(command)]), requestId);
}

export function opQuery(ns: string, query: Document): Buffer {
  const flags = Buffer.alloc(4);
  const name = Buffer.from(`${ns}\0`, 'utf8');
  const skipReturn = Buffer.alloc(8);
  skipReturn.writeInt32LE(-1, 4);
  return frame(OP_QUERY, Buffer.concat([flags, name, skipReturn, serialize(query)]));
}

export interface Reply {
  opCode: number;
  responseTo: number;
  doc: Document;
  /** OP_REPLY responseFlags (bit 1 = QueryFailure); 0 for OP_MSG. */
  flags: number;
}

export function parseReply(buf: Buffer): Reply {
  const opCode = buf.readInt32LE(12);
  const responseTo = buf.readInt32LE(8);
  if (opCode === OP_REPLY)
    return { opCode, responseTo, flags: buf.readInt32LE(16), doc: deserialize(buf.subarray(36)) };
  return { opCode, responseTo, flags: 0, doc: deserialize(buf.subarray(21)) };
}

export type Outcome = { kind: 'reply'; reply: Reply } | { kind: 'closed' } | { kind: 'silent' };

/**
 * Sends bytes on a fresh socket and reports the first outcome: a whole reply, the server closing
 * the socket, or nothing within `waitMs` (expected only when a reply is not due).
 */
export function exchange(port: number, bytes: Buffer | Buffer[], waitMs = 1500): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    const finish = (outcome: Outcome): void => {
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ kind: 'silent' }), waitMs);
    socket.on('error', () => finish({ kind: 'closed' }));
    socket.on('close', () => finish({ kind: 'closed' }));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (received.length >= 4 && received.length >= received.readInt32LE(0)) {
        finish({ kind: 'reply', reply: parseReply(received.subarray(0, received.readInt32LE(0))) });
      }
    });
    socket.on('connect', () => {
      for (const part of Array.isArray(bytes) ? bytes : [bytes]) socket.write(part);
    });
  });
}

/** Sends several messages on one socket and collects `count` replies. */
export function conversation(port: number, bytes: Buffer[], count: number, waitMs = 3000): Promise<Reply[]> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const replies: Reply[] = [];
    let received = Buffer.alloc(0);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`got ${replies.length} of ${count} replies`));
    }, waitMs);
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      while (received.length >= 4 && received.length >= received.readInt32LE(0)) {
        const length = received.readInt32LE(0);
        replies.push(parseReply(received.subarray(0, length)));
        received = received.subarray(length);
      }
      if (replies.length >= count) {
        clearTimeout(timer);
        socket.destroy();
        resolve(replies);
      }
    });
    socket.on('connect', () => {
      for (const part of bytes) socket.write(part);
    });
  });
}
