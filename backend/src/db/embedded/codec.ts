// Stored documents are kept as BSON bytes and decoded on read: a game is ~1.3 KB this way and
// several times that as live JS objects, and a snapshot writes the bytes as they are.
import { deserialize, serialize } from 'bson';
import type { Document } from 'bson';

/** The same promotion the wire applies to what clients send, so a stored value reads back as it arrived. */
export const DESERIALIZE_OPTIONS = { promoteLongs: true, promoteValues: true, promoteBuffers: false } as const;

/**
 * BSON bytes in an ArrayBuffer of their own: bson's small results are slices of Node's shared 8 KB
 * pool, and one long-lived slice would keep a whole pool chunk alive after its neighbours are gone.
 */
export function encodeDocument(doc: Document): Uint8Array {
  return ownCopy(serialize(doc));
}

export function ownCopy(bytes: Uint8Array): Uint8Array {
  const copy = new Uint8Array(bytes.length);
  copy.set(bytes);
  return copy;
}

export function decodeDocument(bytes: Uint8Array): Document {
  return deserialize(bytes, DESERIALIZE_OPTIONS);
}
