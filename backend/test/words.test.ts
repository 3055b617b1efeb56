import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import { listen, postJson, type Listening } from './support/appServer';

let server: Listening;

beforeAll(async () => {
  const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent' });
  server = await listen(buildApp({ config, log: createLogger('silent') }));
});
afterAll(() => server.close());

describe('POST /api/validate-word', () => {
  it('says whether a word is valid, upper-casing what was sent', async () => {
    expect(await postJson(`${server.url}/api/validate-word`, { word: 'cat' })).toEqual({
      status: 200,
      body: { success: true, isValid: true, word: 'CAT' },
    });
    expect(await postJson(`${server.url}/api/validate-word`, { word: 'QZXV' })).toEqual({
      status: 200,
      body: { success: true, isValid: false, word: 'QZXV' },
    });
  });

  it('answers bad input with 400 and a clear error', async () => {
    const cases: [unknown, string][] = [
      [{}, 'word is required'],
      [{ word: 'hello' }, 'word must be at most 4 letters'],
      [{ word: 'c4t' }, 'word must contain only letters A-Z'],
      [{ word: 42 }, 'word is required'],
      [[1, 2], 'Request body must be a JSON object'],
    ];
    for (const [body, error] of cases) {
      expect(await postJson(`${server.url}/api/validate-word`, body), JSON.stringify(body)).toEqual({
        status: 400,
        body: { error, code: 'INVALID_INPUT' },
      });
    }
    expect(await postJson(`${server.url}/api/validate-word`, '{"word":')).toEqual({
      status: 400,
      body: { error: 'Request body is not valid JSON', code: 'INVALID_JSON' },
    });
  });

  it('refuses bodies over 16 KB with 413', async () => {
    const res = await postJson(`${server.url}/api/validate-word`, { word: 'x'.repeat(20_000) });
    expect(res).toEqual({
      status: 413,
      body: { error: 'Request body is too large', code: 'BODY_TOO_LARGE' },
    });
  });
});

describe('the HTTP shell', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await fetch(`${server.url}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'No such endpoint: GET /nope', code: 'UNKNOWN_ENDPOINT' });
  });

  it('reports health', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(await res.json()).toEqual({ ok: true });
  });
});
