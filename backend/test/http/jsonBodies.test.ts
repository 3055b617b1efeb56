// A body the API cannot read as JSON is refused with 415, never dropped and answered as if none came.
import { describe, expect, it } from 'vitest';
import { JSON_BODY_REQUIRED } from '../../src/http/jsonBodies';
import { REQUEST_BODY_UNREADABLE } from '../../src/http/errorHandler';
import { freshIp } from '../games/support/http';
import { useGameServer } from '../games/support/suite';

const ctx = useGameServer();

async function post(path: string, body: string | undefined, contentType?: string) {
  const res = await fetch(`${ctx.url}${path}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': freshIp(), ...(contentType ? { 'content-type': contentType } : {}) },
    ...(body === undefined ? {} : { body }),
  });
  return { status: res.status, body: (await res.json()) as { error?: string; gameId?: string } };
}

describe('request bodies that are not JSON', () => {
  it.each([
    ['text/plain', '{"clientId":"c-1"}'],
    ['application/x-www-form-urlencoded', 'clientId=c-1'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    ],
  ])('refuses %s with 415 and creates no game', async (type, body) => {
    expect(await post('/api/games', body, type)).toEqual({
      status: 415,
      body: { error: JSON_BODY_REQUIRED, code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
  });

  it('refuses a body with no Content-Type', async () => {
    const reply = await post('/api/validate-word', '{"word":"cats"}');
    expect(reply).toEqual({
      status: 415,
      body: { error: JSON_BODY_REQUIRED, code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
  });

  it('still takes JSON, and the creation call with no body at all', async () => {
    expect(
      (await post('/api/validate-word', '{"word":"cats"}', 'application/json; charset=utf-8')).status,
    ).toBe(200);
    const bare = await post('/api/games', undefined);
    expect(bare.status).toBe(201);
    expect(bare.body.gameId).toMatch(/^[A-Z0-9]{5}$/);
  });

  it('says why a body labelled gzip that is not gzip cannot be read', async () => {
    const res = await fetch(`${ctx.url}/api/feedback`, {
      method: 'POST',
      headers: {
        'x-forwarded-for': freshIp(),
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      body: '{"message":"hello"}',
    });
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 400,
      body: { error: REQUEST_BODY_UNREADABLE, code: 'BODY_UNREADABLE' },
    });
  });
});
