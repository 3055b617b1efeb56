// Every REST refusal carries `{ error, code }` (common's ErrorResponse): walks each documented route with input
// it must refuse, then the refusals every route shares (unknown route, bad address, bad body, rate limit), and
// checks each body parses, so a client can always decide by the code.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponse, type ErrorCode } from '@gridable/common';
import { startTestServer } from '../support/testServer';
import type { RunningServer } from '../../src/startServer';
import { createGame, joinRest, newIdentity } from '../games/support/players';

let server: RunningServer;
beforeAll(async () => {
  // The server reads each call's address from X-Forwarded-For (freshIp below) only behind a trusted proxy: without
  // it every call came from 127.0.0.1, and the rate-limit test, run first, turned the other tests' refusals into 429s.
  server = await startTestServer({ TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await server.close();
});

/** The REST routes as docs/PROTOCOL.md lists them (generated from the routers; `npm run lint` keeps it current). */
function documentedRoutes(): { method: string; path: string }[] {
  const doc = readFileSync(new URL('../../../docs/PROTOCOL.md', import.meta.url), 'utf8');
  return [...doc.matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) +\| `(\/api\/[^`]*)`/gm)].map((m) => ({
    method: m[1]!,
    path: m[2]!,
  }));
}

let address = 0;
/** A fresh client address each call, so one refusal's budget never turns the next into a 429. */
const freshIp = () => `10.77.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

async function call(
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'x-forwarded-for': freshIp(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

function expectRefusal(reply: { status: number; body: unknown }, label: string, code?: ErrorCode): void {
  expect(reply.status, label).toBeGreaterThanOrEqual(400);
  const parsed = ErrorResponse.safeParse(reply.body);
  expect(parsed.success, `${label}: ${JSON.stringify(reply.body)}`).toBe(true);
  if (code) expect(parsed.data?.code, label).toBe(code);
}

describe('REST refusals', () => {
  it('carry { error, code } on every documented route given input it must refuse', async () => {
    const routes = documentedRoutes();
    expect(routes.length).toBeGreaterThan(40);
    // Inputs that no route takes: an id of the wrong shape, a body that is not an object, no query at all.
    const refusedOn: string[] = [];
    for (const { method, path } of routes) {
      const url = path.replace(/:[A-Za-z]+/g, 'not~an~id');
      const reply = await call(method, url, method === 'GET' || method === 'DELETE' ? undefined : '[1,2]');
      if (reply.status < 400) continue;
      expectRefusal(reply, `${method} ${url}`);
      refusedOn.push(`${method} ${path} ${reply.status}`);
    }
    // The three that need no input (they answer 200 to anyone) aside, every route refused.
    expect(refusedOn.length, refusedOn.join('\n')).toBeGreaterThan(routes.length - 4);
  });

  it('carry the code of what went wrong: not found, conflict, body, address, route', async () => {
    expectRefusal(await call('GET', '/api/games/ZZZZZ'), 'unknown game', 'GAME_NOT_FOUND');
    const gameId = await createGame(server.url);
    await joinRest(server.url, gameId, 1, newIdentity());
    await joinRest(server.url, gameId, 2, newIdentity());
    const third = newIdentity();
    const full = await call(
      'POST',
      `/api/games/${gameId}/join`,
      JSON.stringify({ clientId: third.clientId, playerUUID: third.playerUUID }),
    );
    expectRefusal(full, 'third player', 'GAME_FULL');
    expect(full.status).toBe(409);
    expectRefusal(await call('POST', '/api/validate-word', '{"word":'), 'bad JSON', 'INVALID_JSON');
    expectRefusal(
      await call('POST', '/api/validate-word', JSON.stringify({ word: 'x'.repeat(20_000) })),
      'huge body',
      'BODY_TOO_LARGE',
    );
    expectRefusal(
      await call('POST', '/api/validate-word', 'word=cat', { 'content-type': 'text/plain' }),
      'form body',
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectRefusal(await call('GET', '/api/nope'), 'unknown route', 'UNKNOWN_ENDPOINT');
    expectRefusal(await call('GET', '/api/games/%E0%A4%A'), 'broken escape', 'BAD_ADDRESS');
    expectRefusal(await call('GET', '/api/events'), 'stream without a game', 'INVALID_INPUT');
  });

  it('carry RATE_LIMITED once a client spends its budget', async () => {
    const ip = '10.78.0.1';
    let reply = { status: 0, body: undefined as unknown };
    for (let i = 0; i < 40 && reply.status !== 429; i++)
      reply = await call('GET', `/api/games/ZZZ${String(i).padStart(2, '0')}`, undefined, {
        'x-forwarded-for': ip,
      });
    expectRefusal(reply, 'guessing ids', 'RATE_LIMITED');
  });
});
