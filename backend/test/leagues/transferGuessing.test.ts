// Guessing transfer codes: misses are counted per client address, on a server of its own so no other claim counts.
import { expect, it, describe } from 'vitest';
import { RATE_LIMIT_MESSAGE } from '@gridable/common';
import { call, newPlayer, useLeagueServer } from './support/leagueServer';

// Loopback is a trusted proxy here, so X-Forwarded-For says which address a claim comes from.
const server = useLeagueServer(new Date('2026-11-25T15:00:00Z'), {}, { TRUST_PROXY: 'loopback' });

const claim = (code: string) => call('POST', `${server.url}/api/identity/transfer-codes/${code}/claim`);

async function claimFrom(address: string, code: string): Promise<number> {
  const res = await fetch(`${server.url}/api/identity/transfer-codes/${code}/claim`, {
    method: 'POST',
    headers: { 'x-forwarded-for': address },
  });
  return res.status;
}

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

  it('counts an IPv6 client by its /64, which it may fill with any addresses it likes', async () => {
    const code = await issue(newPlayer());
    const wrong = code.startsWith('2') ? `3${code.slice(1)}` : `2${code.slice(1)}`;
    // A fresh address for every guess, all in one /64.
    for (let i = 1; i <= 30; i++) expect(await claimFrom(`2001:db8:7:7::${i.toString(16)}`, wrong)).toBe(404);
    expect(await claimFrom('2001:db8:7:7:abcd::1', wrong)).toBe(429);
    // Another network is another client.
    expect(await claimFrom('2001:db8:7:8::1', wrong)).toBe(404);
  });

  it('bounds league creation per IPv6 /64 too, not per address', async () => {
    const create = (address: string) =>
      fetch(`${server.url}/api/leagues`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ name: 'Flood', nickname: 'Bot', playerUUID: newPlayer() }),
      });
    for (let i = 1; i <= 20; i++) expect((await create(`2001:db8:5:5::${i.toString(16)}`)).status).toBe(201);
    const refused = await create('2001:db8:5:5:ffff::1');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' });
    expect((await create('2001:db8:5:6::1')).status).toBe(201);
  });
});
