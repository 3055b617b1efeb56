// The database goes away under a running node: writes answer 503 with a sentence (never 500), /readyz says
// so, the outage is logged once (as soon as the driver loses the server, before any request meets it),
// a request in the outage is refused at once rather than after the driver's 10 s wait for a server, and
// when the database is back the node recovers by itself, having lost nothing it acknowledged.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@gridable/common';
import { killAll, startAppNode, startEmbeddedDb } from '../support/processes';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gridable-outage-'));
afterAll(async () => {
  await killAll();
  rmSync(dataDir, { recursive: true, force: true });
});

const createGame = async (url: string) => {
  const res = await fetch(`${url}/api/games`, { method: 'POST' });
  return { status: res.status, body: (await res.json()) as { gameId?: string; error?: string } };
};

describe('a database outage', () => {
  it('answers 503 while the database is down, logs it once, and recovers by itself with nothing lost', async () => {
    const db = await startEmbeddedDb(dataDir);
    const node = await startAppNode({ MONGODB_URI: db.uri });
    const before = await createGame(node.url);
    expect(before.status).toBe(201);

    db.process.kill('SIGKILL');
    await db.exited;
    const outageLogged = () => node.output.some((l) => l.includes('database cannot store changes'));
    await expect.poll(outageLogged, { timeout: 20_000, interval: 100 }).toBe(true);
    const askedAt = Date.now();
    const during = await Promise.all([createGame(node.url), createGame(node.url), createGame(node.url)]);
    // A read goes by the stores' command path, a creation by a model: both refuse alike.
    const read = await fetch(`${node.url}/api/games/${before.body.gameId ?? ''}`);
    // The driver's server selection would hold each one 10 s; a refusal takes milliseconds.
    expect(Date.now() - askedAt).toBeLessThan(5_000);
    const failures = () => node.output.filter((l) => l.includes('request failed')).join('\n');
    for (const reply of during)
      expect(reply, failures()).toEqual({
        status: 503,
        body: { error: SERVER_MESSAGES.cannotSave, code: 'STORAGE_UNAVAILABLE' },
      });
    expect({ status: read.status, body: await read.json() }).toEqual({
      status: 503,
      body: { error: SERVER_MESSAGES.cannotSave, code: 'STORAGE_UNAVAILABLE' },
    });
    expect((await fetch(`${node.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${node.url}/healthz`)).status).toBe(200);

    await startEmbeddedDb(dataDir, db.port);
    await expect
      .poll(async () => (await fetch(`${node.url}/readyz`)).status, { timeout: 30_000, interval: 500 })
      .toBe(200);
    expect((await createGame(node.url)).status).toBe(201);
    expect((await fetch(`${node.url}/api/games/${before.body.gameId ?? ''}`)).status).toBe(200);

    const lines = node.output.join('\n');
    expect(lines.match(/database cannot store changes/g)).toHaveLength(1);
    expect(lines.match(/database stores changes again/g)).toHaveLength(1);
    expect(lines).not.toMatch(/"request failed"/);
  }, 90_000);
});
