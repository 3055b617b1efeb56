// The gate in front of the HTTP parser: an address past its share of connections, or over a budget, is reset
// at accept, while other addresses and a trusted proxy's connections are served as before.
import { EventEmitter } from 'node:events';
import http from 'node:http';
import type net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import { gateConnections, REFUSED_ADDRESS_ANSWER_EVERY_MS } from './connectionGate';
import { createFloodLog, type FloodLog } from './floodLog';

const PROXY = '127.0.0.1';
const FLOODER = '127.0.0.2';
const NEIGHBOUR = '127.0.0.3';

let server: http.Server | undefined;
const sockets: net.Socket[] = [];
afterEach(async () => {
  vi.useRealTimers();
  sockets.splice(0).forEach((s) => s.destroy());
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function gatedServer(perAddress: number, now: (() => number) | undefined, floods?: FloodLog) {
  server = http.createServer((req, res) => {
    if (req.url === '/hold') {
      res.writeHead(200);
      res.write('held\n');
      return;
    }
    if (req.url?.startsWith('/api/events?refuse') || req.url === '/refuse-rest') {
      // As the app refuses (http/rateLimit.ts): the header set on the response, then the status.
      res.setHeader('Retry-After', '5');
      res.writeHead(429);
      res.end('too many');
      return;
    }
    res.end('ok');
  });
  const gate = gateConnections(server, {
    trust: (address) => address === PROXY,
    perAddress,
    ...(now ? { now } : {}),
    ...(floods ? { floods } : {}),
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { gate, port: (server.address() as AddressInfo).port };
}

/** A request from `from` on its own connection: its status, or 'reset' when the server never answered. */
function ask(port: number, from: string, path = '/'): Promise<number | 'reset'> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, localAddress: from, agent: false }, (res) => {
      res.resume();
      if (path === '/hold') sockets.push(res.socket);
      else res.on('end', () => undefined);
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve('reset'));
  });
}

describe('the connection gate', () => {
  it('resets an address past its share while other addresses and the proxy are served', async () => {
    const { gate, port } = await gatedServer(3, Date.now);
    for (let i = 0; i < 3; i++) expect(await ask(port, FLOODER, '/hold')).toBe(200);
    expect(await ask(port, FLOODER)).toBe('reset');
    expect(gate.refused()).toBe(1);
    expect(await ask(port, NEIGHBOUR)).toBe(200);
    // Everyone behind a trusted proxy shares its address: never counted here.
    for (let i = 0; i < 5; i++) expect(await ask(port, PROXY, '/hold')).toBe(200);
    expect(await ask(port, PROXY)).toBe(200);

    sockets[0]?.destroy();
    await expect.poll(() => gate.openFrom(FLOODER)).toBe(2);
    expect(await ask(port, FLOODER)).toBe(200);
  });

  it('lets a 429 for anything but a new stream through untouched', async () => {
    const { port } = await gatedServer(50, Date.now);
    expect(await ask(port, FLOODER, '/refuse-rest')).toBe(429);
    expect(await ask(port, FLOODER)).toBe(200);
    expect(await ask(port, FLOODER)).toBe(200);
  });

  it('answers an over-budget address once a second until its Retry-After passes, resetting the rest', async () => {
    let clock = 1_000_000;
    const { gate, port } = await gatedServer(50, () => clock);
    expect(await ask(port, FLOODER, '/api/events?refuse')).toBe(429);
    await expect.poll(() => ask(port, FLOODER)).toBe('reset');
    expect(await ask(port, FLOODER)).toBe('reset');
    expect(await ask(port, NEIGHBOUR)).toBe(200);

    clock += REFUSED_ADDRESS_ANSWER_EVERY_MS;
    expect(await ask(port, FLOODER)).toBe(200);
    expect(await ask(port, FLOODER)).toBe('reset');

    // Retry-After: 5 has passed: one connection asks again while the rest wait for a second…
    clock += 5_000;
    expect(await ask(port, FLOODER)).toBe(200);
    expect(await ask(port, FLOODER)).toBe('reset');
    // …and with no new refusal in that second the address is served as any other.
    clock += REFUSED_ADDRESS_ANSWER_EVERY_MS;
    expect(await ask(port, FLOODER)).toBe(200);
    expect(await ask(port, FLOODER)).toBe(200);
    expect(gate.refused()).toBeGreaterThanOrEqual(4);
  });

  it('still answers a refused address once a second after the wall clock steps back an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-01T12:00:00Z') });
    const { port } = await gatedServer(50, undefined);
    expect(await ask(port, FLOODER, '/api/events?refuse')).toBe(429);
    await expect.poll(() => ask(port, FLOODER)).toBe('reset');
    // NTP corrects a host that ran an hour fast: the once-a-second answer must not wait an hour.
    vi.setSystemTime(new Date('2026-06-01T11:00:00Z'));
    await expect
      .poll(() => ask(port, FLOODER), { timeout: REFUSED_ADDRESS_ANSWER_EVERY_MS * 3, interval: 100 })
      .toBe(200);
  });

  it('lets one connection ask again when the Retry-After passes, not the whole waiting burst', async () => {
    let clock = 1_000_000;
    const { port } = await gatedServer(50, () => clock);
    expect(await ask(port, FLOODER, '/api/events?refuse')).toBe(429);
    await expect.poll(() => ask(port, FLOODER)).toBe('reset');
    clock += 5_000;
    // A flooder's connections in flight when its Retry-After ends: one is answered (refused again)…
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => ask(port, FLOODER, '/api/events?refuse')),
    );
    expect(burst.filter((status) => status === 429)).toHaveLength(1);
    expect(burst.filter((status) => status === 'reset')).toHaveLength(9);
    // …and that refusal keeps the address waiting: no second burst after the probe's second.
    clock += REFUSED_ADDRESS_ANSWER_EVERY_MS - 1;
    expect(await ask(port, FLOODER)).toBe('reset');
  });

  it('resets before Node builds a socket: a refused connection never reaches a connection listener', async () => {
    const { port } = await gatedServer(1, Date.now);
    let seen = 0;
    server?.on('connection', () => (seen += 1));
    expect(await ask(port, FLOODER, '/hold')).toBe(200);
    for (let i = 0; i < 5; i++) expect(await ask(port, FLOODER)).toBe('reset');
    expect(await ask(port, NEIGHBOUR)).toBe(200);
    expect(seen).toBe(2);
  });

  it('never holds back a trusted proxy refused a budget on behalf of one client', async () => {
    const { port } = await gatedServer(50, Date.now);
    expect(await ask(port, PROXY, '/api/events?refuse')).toBe(429);
    expect(await ask(port, PROXY)).toBe(200);
    expect(await ask(port, PROXY)).toBe(200);
  });

  it('logs a flooding address once at warn, however many of its connections are reset', async () => {
    const lines: Record<string, unknown>[] = [];
    const log = createLogger('info', {}, (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    const { port } = await gatedServer(2, Date.now, createFloodLog(log));
    for (let i = 0; i < 2; i++) expect(await ask(port, FLOODER, '/hold')).toBe(200);
    for (let i = 0; i < 20; i++) expect(await ask(port, FLOODER)).toBe('reset');
    expect(await ask(port, NEIGHBOUR)).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'warn',
      msg: 'flood refused',
      kind: 'connections',
      address: FLOODER,
    });
  });
});

