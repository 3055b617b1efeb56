import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { listen, postJson, type Listening } from '../../test/support/appServer';
import { WORD_CHECK_LIMIT } from './wordRoutes';
import { RATE_LIMIT_MESSAGE } from '@gridable/common/messages';

let server: Listening;

beforeAll(async () => {
  const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent' });
  server = await listen(buildApp({ config, log: createLogger('silent') }));
});
afterAll(() => server.close());

describe('the word check rate limit', () => {
  it('answers 429 with the documented message after the per-client limit, and counts no other call', async () => {
    const check = () => postJson(`${server.url}/api/validate-word`, { word: 'cat' });
    const replies = await Promise.all(Array.from({ length: WORD_CHECK_LIMIT.limit }, check));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(await check()).toEqual({
      status: 429,
      body: { error: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' },
    });
    // The limiter sits on the route: other /api paths pass untouched.
    expect((await fetch(`${server.url}/api/nope`)).status).toBe(404);
  });
});
