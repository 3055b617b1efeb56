// Thousands of malformed requests to every REST endpoint: never a 5xx, never a hang, and the guarded game never changes.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JoinGameRequest,
  LetterRequest,
  PlacementRequest,
  ResetPlayerRequest,
  StatusRequest,
} from '@gridable/common';
import type { z } from 'zod';
import { startTestServer } from '../support/testServer';
import type { RunningServer } from '../../src/startServer';
import { createHalfPlayedGame, nextIp, snapshotGame, type FuzzedGame } from './support/fuzzedGame';
import { hostileBody, hostileQuery, hostileSegment, type RawBody } from './support/hostileInputs';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2_500);
const REQUEST_TIMEOUT_MS = 5_000;

let server: RunningServer;
let game: FuzzedGame;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' });
  game = await createHalfPlayedGame(server.url);
});
afterAll(async () => {
  await server.close();
});

interface Endpoint {
  method: 'GET' | 'POST';
  /** `{id}`, `{seat}`, `{date}`, `{share}` are filled with hostile segments (the guarded game's id among them). */
  path: string;
  fields?: string[];
  query?: string[];
  /** A valid body for the guarded game, to corrupt one field at a time. */
  valid?: () => Record<string, unknown>;
  /** Bodies this schema accepts are left out where they act on the guarded game: they are moves, not fuzz. */
  schema?: z.ZodType;
  stream?: boolean;
}

const p1 = (): FuzzedGame['players'][0] => game.players[0];
const p2 = (): FuzzedGame['players'][1] => game.players[1];

const ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: '/api/games', fields: ['clientId', 'previousConnectionId'] },
  {
    method: 'POST',
    path: '/api/games/{id}/join',
    fields: ['clientId', 'playerUUID', 'requestedPlayerId', 'previousConnectionId'],
    valid: () => ({ clientId: p2().clientId, playerUUID: p2().playerUUID, requestedPlayerId: 2 }),
    schema: JoinGameRequest,
  },
  { method: 'GET', path: '/api/games/{id}', query: ['clientId', 'playerUUID'] },
  {
    method: 'POST',
    path: '/api/games/{id}/letter',
    fields: ['letter', 'clientId', 'playerUUID'],
    valid: () => ({ letter: 'E', clientId: p2().clientId }),
    schema: LetterRequest,
  },
  {
    method: 'POST',
    path: '/api/games/{id}/placement',
    fields: ['playerId', 'cellIndex', 'clientId', 'playerUUID'],
    valid: () => ({ playerId: 2, cellIndex: 0, clientId: p2().clientId }),
    schema: PlacementRequest,
  },
  {
    method: 'POST',
    path: '/api/games/{id}/reset-player/{seat}',
    fields: ['clientId', 'playerUUID'],
    valid: () => ({ clientId: p1().clientId, playerUUID: p1().playerUUID }),
    schema: ResetPlayerRequest,
  },
  {
    method: 'POST',
    path: '/api/games/{id}/status',
    fields: ['status', 'clientId', 'playerUUID'],
    valid: () => ({ status: 'Away', clientId: p1().clientId }),
    schema: StatusRequest,
  },
  { method: 'POST', path: '/api/presence/update', fields: ['clientId', 'status'] },
  { method: 'POST', path: '/api/presence', fields: ['gameId', 'playerUUID', 'isActive'] },
  {
    method: 'GET',
    path: '/api/events',
    query: ['gameId', 'clientId', 'playerId', 'playerUUID', 'lastEventId'],
    stream: true,
  },
  { method: 'POST', path: '/api/daily-challenge-simple', fields: ['playerUUID', 'userTimezone'] },
  { method: 'GET', path: '/api/daily-challenge-simple/{id}' },
  {
    method: 'POST',
    path: '/api/daily-challenge-simple/{id}/action',
    fields: ['action', 'cellIndex', 'letter', 'playerUUID'],
  },
  { method: 'GET', path: '/api/daily-challenge-sequence/{date}' },
  { method: 'GET', path: '/api/daily-challenge/check-completion', query: ['date', 'playerUUID'] },
  { method: 'GET', path: '/api/daily-challenge/game-high-score', query: ['gameNumber'] },
  { method: 'GET', path: '/api/daily-challenge/today-high-score', query: ['timezone'] },
  { method: 'GET', path: '/api/daily-challenge/high-score/{date}' },
  {
    method: 'POST',
    path: '/api/public-results',
    fields: ['gameId', 'gameNumber', 'gameMode', 'playerGrid', 'playerWords', 'playerScore', 'completedAt'],
  },
  {
    method: 'POST',
    path: '/api/demo-public-results',
    fields: ['gameId', 'gameNumber', 'gameMode', 'playerGrid', 'playerWords', 'playerScore', 'completedAt'],
  },
  { method: 'GET', path: '/api/public-results/{share}' },
  { method: 'POST', path: '/api/feedback', fields: ['message'] },
  { method: 'POST', path: '/api/validate-word', fields: ['word'] },
];

