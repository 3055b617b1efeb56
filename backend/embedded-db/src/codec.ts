// Stored documents are kept as BSON bytes and decoded on read: a game is ~1.3 KB this way and
// several times that as live JS objects, and a snapshot writes the bytes as they are.
import { deserialize, ObjectId, serialize, serializeWithBufferAndIndex } from 'bson';
import type { Document } from 'bson';

/** The same promotion the wire applies to what clients send, so a stored value reads back as it arrived. */
export const DESERIALIZE_OPTIONS = {
  promoteLongs: true,
  promoteValues: true,
  promoteBuffers: false,
} as const;

/**
 * BSON bytes in an ArrayBuffer of their own: bson's small results are slices of Node's shared 8 KB
 * pool, and one long-lived slice would keep a whole pool chunk alive after its neighbours are gone.
 */
export function encodeDocument(doc: Document): Uint8Array {
  // Through one reused buffer, then one copy (bson's serialize copies out of its own buffer, then
  // this had to copy again). Any document too large for it goes the long way.
  try {
    const end = serializeWithBufferAndIndex(doc, scratch);
    // A write past the end either throws or is dropped; the end index tells which bytes are real.
    if (end < scratch.length) return scratch.slice(0, end + 1);
  } catch (err) {
    if (!(err instanceof RangeError)) throw err;
  }
  return ownCopy(serialize(doc));
}

const scratch = new Uint8Array(64 * 1024);

export function ownCopy(bytes: Uint8Array): Uint8Array {
  const copy = new Uint8Array(bytes.length);
  copy.set(bytes);
  return copy;
}

export function decodeDocument(bytes: Uint8Array): Document {
  return deserialize(bytes, DESERIALIZE_OPTIONS);
}

/** Fixed value sizes of the BSON types a scan can step over (type byte → bytes). */
const FIXED_SIZES: Record<number, number> = {
  0x01: 8,
  0x06: 0,
  0x07: 12,
  0x08: 1,
  0x09: 8,
  0x0a: 0,
  0x10: 4,
  0x11: 8,
  0x12: 8,
  0x13: 16,
  0x7f: 0,
  0xff: 0,
};
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Just the named top-level fields of a stored document, read straight from its bytes: what an index
 * needs at start-up, at a fraction of a full decode. Undefined when a value is of a type this does
 * not read (then decode the whole document).
 */
export function readTopLevelFields(bytes: Uint8Array, fields: ReadonlySet<string>): Document | undefined {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const wanted = wantedNames(fields);
  const out: Document = {};
  let left = wanted.length;
  let offset = 4;
  const end = view.length - 1;
  // Stops once every wanted field is read: indexed fields tend to come early in a document.
  while (offset < end && left > 0) {
    const type = view[offset] as number;
    const nameEnd = view.indexOf(0, offset + 1);
    if (nameEnd < 0) return undefined;
    const name = nameAt(view, offset + 1, nameEnd, wanted);
    const at = nameEnd + 1;
    let size: number;
    if (type === 0x02 || type === 0x0d || type === 0x0e) size = 4 + view.readInt32LE(at);
    else if (type === 0x03 || type === 0x04 || type === 0x0f) size = view.readInt32LE(at);
    else if (type === 0x05) size = 5 + view.readInt32LE(at);
    else if (FIXED_SIZES[type] !== undefined) size = FIXED_SIZES[type];
    else return undefined;
    if (name !== undefined) {
      left--;
      switch (type) {
        case 0x01:
          out[name] = view.readDoubleLE(at);
          break;
        case 0x02:
          out[name] = view.toString('utf8', at + 4, at + size - 1);
          break;
        case 0x07:
          out[name] = new ObjectId(view.subarray(at, at + 12));
          break;
        case 0x08:
          out[name] = view[at] === 1;
          break;
        case 0x09:
          out[name] = new Date(Number(view.readBigInt64LE(at)));
          break;
        case 0x0a:
          out[name] = null;
          break;
        case 0x10:
          out[name] = view.readInt32LE(at);
          break;
        case 0x12: {
          const n = view.readBigInt64LE(at);
          if (n > MAX_SAFE || n < -MAX_SAFE) return undefined;
          out[name] = Number(n);
          break;
        }
        default:
          return undefined;
      }
    }
    offset = at + size;
  }
  return out;
}

/** A wanted field name and its UTF-8 bytes, so names are compared as bytes, not decoded per field. */
type WantedName = { name: string; bytes: Buffer };
const wantedCache = new WeakMap<ReadonlySet<string>, WantedName[]>();

function wantedNames(fields: ReadonlySet<string>): WantedName[] {
  let wanted = wantedCache.get(fields);
  if (!wanted) {
    wanted = [...fields].map((name) => ({ name, bytes: Buffer.from(name, 'utf8') }));
    wantedCache.set(fields, wanted);
  }
  return wanted;
}

/** The wanted name spelled by view[start, end), if any. */
function nameAt(view: Buffer, start: number, end: number, wanted: WantedName[]): string | undefined {
  const length = end - start;
  for (const { name, bytes } of wanted) {
    if (bytes.length !== length) continue;
    let i = 0;
    while (i < length && view[start + i] === bytes[i]) i++;
    if (i === length) return name;
  }
  return undefined;
}
