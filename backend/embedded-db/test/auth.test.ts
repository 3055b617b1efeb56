// Only a client holding the start-up credential reaches the data; everyone else gets the handshake
// and error 13 (Unauthorized) for everything else, as mongod does.
import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import net from 'node:net';
import { Binary, deserialize } from 'bson';
import type { Document } from 'bson';
import { MongoClient, MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src';
import { exchange, opMsg } from './support/rawWire';

let server: EmbeddedMongo;
let bareUri: string;

beforeAll(async () => {
  server = await startEmbeddedMongo({ dataDir: ':memory:' });
  bareUri = `mongodb://127.0.0.1:${server.port}/`;
  const owner = await MongoClient.connect(server.uri, { serverSelectionTimeoutMS: 5000 });
  await owner.db('gridable').collection('dailies').insertOne({ day: 'tomorrow', letters: 'SECRET' });
  await owner.close();
});

afterAll(async () => {
  await server.close();
});

async function errorCode(promise: Promise<unknown>): Promise<unknown> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MongoServerError);
  return (err as MongoServerError).code;
}

describe('embedded database access', () => {
  it('serves the client that carries the credential from the uri', async () => {
    expect(server.uri).toMatch(/^mongodb:\/\/gridable:[A-Za-z0-9_-]{32}@127\.0\.0\.1:\d+\/$/);
    const client = await MongoClient.connect(`${server.uri}gridable`, { serverSelectionTimeoutMS: 5000 });
    expect(await client.db().collection('dailies').countDocuments()).toBe(1);
    await client.close();
  });

  it('gives a client without the credential nothing but the handshake', async () => {
    const client = await MongoClient.connect(bareUri, { serverSelectionTimeoutMS: 5000 });
    const dailies = client.db('gridable').collection('dailies');
    expect(await client.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
    expect(await errorCode(dailies.findOne({}))).toBe(13);
    expect(await errorCode(dailies.insertOne({ day: 'forged' }))).toBe(13);
    expect(await errorCode(client.db('admin').command({ listDatabases: 1 }))).toBe(13);
    await client.close();
    const owner = await MongoClient.connect(server.uri, { serverSelectionTimeoutMS: 5000 });
    expect(await owner.db('gridable').collection('dailies').countDocuments()).toBe(1);
    await owner.close();
  });

  it('refuses a wrong password with AuthenticationFailed', async () => {
    const wrong = server.uri.replace(/:[A-Za-z0-9_-]{32}@/, ':not-the-password@');
    const err = await MongoClient.connect(wrong, { serverSelectionTimeoutMS: 3000 }).then(
      async (c) => {
        await c.close();
        return undefined;
      },
      (e: unknown) => e,
    );
    expect(String(err)).toMatch(/Authentication failed/);
  });

  it('answers a raw command before authentication with code 13 and codeName Unauthorized', async () => {
    const outcome = await exchange(server.port, opMsg({ find: 'dailies', filter: {}, $db: 'gridable' }));
    expect(outcome.kind).toBe('reply');
    if (outcome.kind !== 'reply') return;
    expect(outcome.reply.doc).toMatchObject({ ok: 0, code: 13, codeName: 'Unauthorized' });
    expect(JSON.stringify(outcome.reply.doc)).not.toContain('SECRET');
  });

  it('authenticates through explicit saslStart and saslContinue (no speculative hello), then serves', async () => {
    const password = new URL(server.uri).password;
    const replies = await scramConversation(server.port, 'gridable', password);
    expect(replies.find).toMatchObject({ ok: 1 });
    expect(JSON.stringify(replies.find)).toContain('SECRET');
    expect(replies.final).toMatchObject({ ok: 1, done: true });
  });

  it('refuses the proof of an unknown user', async () => {
    const password = new URL(server.uri).password;
    const replies = await scramConversation(server.port, 'someone', password);
    expect(replies.final).toMatchObject({ ok: 0, code: 18 });
    expect(replies.find).toMatchObject({ ok: 0, code: 13 });
  });
});

/** A hand-written SCRAM-SHA-256 client (RFC 5802) on one socket: saslStart, saslContinue, then a find. */
function scramConversation(
  port: number,
  username: string,
  password: string,
): Promise<{ final: Document; find: Document }> {
  const clientFirstBare = `n=${username},r=${randomBytes(18).toString('base64')}`;
  const text = (doc: Document): string => Buffer.from((doc['payload'] as Binary).buffer).toString();
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    const replies: Document[] = [];
    let server: { authMessage: string; serverKey: Buffer } | undefined;
    const send = (doc: Document, id: number): void =>
      void socket.write(opMsg({ ...doc, $db: 'admin' }, 0, id));
    const step = (last: Document): void => {
      if (replies.length === 1) {
        const first = text(last);
        const a = new Map(first.split(',').map((p) => [p[0], p.slice(2)] as const));
        const salt = Buffer.from(a.get('s') ?? '', 'base64');
        const salted = pbkdf2Sync(password, salt, Number(a.get('i')), 32, 'sha256');
        const clientKey = createHmac('sha256', salted).update('Client Key').digest();
        const storedKey = createHash('sha256').update(clientKey).digest();
        const withoutProof = `c=biws,r=${a.get('r') ?? ''}`;
        const authMessage = `${clientFirstBare},${first},${withoutProof}`;
        const signature = createHmac('sha256', storedKey).update(authMessage).digest();
        const proof = Buffer.from(clientKey.map((b, i) => b ^ (signature[i] as number))).toString('base64');
        server = { authMessage, serverKey: createHmac('sha256', salted).update('Server Key').digest() };
        const payload = new Binary(Buffer.from(`${withoutProof},p=${proof}`));
        send({ saslContinue: 1, conversationId: last['conversationId'] as number, payload }, 2);
      } else if (replies.length === 2) {
        if (last['ok'] === 1 && server) {
          // The server proves it knows the password too.
          const expected = createHmac('sha256', server.serverKey).update(server.authMessage).digest();
          expect(text(last)).toBe(`v=${expected.toString('base64')}`);
        }
        socket.write(opMsg({ find: 'dailies', filter: {}, $db: 'gridable' }, 0, 3));
      } else {
        socket.destroy();
        resolve({ final: replies[1] as Document, find: last });
      }
    };
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      while (received.length >= 4 && received.length >= received.readInt32LE(0)) {
        const length = received.readInt32LE(0);
        const reply = deserialize(received.subarray(21, length));
        received = received.subarray(length);
        replies.push(reply);
        step(reply);
      }
    });
    socket.on('connect', () => {
      const payload = new Binary(Buffer.from(`n,,${clientFirstBare}`));
      send({ saslStart: 1, mechanism: 'SCRAM-SHA-256', payload, options: { skipEmptyExchange: true } }, 1);
    });
  });
}
