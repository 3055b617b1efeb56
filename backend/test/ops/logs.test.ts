// Log lines are JSON, and whatever a request logs carries its request id and the game it is about.
import { describe, expect, it } from 'vitest';
import { Router } from 'express';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createLogger } from '../../src/logger';
import { gameIdOfRequest } from '../../src/ops/logContext';
import { listen, postJson } from '../support/appServer';

describe('structured logs', () => {
  it('tags an error logged deep inside a request (after the body is parsed) with its request id and game id', async () => {
    const lines: string[] = [];
    const log = createLogger('debug', { service: 'gridable' }, (line) => lines.push(line));
    const failing = Router().post('/games/:id/placement', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new Error('disk on fire');
    });
    const config = loadConfig({ LOG_LEVEL: 'debug', STATIC_DIR: '/nonexistent' });
    const server = await listen(buildApp({ config, log, api: [failing] }));
    try {
      const res = await fetch(`${server.url}/api/games/abcde/placement`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'req-42' },
        body: JSON.stringify({ clientId: 'client-secret-1', cellIndex: 3 }),
      });
      expect(res.status).toBe(500);
      await postJson(`${server.url}/api/validate-word`, { word: 'cat' });
    } finally {
      await server.close();
    }
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.find((e) => e.msg === 'request failed')).toMatchObject({
      level: 'error',
      requestId: 'req-42',
      gameId: 'ABCDE',
      err: { message: 'disk on fire' },
    });
    expect(entries.find((e) => e.msg === 'request' && e.path === '/api/games/abcde/placement')).toMatchObject(
      {
        requestId: 'req-42',
        gameId: 'ABCDE',
        status: 500,
      },
    );
    const wordCheck = entries.find((e) => e.msg === 'request' && e.path === '/api/validate-word');
    expect(wordCheck?.requestId).toEqual(expect.any(String));
    expect(wordCheck).not.toHaveProperty('gameId');
    expect(lines.join('\n')).not.toContain('client-secret-1');
  });

  it('keeps transfer codes out of the request and error lines, so a code refused while live is not left in the log', async () => {
    const lines: string[] = [];
    const log = createLogger('debug', { service: 'gridable' }, (line) => lines.push(line));
    const failing = Router().post('/identity/transfer-codes/:code/claim', () => {
      throw new Error('database gone');
    });
    const config = loadConfig({ LOG_LEVEL: 'debug', STATIC_DIR: '/nonexistent' });
    const server = await listen(buildApp({ config, log, api: [failing] }));
    try {
      const res = await fetch(`${server.url}/api/identity/transfer-codes/K7QX9M2P/claim`, { method: 'POST' });
      expect(res.status).toBe(500);
    } finally {
      await server.close();
    }
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.find((e) => e.msg === 'request')).toMatchObject({
      path: '/api/identity/transfer-codes/:code/claim',
      status: 500,
    });
    expect(entries.find((e) => e.msg === 'request failed')).toMatchObject({ level: 'error' });
    expect(lines.join('\n')).not.toContain('K7QX9M2P');
  });

  it('takes the game id only from where games are named, and only when it looks like an id', () => {
    expect(gameIdOfRequest('/api/games/ab3de/join', {})).toBe('AB3DE');
    expect(gameIdOfRequest('/api/events', { gameId: 'xyz12' })).toBe('XYZ12');
    expect(gameIdOfRequest('/api/daily-challenge-simple/DCS-20260101-ab', {})).toBe('DCS-20260101-AB');
    expect(gameIdOfRequest('/api/events', { gameId: '<script>' })).toBeUndefined();
    expect(gameIdOfRequest('/api/feedback', { gameId: 'abcde' })).toBeUndefined();
  });

  it('writes nothing at the silent level', () => {
    const lines: string[] = [];
    const log = createLogger('silent', {}, (line) => lines.push(line));
    log.error('boom');
    expect(lines).toEqual([]);
  });
});
