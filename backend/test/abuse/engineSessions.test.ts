// Bare Engine.IO handshakes (one GET each, no Socket.IO packet) from one address: each used to open a
// session that lived until it timed out, so a few keep-alive connections held tens of thousands of them.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@gridable/common';
import type { RunningServer } from '../../src/startServer';
import { startTestServer } from '../support/testServer';

const CLIENT_LIMIT = 3;
/** Each socket's session and one more while a reconnecting socket's old one times out. */
const SESSION_LIMIT = 2 * CLIENT_LIMIT;
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ CLIENT_CONNECTION_LIMIT: String(CLIENT_LIMIT) });
});
afterAll(() => server.close());

interface Answer {
  status: number;
  body: string;
}

function request(method: 'GET' | 'POST', path: string, localAddress: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${path}`, { method, localAddress, agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const handshake = (address: string): Promise<Answer> =>
  request('GET', '/socket.io/?EIO=4&transport=polling', address);

/** The session id of an Engine.IO open packet (`0{"sid":…}`). */
function sessionOf(answer: Answer): string {
  return (JSON.parse(answer.body.slice(1)) as { sid: string }).sid;
}

describe('Engine.IO sessions per address', () => {
  it('refuses an address past its share of sessions with a sentence, and not another address', async () => {
    const flooder = '127.0.0.41';
    const answers: Answer[] = [];
    for (let i = 0; i < SESSION_LIMIT + 5; i++) answers.push(await handshake(flooder));

    expect(answers.slice(0, SESSION_LIMIT).map((a) => a.status)).toEqual(Array(SESSION_LIMIT).fill(200));
    for (const refused of answers.slice(SESSION_LIMIT)) {
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.body)).toMatchObject({ message: SERVER_MESSAGES.tooManyConnections });
    }
    expect((await handshake('127.0.0.42')).status).toBe(200);
  });

  it('gives the address its slot back when one of its sessions closes', async () => {
    const address = '127.0.0.43';
    const held: Answer[] = [];
    for (let i = 0; i < SESSION_LIMIT; i++) held.push(await handshake(address));
    expect((await handshake(address)).status).toBe(403);

    // An Engine.IO close packet ("1") ends the first session.
    const sid = sessionOf(held[0] as Answer);
    expect(
      (await request('POST', `/socket.io/?EIO=4&transport=polling&sid=${sid}`, address, '1')).status,
    ).toBe(200);
    await expect.poll(async () => (await handshake(address)).status, { timeout: 2_000 }).toBe(200);
  });
});
