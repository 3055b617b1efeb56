// A path parameter that cannot be percent-decoded is the address's fault: the 400 says so, and never blames a
// request body the call does not have.
import { describe, expect, it } from 'vitest';
import { ADDRESS_UNREADABLE } from '../../src/http/errorHandler';
import { freshIp } from '../games/support/http';
import { useGameServer } from '../games/support/suite';

const ctx = useGameServer();

describe('an address with a broken percent-escape', () => {
  it.each([
    ['GET', '/api/games/%E0%A4%A'],
    ['GET', '/api/public-results/%ZZ'],
    ['POST', '/api/games/%C3/join'],
  ])('%s %s is refused with 400 naming the address', async (method, path) => {
    const res = await fetch(`${ctx.url}${path}`, { method, headers: { 'x-forwarded-for': freshIp() } });
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 400,
      body: { error: ADDRESS_UNREADABLE, code: 'BAD_ADDRESS' },
    });
  });
});
