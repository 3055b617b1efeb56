// Strangers refused an event stream are logged: one warn line per refused address, naming it and the game,
// however many of its streams are refused, so an operator sees who is crowding a game out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_LISTENER_LIMIT, GAME_LISTENER_PER_CLIENT_LIMIT } from '../../src/ops/connectionCaps';
import { killAll, startAppNode, type AppNode } from '../support/processes';

let node: AppNode;
const held: AbortController[] = [];
beforeAll(async () => {
  node = await startAppNode({ DATA_DIR: ':memory:', LOG_LEVEL: 'warn' });
}, 90_000);
afterAll(async () => {
  held.forEach((c) => c.abort());
  await killAll();
});

async function stream(gameId: string, ip: string): Promise<number> {
  const abort = new AbortController();
  held.push(abort);
  const res = await fetch(`${node.url}/api/events?gameId=${gameId}`, {
    headers: { 'x-forwarded-for': ip, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (res.status !== 200) abort.abort();
  return res.status;
}

describe('refused event streams', () => {
  it('are logged once at warn per address, with the game', async () => {
    const created = await fetch(`${node.url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
      body: '{}',
    });
    const { gameId } = (await created.json()) as { gameId: string };
    for (let a = 0; a < GAME_LISTENER_LIMIT / GAME_LISTENER_PER_CLIENT_LIMIT; a++)
      for (let i = 0; i < GAME_LISTENER_PER_CLIENT_LIMIT; i++)
        expect(await stream(gameId, `198.51.100.${10 + a}`)).toBe(200);
    for (let i = 0; i < 5; i++) expect(await stream(gameId, '198.51.100.99')).toBe(429);

    const lines = node.output
      .filter((line) => line.includes('flood refused'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.kind === 'event-streams');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'warn', address: '198.51.100.99', gameId });
  }, 30_000);
});
