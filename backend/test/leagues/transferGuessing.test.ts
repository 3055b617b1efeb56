// Guessing transfer codes: misses are counted per client address, on a server of its own so no other claim counts.
import { expect, it, describe } from 'vitest';
import { call, newPlayer, useLeagueServer } from './support/leagueServer';

const server = useLeagueServer(new Date('2026-11-25T15:00:00Z'));

const claim = (code: string) => call('POST', `${server.url}/api/identity/transfer-codes/${code}/claim`);

async function issue(playerUUID: string): Promise<string> {
  const reply = await call<{ code: string }>('POST', `${server.url}/api/identity/transfer-codes`, {
    playerUUID,
  });
  return reply.body.code;
}

describe('guessing codes', () => {
  it('refuses the 31st miss in a minute with Retry-After, even for a right code', async () => {
    const code = await issue(newPlayer());
    const wrong = code.startsWith('2') ? `3${code.slice(1)}` : `2${code.slice(1)}`;
    for (let i = 0; i < 30; i++) {
      const miss = await claim(wrong);
      expect(miss.status, `miss ${i + 1}`).toBe(404);
    }
    const refused = await claim(wrong);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await claim(code)).status).toBe(429);
  });
});