describe("a connection's budget key", () => {
  it('is worked out once per connection, at accept, not again when Node announces it', async () => {
    server = http.createServer((_req, res) => res.end('ok'));
    let asked = 0;
    gateConnections(server, {
      trust: (address) => {
        asked += 1;
        return address === PROXY;
      },
      perAddress: 5,
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    expect(await ask(port, FLOODER)).toBe(200);
    expect(asked).toBe(1);
    expect(await ask(port, NEIGHBOUR)).toBe(200);
    expect(asked).toBe(2);
  });
});

describe('an IPv6 peer', () => {
  it('is counted by its /64: its addresses share one share of connections, another /64 has its own', () => {
    // No IPv6 network here to connect from: the server is a stand-in that emits what Node would.
    const fake = Object.assign(new EventEmitter(), { listening: false }) as unknown as http.Server;
    const admitted: string[] = [];
    fake.on('connection', (socket: net.Socket) => admitted.push(socket.remoteAddress ?? ''));
    const gate = gateConnections(fake, { trust: () => false, perAddress: 2 });
    const connect = (remoteAddress: string) => {
      const socket = Object.assign(new EventEmitter(), { remoteAddress, resetAndDestroy: vi.fn() });
      fake.emit('connection', socket);
      return socket;
    };
    const first = connect('2001:db8:9:9::1');
    connect('2001:db8:9:9:abcd::2');
    const third = connect('2001:db8:9:9:ffff:ffff:ffff:ffff');
    expect(third.resetAndDestroy).toHaveBeenCalled();
    expect(gate.openFrom('2001:db8:9:9::42')).toBe(2);
    expect(connect('2001:db8:9:a::1').resetAndDestroy).not.toHaveBeenCalled();
    // A closed connection gives the /64 its slot back.
    first.emit('close');
    expect(connect('2001:db8:9:9::3').resetAndDestroy).not.toHaveBeenCalled();
    expect(admitted).toEqual([
      '2001:db8:9:9::1',
      '2001:db8:9:9:abcd::2',
      '2001:db8:9:a::1',
      '2001:db8:9:9::3',
    ]);
  });
});
