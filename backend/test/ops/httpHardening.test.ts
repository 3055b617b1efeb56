import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createLogger } from '../../src/logger';
import { createMetrics, type Metrics } from '../../src/ops/metrics';
import { listen, postJson, type Listening } from '../support/appServer';

let server: Listening;
let metrics: Metrics;
const METRICS_TOKEN = 'test-metrics-token-0123456789';

beforeAll(async () => {
  metrics = createMetrics();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    STATIC_DIR: '/nonexistent',
    CORS_ORIGINS: 'https://friend.example',
    METRICS_TOKEN: METRICS_TOKEN,
  });
  server = await listen(buildApp({ config, log: createLogger('silent'), metrics }));
});
afterAll(async () => {
  metrics.stop();
  await server.close();
});

describe('HTTP hardening', () => {
  it('sends a content security policy that allows only same-origin scripts and connections', async () => {
    const res = await fetch(`${server.url}/healthz`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("font-src 'self';");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('keeps CORS closed to unknown origins and open to configured ones', async () => {
    const stranger = await fetch(`${server.url}/healthz`, { headers: { origin: 'https://evil.example' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const friend = await fetch(`${server.url}/api/validate-word`, {
      method: 'OPTIONS',
      headers: { origin: 'https://friend.example' },
    });
    expect(friend.status).toBe(204);
    expect(friend.headers.get('access-control-allow-origin')).toBe('https://friend.example');
  });

  it('tags every response with a request id, keeping a well-formed one from the proxy', async () => {
    const fresh = await fetch(`${server.url}/healthz`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers.get('x-request-id')).toBe('abc-123');
  });

  it('exposes request latency by route pattern on /metrics', async () => {
    const scrape = async () =>
      (
        await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      ).text();
    // Counted from before this test's request: another test of the file may have asked the same route first.
    const validated = (text: string) =>
      Number(
        /gridable_http_request_duration_seconds_count\{method="POST",route="\/api\/validate-word",status="200"\} (\d+)/.exec(
          text,
        )?.[1] ?? 0,
      );
    const before = validated(await scrape());
    await postJson(`${server.url}/api/validate-word`, { word: 'cat' });
    const text = await scrape();
    expect(validated(text)).toBe(before + 1);
    expect(text).toContain('gridable_event_loop_lag_p99_seconds');
  });

  it('keeps every API answer, its refusals too, out of shared and browser caches', async () => {
    const answered = await fetch(`${server.url}/api/validate-word`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ word: 'cat' }),
    });
    expect(answered.status).toBe(200);
    expect(answered.headers.get('cache-control')).toBe('no-store');
    const refused = await fetch(`${server.url}/api/no-such-route?playerUUID=x`);
    expect(refused.status).toBe(404);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });
});
