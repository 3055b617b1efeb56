// Start-up reads only the indexed fields of each stored document straight from its BSON bytes.
import { ObjectId, serialize } from 'bson';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { encodeDocument, readTopLevelFields } from '../src/codec';

describe('reading indexed fields from BSON bytes', () => {
  it('reads exactly the wanted fields wherever they are, by name byte for byte', () => {
    const _id = new ObjectId();
    const at = new Date(1_700_000_000_000);
    const bytes = serialize({
      _id,
      gamf: 'same length, other name',
      grid: [['a', null]],
      nested: { gameId: 'not top level' },
      gameId: 'AB123',
      'spiel€': 7,
      lastActivityAt: at,
    });
    const fields = new Set(['_id', 'gameId', 'spiel€', 'lastActivityAt', 'absent']);
    expect(readTopLevelFields(bytes, fields)).toEqual({
      _id,
      gameId: 'AB123',
      'spiel€': 7,
      lastActivityAt: at,
    });
  });

  it('reads a document that is a view into a larger buffer, as snapshot documents are', () => {
    const doc = serialize({ _id: 1, gameId: 'ZZ999' });
    const chunk = new Uint8Array(doc.length + 10);
    chunk.set(doc, 5);
    const view = new Uint8Array(chunk.buffer, 5, doc.length);
    expect(readTopLevelFields(view, new Set(['_id', 'gameId']))).toEqual({ _id: 1, gameId: 'ZZ999' });
  });
});

describe('encoding documents', () => {
  it('gives the bytes bson gives, in a buffer of their own, however large the document', () => {
    const text = fc.string({ maxLength: 40 });
    const doc = fc.record({
      _id: fc.integer(),
      name: text,
      list: fc.array(fc.oneof(fc.integer(), fc.double(), text, fc.boolean()), { maxLength: 20 }),
      // Around the reused buffer's 64 KiB: just under, at and past it.
      pad: fc.integer({ min: 0, max: 70_000 }).map((n) => 'x'.repeat(n)),
    });
    fc.assert(
      fc.property(doc, (d) => {
        const bytes = encodeDocument(d);
        expect(Buffer.from(bytes).equals(serialize(d))).toBe(true);
        expect(bytes.byteOffset).toBe(0);
        expect(bytes.buffer.byteLength).toBe(bytes.length);
      }),
      { numRuns: 300 },
    );
    expect(() => encodeDocument({ _id: 1, nested: { a: 1 }, 'bad\0key': 1 })).toThrow();
  });
});
