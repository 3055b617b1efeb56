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
  it('answers 200 with each named check while the database is reachable, and /healthz says the process is up', async () => {
    const res = await fetch(`${server.url}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, checks: { database: true } });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('answers 503 within a few seconds once the database is gone, while /healthz stays 200', async () => {
    await database.close();
    const asked = performance.now();
    const res = await fetch(`${server.url}/readyz`);
    expect(performance.now() - asked).toBeLessThan(3_000);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ok: false, checks: { database: false } });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
