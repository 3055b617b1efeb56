// /metrics is not for everyone: on its own port (METRICS_PORT) or behind METRICS_TOKEN, never open on the app port.
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@gridable/common';
import { startTestServer } from '../support/testServer';

describe('/metrics', () => {
  it('is not served on the app port without a token configured', async () => {
    const server = await startTestServer();
    try {
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
      expect(server.metricsUrl).toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it('answers only the right bearer token when METRICS_TOKEN is set', async () => {
    const token = 'a-long-enough-metrics-token';
    const server = await startTestServer({ METRICS_TOKEN: token });
    try {
      const without = await fetch(`${server.url}/metrics`);
      expect(without.status).toBe(401);
      expect(await without.json()).toEqual({
        error: SERVER_MESSAGES.metricsUnauthorized,
        code: 'UNAUTHORIZED',
      });
      expect(
        (
          await fetch(`${server.url}/metrics`, {
            headers: { authorization: 'Bearer wrong-token-of-some-length' },
          })
        ).status,
      ).toBe(401);
      const right = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      expect(right.status).toBe(200);
      expect(await right.text()).toContain('gridable_http_request_duration_seconds');
    } finally {
      await server.close();
    }
  });

  it('is served on METRICS_PORT, and that port serves nothing else', async () => {
    const server = await startTestServer({ METRICS_PORT: '0' });
    try {
      expect(server.metricsUrl).toBeDefined();
      const metrics = await fetch(server.metricsUrl ?? '');
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('gridable_sse_streams');
      expect((await fetch((server.metricsUrl ?? '').replace('/metrics', '/api/games'))).status).toBe(404);
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
