// MongoDB wire protocol framing: header, OP_QUERY and OP_MSG requests, OP_REPLY and OP_MSG replies.
import { deserialize, serialize } from 'bson';
import { DESERIALIZE_OPTIONS } from './codec';
import type { Document } from 'bson';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

export const HEADER_SIZE = 16;
/** Advertised as maxMessageSizeBytes in hello; anything larger is refused before it is buffered. */
export const MAX_MESSAGE_BYTES = 48_000_000;

const FLAG_CHECKSUM_PRESENT = 1 << 0;
const FLAG_MORE_TO_COME = 1 << 1;
/** Bits 0-15 are "required": a receiver must refuse flags it does not know there. */
const KNOWN_REQUIRED_FLAGS = FLAG_CHECKSUM_PRESENT | FLAG_MORE_TO_COME;

export interface MessageHeader {
  length: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

export type Request =
  | { kind: 'query'; header: MessageHeader; ns: string; query: Document }
  | { kind: 'msg'; header: MessageHeader; moreToCome: boolean; command: Document };

/** A message whose frame was intact but whose content was not: answerable with an error reply. */
export class WireError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WireError';
  }
}

export function readHeader(buf: Buffer): MessageHeader {
  return {
    length: buf.readInt32LE(0),
    requestId: buf.readInt32LE(4),
    responseTo: buf.readInt32LE(8),
    opCode: buf.readInt32LE(12),
  };
}

/** Commands keep numbers as JS numbers (Long only beyond 2^53), matching the driver's own defaults. */

function readDocument(buf: Buffer, offset: number, end: number): { doc: Document; next: number } {
  if (offset + 5 > end) throw new WireError('truncated BSON document');
  const size = buf.readInt32LE(offset);
  if (size < 5 || offset + size > end) throw new WireError(`invalid BSON document length ${size}`);
  try {
    return {
      doc: deserialize(buf.subarray(offset, offset + size), DESERIALIZE_OPTIONS),
      next: offset + size,
    };
  } catch (err) {
    throw new WireError(`invalid BSON: ${err instanceof Error ? err.message : String(err)}`);
  }
}

function readCString(buf: Buffer, offset: number, end: number): { value: string; next: number } {
  const zero = buf.indexOf(0, offset);
  if (zero < 0 || zero >= end) throw new WireError('unterminated string');
  return { value: buf.toString('utf8', offset, zero), next: zero + 1 };
}

/** Decodes one complete frame (`buf.length === header.length`). */
export function decodeMessage(buf: Buffer): Request {
  const header = readHeader(buf);
  if (header.opCode === OP_QUERY) return decodeQuery(buf, header);
  if (header.opCode === OP_MSG) return decodeMsg(buf, header);
  throw new WireError(`unsupported opcode ${header.opCode}`);
}

function decodeQuery(buf: Buffer, header: MessageHeader): Request {
  const end = buf.length;
  let offset = HEADER_SIZE + 4; // flags
  const ns = readCString(buf, offset, end);
  offset = ns.next + 8; // numberToSkip, numberToReturn
  const { doc } = readDocument(buf, offset, end);
  // Legacy drivers may wrap the command as { $query: {...}, $readPreference: ... }.
  const query =
    typeof doc['$query'] === 'object' && doc['$query'] !== null ? (doc['$query'] as Document) : doc;
  return { kind: 'query', header, ns: ns.value, query };
}

function decodeMsg(buf: Buffer, header: MessageHeader): Request {
  if (buf.length < HEADER_SIZE + 5) throw new WireError('OP_MSG too short');
  const flags = buf.readUInt32LE(HEADER_SIZE);
  const unknownRequired = flags & 0xffff & ~KNOWN_REQUIRED_FLAGS;
  if (unknownRequired)
    throw new WireError(`unknown required OP_MSG flag bits 0x${unknownRequired.toString(16)}`);
  // The checksum (CRC-32C) is tolerated, not verified: loopback TCP already guarantees integrity.
  const end = flags & FLAG_CHECKSUM_PRESENT ? buf.length - 4 : buf.length;
  let offset = HEADER_SIZE + 4;
  let body: Document | undefined;
  const sequences: Array<[string, Document[]]> = [];
  while (offset < end) {
    const kind = buf.readUInt8(offset);
    offset += 1;
    if (kind === 0) {
      if (body) throw new WireError('OP_MSG has more than one body section');
      const read = readDocument(buf, offset, end);
      body = read.doc;
      offset = read.next;
    } else if (kind === 1) {
      if (offset + 4 > end) throw new WireError('truncated document sequence');
      const size = buf.readInt32LE(offset);
      const sectionEnd = offset + size;
      if (size < 5 || sectionEnd > end) throw new WireError(`invalid document sequence length ${size}`);
      const id = readCString(buf, offset + 4, sectionEnd);
      const docs: Document[] = [];
      let at = id.next;
      while (at < sectionEnd) {
        const read = readDocument(buf, at, sectionEnd);
        docs.push(read.doc);
        at = read.next;
      }
      sequences.push([id.value, docs]);
      offset = sectionEnd;
    } else {
      throw new WireError(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!body) throw new WireError('OP_MSG has no body section');
  for (const [identifier, docs] of sequences) {
    const existing: unknown = body[identifier];
    body[identifier] = Array.isArray(existing) ? [...(existing as unknown[]), ...docs] : docs;
  }
  return { kind: 'msg', header, moreToCome: (flags & FLAG_MORE_TO_COME) !== 0, command: body };
}

let nextRequestId = 1;

function frame(opCode: number, responseTo: number, payload: Buffer): Buffer {
  const header = Buffer.alloc(HEADER_SIZE);
  header.writeInt32LE(HEADER_SIZE + payload.length, 0);
  header.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  header.writeInt32LE(responseTo, 8);
  header.writeInt32LE(opCode, 12);
  return Buffer.concat([header, payload]);
}

/** OP_REPLY: the legacy answer to OP_QUERY (the driver's first hello). */
export function encodeReply(responseTo: number, doc: Document, queryFailure = false): Buffer {
  const body = serialize(doc);
  const prefix = Buffer.alloc(20);
  prefix.writeInt32LE(queryFailure ? 2 : 0, 0); // responseFlags: bit 1 = QueryFailure
  prefix.writeBigInt64LE(0n, 4); // cursorID
  prefix.writeInt32LE(0, 12); // startingFrom
  prefix.writeInt32LE(1, 16); // numberReturned
  return frame(OP_REPLY, responseTo, Buffer.concat([prefix, body]));
}

/** OP_MSG with a single kind-0 body. */
export function encodeMsg(responseTo: number, doc: Document): Buffer {
  const body = serialize(doc);
  const prefix = Buffer.alloc(5); // flagBits 0, section kind 0
  return frame(OP_MSG, responseTo, Buffer.concat([prefix, body]));
}
