import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../support/testServer';
import type { RunningServer } from '../../src/startServer';
import { createFeedbackFeature } from '../../src/feedback/feedbackFeature';
import { mountFeatures } from '../daily/support/featureServer';
import type { Listening } from '../support/appServer';
import { postJson } from '../daily/support/http';
import { FEEDBACK_EMPTY_MESSAGE, RATE_LIMIT_MESSAGE } from '@gridable/common/messages';

const EMPTY = { status: 400, body: { error: FEEDBACK_EMPTY_MESSAGE, code: 'INVALID_INPUT' } };
const STORED = { status: 201, body: { success: true } };

let server: RunningServer;
let roomy: Listening;

beforeAll(async () => {
  server = await startTestServer();
  // Bounds need more requests than the real limit allows a minute; the limit has its own test below.
  roomy = await mountFeatures(server, (ctx) => [
    createFeedbackFeature(ctx, { limit: { name: 'feedback', limit: 100, windowMs: 60_000 } }),
  ]);
});
afterAll(async () => {
  await roomy.close();
  await server.close();
});

const messages = async () =>
  (await server.models.feedback.find({}, { _id: 0, message: 1 }).sort({ createdAt: 1 }).lean()).map(
    (f) => f.message,
  );

describe('POST /api/feedback', () => {
  it('stores a message through the real wiring', async () => {
    expect(await postJson(`${server.url}/api/feedback`, { message: 'Love the daily!' })).toEqual(STORED);
    expect(await messages()).toContain('Love the daily!');
  });

  it('trims, accepts 1 to 500 characters and refuses the rest', async () => {
    const url = `${roomy.url}/api/feedback`;
    expect(await postJson(url, { message: '' })).toEqual(EMPTY);
    expect(await postJson(url, { message: '  \n\t ' })).toEqual(EMPTY);
    expect(await postJson(url, {})).toEqual(EMPTY);
    expect(await postJson(url, { message: 42 })).toEqual(EMPTY);
    expect(await postJson(url, { message: 'x' })).toEqual(STORED);
    expect(await postJson(url, { message: 'y'.repeat(500) })).toEqual(STORED);
    expect(await postJson(url, { message: `   ${'z'.repeat(500)}   ` })).toEqual(STORED);
    expect(await postJson(url, { message: 'w'.repeat(501) })).toEqual({
      status: 400,
      body: { error: 'Feedback must be at most 500 characters', code: 'INVALID_INPUT' },
    });
    expect(await postJson(url, { message: '  padded  ' })).toEqual(STORED);

    const stored = await messages();
    expect(stored).toEqual(expect.arrayContaining(['x', 'y'.repeat(500), 'z'.repeat(500), 'padded']));
    expect(stored.some((m) => m.length > 500 || m.trim() !== m || m === '')).toBe(false);
  });

  it('answers 429 with the SPEC message after the limit', async () => {
    const limited = await mountFeatures(server, (ctx) => [
      createFeedbackFeature(ctx, { limit: { name: 'feedback', limit: 2, windowMs: 60_000 } }),
    ]);
    try {
      const url = `${limited.url}/api/feedback`;
      expect(await postJson(url, { message: 'one' })).toEqual(STORED);
      expect(await postJson(url, { message: 'two' })).toEqual(STORED);
      expect(await postJson(url, { message: 'three' })).toEqual({
        status: 429,
        body: { error: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' },
      });
      expect(await messages()).not.toContain('three');
    } finally {
      await limited.close();
    }
  });
});
