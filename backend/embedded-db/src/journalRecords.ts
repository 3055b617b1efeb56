// One journal line per record: `<crc32c as 8 hex digits> <canonical Extended JSON>`. The checksum
// covers the JSON's bytes, so a changed character or junk in the file is seen, not loaded. Journals
// written before checksums (their header has no `checksum` field) hold bare JSON lines: still read.
import type { Document } from 'bson';
import { crc32c } from './crc32c';
import { fromJournalLine, toJournalLine } from './ejson';

/** Marks a journal whose every line carries a checksum (written in its header line). */
export const CHECKSUM_NAME = 'crc32c';
const PREFIX_BYTES = 9;
const SPACE = 0x20;
const HEX = /^[0-9a-f]{8}$/;

/** Why a line could not be read: the caller knows the file and the offset. */
export class BadRecord extends Error {}

export function encodeRecord(value: Document): Buffer {
  const json = Buffer.from(toJournalLine(value), 'utf8');
  const line = Buffer.allocUnsafe(PREFIX_BYTES + json.length + 1);
  line.write(crc32c(json).toString(16).padStart(8, '0'), 0, 'latin1');
  line[8] = SPACE;
  json.copy(line, PREFIX_BYTES);
  line[line.length - 1] = 0x0a;
  return line;
}

/** Reads one line; `checksummed` false for a journal from before checksums (bare JSON lines). */
export function decodeRecord(line: Buffer, checksummed: boolean): Document {
  if (!checksummed) return parse(line, 0);
  if (line.length < PREFIX_BYTES + 2 || line[8] !== SPACE) throw new BadRecord('has no checksum');
  const stated = line.toString('latin1', 0, 8);
  if (!HEX.test(stated)) throw new BadRecord('has no checksum');
  const actual = crc32c(line, PREFIX_BYTES, line.length);
  if (parseInt(stated, 16) !== actual)
    throw new BadRecord(
      `fails its checksum (stored ${stated}, computed ${actual.toString(16).padStart(8, '0')})`,
    );
  return parse(line, PREFIX_BYTES);
}

export type DecodedHeader =
  | { kind: 'header'; generation: unknown; follows: unknown; checksummed: boolean }
  /** The first line is a record (a journal from before generations): it is replayed like the rest. */
  | { kind: 'none' }
  | { kind: 'bad'; why: string };

/** A journal's first line, either format. */
export function decodeHeader(line: Buffer): DecodedHeader {
  const checksummed = line[0] !== 0x7b;
  let entry: Document;
  try {
    entry = decodeRecord(line, checksummed);
  } catch (err) {
    return { kind: 'bad', why: err instanceof Error ? err.message : String(err) };
  }
  if (entry['generation'] === undefined || entry['generation'] === null) return { kind: 'none' };
  return {
    kind: 'header',
    generation: entry['generation'],
    // Written as null or left out by different versions: both mean "follows no snapshot".
    follows: entry['follows'] ?? undefined,
    checksummed: checksummed && entry['checksum'] === CHECKSUM_NAME,
  };
}

function parse(line: Buffer, start: number): Document {
  try {
    return fromJournalLine(line.toString('utf8', start));
  } catch (err) {
    throw new BadRecord(`is not a journal record (${err instanceof Error ? err.message : String(err)})`);
  }
}