interface Case {
  endpoint: Endpoint;
  segments: string[];
  query: string;
  body: RawBody;
}

const caseArb: fc.Arbitrary<Case> = fc.constantFrom(...ENDPOINTS).chain((endpoint) =>
  fc.record({
    endpoint: fc.constant(endpoint),
    segments: fc.array(hostileSegment(['{game}', '1', '2', '05%2F03%2F2025', '2025-03-05']), {
      minLength: 4,
      maxLength: 4,
    }),
    query: endpoint.query ? hostileQuery(endpoint.query) : fc.constant(''),
    body:
      endpoint.method === 'POST'
        ? hostileBody(endpoint.fields ?? [], endpoint.valid?.() ?? {})
        : fc.constant<RawBody>({ body: undefined, contentType: undefined, label: 'GET' }),
  }),
);

function urlOf(c: Case): string {
  let i = 0;
  const path = c.endpoint.path.replace(/\{(id|seat|date|share)\}/g, () => c.segments[i++] ?? '');
  return `${server.url}${path.replaceAll('{game}', game.gameId)}${c.query ? `?${c.query.replaceAll('%7Bgame%7D', game.gameId)}` : ''}`;
}

/** True when this body is a well-formed request that would act on the guarded game as one of its players. */
function isRealMove(c: Case): boolean {
  const { schema } = c.endpoint;
  if (!schema || !c.body.body) return false;
  try {
    return schema.safeParse(JSON.parse(c.body.body.toString('utf8'))).success;
  } catch {
    return false;
  }
}

async function send(c: Case): Promise<{ status: number; text: string }> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), REQUEST_TIMEOUT_MS);
  try {
    const res = await fetch(urlOf(c), {
      method: c.endpoint.method,
      headers: {
        'x-forwarded-for': nextIp(),
        ...(c.body.contentType ? { 'content-type': c.body.contentType } : {}),
      },
      ...(c.body.body ? { body: c.body.body } : {}),
      signal: abort.signal,
    });
    // A stream that opened is an answer; reading it would wait forever.
    const text = c.endpoint.stream && res.status === 200 ? '' : await res.text();
    return { status: res.status, text };
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}

describe('malformed REST input', () => {
  it(`answers ${RUNS} hostile requests across every endpoint without a 5xx or a hang, and leaves the guarded game as it was`, async () => {
    const before = await snapshotGame(server, game.gameId);
    const statuses = new Map<number, number>();
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(caseArb, async (c) => {
        if (isRealMove(c)) return;
        sent += 1;
        const { status, text } = await send(c);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        expect(
          status,
          `${c.endpoint.method} ${urlOf(c).slice(0, 200)} [${c.body.label}] -> ${text.slice(0, 200)}`,
        ).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
    expect(sent).toBeGreaterThan(RUNS * 0.9);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await snapshotGame(server, game.gameId)).toEqual(before);
    // Some of everything came back: refusals, not-founds, and successes for the valid shapes fuzzing stumbled on.
    expect([...statuses.keys()].some((s) => s >= 400 && s < 500)).toBe(true);
  }, 120_000);
});
