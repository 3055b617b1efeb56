// Hostile and unusual bytes on raw sockets: the server answers with an error or drops that socket, and stays up.
import { randomBytes } from 'node:crypto';
import { serialize } from 'bson';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedMongo } from '../src';
import type { EmbeddedMongo } from '../src';
import { conversation, exchange, frame, OP_MSG, OP_QUERY, OP_REPLY, opMsg, opQuery } from './support/rawWire';

let server: EmbeddedMongo;

beforeAll(async () => {
  // Framing and malformed input, not who may connect: authentication (auth.test.ts) is off here.
  server = await startEmbeddedMongo({ dataDir: ':memory:', credential: false });
});

afterAll(async () => {
  await server.close();
});

async function expectServerStillServes(): Promise<void> {
  const client = await MongoClient.connect(server.uri, { serverSelectionTimeoutMS: 3000 });
  try {
    expect((await client.db('admin').command({ ping: 1 }))['ok']).toBe(1);
  } finally {
    await client.close();
  }
}

describe('the wire protocol under bad input', () => {
  it('answers the legacy OP_QUERY hello with an OP_REPLY', async () => {
    const outcome = await exchange(server.port, opQuery('admin.$cmd', { isMaster: 1, helloOk: true }));
    expect(outcome.kind).toBe('reply');
    if (outcome.kind !== 'reply') return;
    expect(outcome.reply.opCode).toBe(OP_REPLY);
    expect(outcome.reply.doc).toMatchObject({ ismaster: true, helloOk: true, maxWireVersion: 21, ok: 1 });
  });

  it('answers an OP_QUERY outside $cmd with a QueryFailure', async () => {
    const outcome = await exchange(server.port, opQuery('app.games', { a: 1 }));
    expect(outcome.kind === 'reply' && outcome.reply.flags & 2).toBeTruthy();
  });

  it('answers an unknown command sent as OP_MSG with ok 0 and CommandNotFound', async () => {
    const outcome = await exchange(server.port, opMsg({ definitelyNot: 1, $db: 'admin' }, 0, 77));
    expect(outcome.kind).toBe('reply');
    if (outcome.kind !== 'reply') return;
    expect(outcome.reply.responseTo).toBe(77);
    expect(outcome.reply.doc).toMatchObject({
      ok: 0,
      code: 59,
      codeName: 'CommandNotFound',
      errmsg: "no such command: 'definitelyNot'",
    });
  });

  it('survives random bytes', async () => {
    for (let i = 0; i < 20; i++) {
      const outcome = await exchange(server.port, randomBytes(64 + i * 13), 500);
      // Random bytes may declare a plausible length and then stall: silence is acceptable there.
      expect(['reply', 'closed', 'silent']).toContain(outcome.kind);
    }
    const plausible = Buffer.concat([Buffer.from([64, 0, 0, 0]), randomBytes(60)]);
    const outcome = await exchange(server.port, plausible);
    expect(['reply', 'closed']).toContain(outcome.kind);
    if (outcome.kind === 'reply') expect(outcome.reply.doc['ok']).toBe(0);
    await expectServerStillServes();
  });

  it('closes a socket whose header claims a huge or impossible length', async () => {
    const huge = frame(OP_MSG, Buffer.alloc(8), 1, 1_000_000_000);
    expect((await exchange(server.port, huge)).kind).toBe('closed');
    const negative = frame(OP_MSG, Buffer.alloc(8), 1, -5);
    expect((await exchange(server.port, negative)).kind).toBe('closed');
    await expectServerStillServes();
  });

  it('waits for the rest of a truncated message and forgets it when the client goes', async () => {
    const whole = opMsg({ ping: 1, $db: 'admin' });
    expect((await exchange(server.port, whole.subarray(0, whole.length - 3), 300)).kind).toBe('silent');
    await expectServerStillServes();
  });

  it('replies with InvalidBSON to an OP_MSG with a garbage body', async () => {
    const prefix = Buffer.alloc(5);
    const garbage = Buffer.concat([prefix, Buffer.from([40, 0, 0, 0]), randomBytes(36)]);
    const outcome = await exchange(server.port, frame(OP_MSG, garbage));
    expect(outcome.kind).toBe('reply');
    if (outcome.kind === 'reply') expect(outcome.reply.doc).toMatchObject({ ok: 0, code: 22 });
    const lying = Buffer.concat([prefix, Buffer.from([200, 0, 0, 0]), Buffer.alloc(10)]);
    const second = await exchange(server.port, frame(OP_MSG, lying));
    expect(second.kind === 'reply' && second.reply.doc['ok']).toBe(0);
    const noBody = await exchange(server.port, frame(OP_MSG, Buffer.alloc(4)));
    expect(noBody.kind === 'reply' && noBody.reply.doc['ok']).toBe(0);
    await expectServerStillServes();
  });

  it('replies with an error to an unknown opcode and keeps the connection usable', async () => {
    const replies = await conversation(
      server.port,
      [frame(9999, Buffer.alloc(12), 5), opMsg({ ping: 1, $db: 'admin' }, 0, 6)],
      2,
    );
    expect(replies[0]?.doc['ok']).toBe(0);
    expect(String(replies[0]?.doc['errmsg'])).toMatch(/opcode 9999/);
    expect(replies[1]).toMatchObject({ responseTo: 6, doc: { ok: 1 } });
  });

  it('refuses an OP_MSG without $db, and unknown required flag bits', async () => {
    const noDb = await exchange(server.port, opMsg({ ping: 1 }));
    expect(noDb.kind === 'reply' && noDb.reply.doc['ok']).toBe(0);
    const badFlags = await exchange(server.port, opMsg({ ping: 1, $db: 'admin' }, 1 << 5));
    expect(badFlags.kind === 'reply' && badFlags.reply.doc['ok']).toBe(0);
  });

  it('handles messages split byte by byte and several messages in one write', async () => {
    const a = opMsg({ ping: 1, $db: 'admin' }, 0, 1);
    const b = opMsg({ ping: 1, $db: 'admin' }, 0, 2);
    const split = [...a].map((byte) => Buffer.from([byte]));
    const replies = await conversation(
      server.port,
      [...split, Buffer.concat([b, opMsg({ ping: 1, $db: 'admin' }, 0, 3)])],
      3,
    );
    expect(replies.map((r) => r.responseTo)).toEqual([1, 2, 3]);
  });

  it('merges kind-1 document sequences and honours moreToCome (no reply, write still applied)', async () => {
    const body = serialize({ insert: 'seq', $db: 'wire', ordered: true });
    const docs = Buffer.concat([serialize({ _id: 1 }), serialize({ _id: 2 })]);
    const ident = Buffer.from('documents\0', 'utf8');
    const section = Buffer.alloc(4);
    section.writeInt32LE(4 + ident.length + docs.length, 0);
    const flags = Buffer.alloc(4);
    flags.writeUInt32LE(2, 0); // moreToCome
    const payload = Buffer.concat([flags, Buffer.from([0]), body, Buffer.from([1]), section, ident, docs]);
    expect((await exchange(server.port, frame(OP_MSG, payload), 300)).kind).toBe('silent');
    const count = await exchange(server.port, opMsg({ count: 'seq', $db: 'wire' }));
    expect(count.kind === 'reply' && count.reply.doc).toMatchObject({ n: 2, ok: 1 });
  });

  it('tolerates the checksum flag', async () => {
    const msg = opMsg({ ping: 1, $db: 'admin' }, 1);
    const withChecksum = Buffer.concat([msg, Buffer.alloc(4)]);
    withChecksum.writeInt32LE(withChecksum.length, 0);
    const outcome = await exchange(server.port, withChecksum);
    expect(outcome.kind === 'reply' && outcome.reply.doc['ok']).toBe(1);
  });

  it('rejects a legacy query opcode other than commands without crashing', async () => {
    const outcome = await exchange(server.port, frame(OP_QUERY, Buffer.alloc(3)));
    expect(outcome.kind === 'reply' && outcome.reply.doc['ok']).toBe(0);
    await expectServerStillServes();
  });
});
