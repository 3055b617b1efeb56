// A bad value in the environment stops the start with one sentence naming the variable, and leaves nothing
// running: never a driver's bare "Invalid URL", a stack trace, or a start that waits forever.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import webPush from 'web-push';
import { loadConfig } from '../../src/config';
import { createLogger } from '../../src/logger';
import { connectRedisLimits } from '../../src/ops/limits';
import { createRedisBus } from '../../src/realtime/redisBus';
import { startTestServer } from '../support/testServer';

const quiet = createLogger('silent');

/** A port something already listens on, and one nothing listens on. */
let taken: net.Server;
let takenPort: number;
let closedPort: number;
beforeAll(async () => {
  taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  takenPort = (taken.address() as net.AddressInfo).port;
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
});
afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

describe('a start-up on a bad environment', () => {
  it('refuses a port another process holds, naming PORT and HOST', async () => {
    await expect(startTestServer({ PORT: String(takenPort) })).rejects.toThrow(
      `Cannot listen on PORT=${takenPort} on HOST=127.0.0.1: another process is already listening there`,
    );
  });

  it('refuses a METRICS_PORT another process holds, and frees the app port it had taken', async () => {
    const free = closedPort;
    await expect(startTestServer({ PORT: String(free), METRICS_PORT: String(takenPort) })).rejects.toThrow(
      `Cannot listen on METRICS_PORT=${takenPort} on HOST=127.0.0.1`,
    );
    // The app port was listened on before the metrics port failed: it must not stay held.
    const again = net.createServer();
    await new Promise<void>((resolve, reject) => {
      again.once('error', reject);
      again.listen(free, '127.0.0.1', resolve);
    });
    await new Promise<void>((resolve) => again.close(() => resolve()));
  });

  it('names MONGODB_URI when it is not a MongoDB address, without its password', async () => {
    const failure = startTestServer({ MONGODB_URI: 'mongo://admin:s3cret@db.invalid/gridable' });
    await expect(failure).rejects.toThrow(
      /^MONGODB_URI=mongo:\/\/\*\*\*@db\.invalid\/gridable: cannot connect/,
    );
    await expect(failure).rejects.not.toThrow(/s3cret/);
  });

  it('names REDIS_URL when it is not a URL', async () => {
    await expect(startTestServer({ REDIS_URL: 'not a url' })).rejects.toThrow(
      /^REDIS_URL=not a url: cannot connect to Redis: Invalid URL/,
    );
  });

  it('gives up on a Redis that does not answer, naming REDIS_URL and the last error, instead of waiting forever', async () => {
    const url = `redis://:pw@127.0.0.1:${closedPort}`;
    // Long enough for the first refused attempt to be seen on a loaded machine, so its error is named.
    for (const connect of [
      () => connectRedisLimits(url, quiet, 1_000),
      () => createRedisBus(url, quiet, 1_000),
    ]) {
      const failure = connect();
      await expect(failure).rejects.toThrow(
        `REDIS_URL=redis://***@127.0.0.1:${closedPort}: cannot connect to Redis: no connection within 1 s (last error: connect ECONNREFUSED`,
      );
    }
  });

  it('refuses VAPID keys web-push cannot sign with, or a pair that does not belong together', () => {
    const pair = webPush.generateVAPIDKeys();
    const other = webPush.generateVAPIDKeys();
    expect(
      loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey }).vapid,
    ).toMatchObject(pair);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY: must be an uncompressed P-256 public key/,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: 'a+b/c=' })).toThrow(
      /VAPID_PRIVATE_KEY: must be a P-256 private key/,
    );
    expect(() =>
      loadConfig({ VAPID_PUBLIC_KEY: other.publicKey, VAPID_PRIVATE_KEY: pair.privateKey }),
    ).toThrow('VAPID_PUBLIC_KEY: is not the public half of VAPID_PRIVATE_KEY');
  });
});
