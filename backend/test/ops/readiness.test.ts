// /readyz tells a load balancer to stop sending players to a node whose database has gone away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedMongo, type EmbeddedMongo } from '@gridable/embedded-db';
import type { RunningServer } from '../../src/startServer';
import { startTestServer } from '../support/testServer';

let database: EmbeddedMongo;
let server: RunningServer;

beforeAll(async () => {
  database = await startEmbeddedMongo({ port: 0, dataDir: ':memory:' });
  server = await startTestServer({ MONGODB_URI: `${database.uri}gridable` });
});
afterAll(async () => {
  await server.close();
  await database.close();
});

describe('/readyz', () => {
  it('answers 200 with each named check while the database is reachable, 503 within a few seconds once it is gone, and /healthz 200 throughout', async () => {
    const res = await fetch(`${server.url}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, checks: { database: true } });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    // Then the database goes, in this test: a test of its own that closed it could run first.
    await database.close();
    const asked = performance.now();
    const gone = await fetch(`${server.url}/readyz`);
    expect(performance.now() - asked).toBeLessThan(3_000);
    expect(gone.status).toBe(503);
    expect(await gone.json()).toEqual({ ok: false, checks: { database: false } });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
